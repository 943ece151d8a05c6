/**
 * What a shared link shows before anyone runs our JavaScript: the page's title, description,
 * canonical address, card image and oEmbed link, as Open Graph and Twitter card tags in the head
 * of index.html. Social sites and chat apps read only these.
 */
import escapeHtml from 'escape-html';
import type { CompareYears } from '../../domain/compare-years.js';
import { formatEventDates } from '../../domain/date-label.js';
import { EMBED_PATH } from '../../domain/embed.js';
import { formatYear } from '../../domain/time.js';
import type { PreviewStory } from '../stories/story-preview.js';
import type { PreviewEvent } from './preview-event.js';

export const SITE_NAME = 'Epoch Atlas';
export const SITE_DESCRIPTION = "People's stories in the context of history. An interactive map of history from 3500 BCE to 2000 CE.";

/** The card image's size, the one Open Graph and Twitter's large card expect (1.91:1). */
export const CARD_SIZE = { width: 1200, height: 630 } as const;

/** Characters of an event's description in the preview: about what chat apps show before cutting. */
const EXCERPT_CHARS = 200;

export interface PageMeta {
  title: string;
  description: string;
  /** The canonical address of the page (og:url and <link rel=canonical>). */
  pageUrl: string;
  imageUrl: string;
  imageAlt: string;
  type: 'website' | 'article';
}

/** The card image routes (link-previews.routes.ts). */
export const siteCardPath = '/api/cards/site.png';
export const eventCardPath = (id: string) => `/api/cards/events/${id}.png`;

/** `text` cut to `max` characters (code points, at a word break when one is near) with an ellipsis. */
export function excerpt(text: string, max: number): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  if (chars.length <= max) return chars.join('');
  const cut = chars.slice(0, max).join('');
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** An event's dates in the site's words ("490 BCE", "c. 1450 CE", "1939 CE - 1945 CE"). */
export const previewDates = (event: PreviewEvent) => formatEventDates(event);

export function eventPageMeta(event: PreviewEvent, publicUrl: string): PageMeta {
  const dates = previewDates(event);
  return {
    title: `${event.name} (${dates}) - ${SITE_NAME}`,
    description: excerpt(`${dates}, ${event.location}. ${event.description}`, EXCERPT_CHARS),
    pageUrl: `${publicUrl}/?event=${encodeURIComponent(event.id)}`,
    imageUrl: `${publicUrl}${eventCardPath(event.id)}`,
    imageAlt: `${event.name}, ${dates}, ${event.location}: its place on a map`,
    type: 'article',
  };
}

/**
 * The map at two years side by side (?compare=): its own title, description and canonical
 * address, on the site's card; each year's count when it could be read (null otherwise).
 */
export function comparePageMeta(years: CompareYears, counts: readonly [number, number] | null, publicUrl: string): PageMeta {
  const [left, right] = years.map(formatYear) as [string, string];
  const atYears = counts ? `${left} (${counts[0]} events) and ${right} (${counts[1]} events)` : `${left} and ${right}`;
  return {
    title: `${left} and ${right} side by side - ${SITE_NAME}`,
    description: `The map of history at ${atYears}, side by side with a swipe divider.`,
    pageUrl: `${publicUrl}/?compare=${years[0]},${years[1]}`,
    imageUrl: `${publicUrl}${siteCardPath}`,
    imageAlt: `${SITE_NAME}: a world map of history`,
    type: 'website',
  };
}

/** A published story's page (/stories/<id>): its title and summary, on the site's card. */
export function storyPageMeta(story: PreviewStory, publicUrl: string): PageMeta {
  const steps = `A guided story in ${story.steps} ${story.steps === 1 ? 'step' : 'steps'} on the map of history.`;
  return {
    title: `${story.title} - ${SITE_NAME}`,
    description: excerpt(story.summary ? `${story.summary} ${steps}` : steps, EXCERPT_CHARS),
    pageUrl: `${publicUrl}/stories/${encodeURIComponent(story.id)}`,
    imageUrl: `${publicUrl}${siteCardPath}`,
    imageAlt: `${SITE_NAME}: a world map of history`,
    type: 'article',
  };
}

/** The site's own card, for every page that is not an event's (and for unknown events). */
export function sitePageMeta(publicUrl: string, path: string): PageMeta {
  // As the router matches pages: any case, one trailing slash. The embed is the map itself: its canonical page is the map's.
  const page = path.length > 1 ? path.replace(/\/$/, '').toLowerCase() : '/';
  const canonicalPath = page === EMBED_PATH ? '/' : page;
  return {
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    pageUrl: `${publicUrl}${canonicalPath}`,
    imageUrl: `${publicUrl}${siteCardPath}`,
    imageAlt: `${SITE_NAME}: a world map of history`,
    type: 'website',
  };
}

/** The head tags of a page; every value is escaped (event names and descriptions are user text). */
export function headTags(meta: PageMeta, publicUrl: string): string {
  const e = escapeHtml;
  const property = (name: string, value: string | number) => `<meta property="${name}" content="${e(String(value))}" />`;
  const named = (name: string, value: string) => `<meta name="${name}" content="${e(value)}" />`;
  const oembed = `${publicUrl}/oembed?url=${encodeURIComponent(meta.pageUrl)}&format=json`;
  return [
    `<title>${e(meta.title)}</title>`,
    named('description', meta.description),
    `<link rel="canonical" href="${e(meta.pageUrl)}" />`,
    `<link rel="alternate" type="application/json+oembed" href="${e(oembed)}" title="${e(meta.title)}" />`,
    property('og:site_name', SITE_NAME),
    property('og:type', meta.type),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.pageUrl),
    property('og:image', meta.imageUrl),
    property('og:image:type', 'image/png'),
    property('og:image:width', CARD_SIZE.width),
    property('og:image:height', CARD_SIZE.height),
    property('og:image:alt', meta.imageAlt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', meta.title),
    named('twitter:description', meta.description),
    named('twitter:image', meta.imageUrl),
    named('twitter:image:alt', meta.imageAlt),
  ].join('\n    ');
}
