/**
 * The oEmbed answer (oembed.com, type "rich") for our map's addresses and published stories' pages:
 * the <iframe> of the embed page with the address's state (a story's page plays the story there),
 * its size within the consumer's maxwidth and maxheight, the event's name or the story's title as
 * title, and the event's card (else the site's) as thumbnail. Refusals as the oEmbed spec says: 404 for an
 * address that is not ours (or no size fits), 501 for a format other than JSON; a malformed
 * request is a 400 in our error shape.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { embedSnippet, embedUrl, fitEmbedSize, isEmbedPath, storyIdOfPath } from '../../domain/embed.js';
import { NotFoundError, NotImplementedError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { CARD_SIZE, eventCardPath, siteCardPath, SITE_NAME } from './page-meta.js';
import { findPreviewStory } from '../stories/story-preview.js';
import { findPreviewEvent } from './preview-event.js';

const size = z
  .string()
  .regex(/^\d{1,5}$/, 'must be a whole number of pixels')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1'))
  .optional();

/** An absolute http(s) address, as URL reads it. */
function httpUrl(text: string): URL | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

const OEmbedQuery = z.object({
  url: z
    .string({ error: 'is required' })
    .max(2000, 'is too long (at most 2000 characters)')
    .refine((text) => httpUrl(text) !== null, 'must be an absolute http or https address'),
  format: z.string().max(20, 'is too long').optional(),
  maxwidth: size,
  maxheight: size,
});

export interface OEmbedAnswer {
  version: '1.0';
  type: 'rich';
  title: string;
  provider_name: string;
  provider_url: string;
  html: string;
  width: number;
  height: number;
  cache_age: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
}

/** The address a consumer asks about, when it is a page of our map (the map, the embed or a story's player); null otherwise. */
function ourMapUrl(text: string, publicUrl: string): URL | null {
  const url = httpUrl(text);
  if (!url) return null;
  const ours = url.origin === new URL(publicUrl).origin;
  return ours && (url.pathname === '/' || isEmbedPath(url.pathname) || storyIdOfPath(url.pathname) !== null) ? url : null;
}

/** The embed's query for a page: a story's player page plays its story (at the page's step) in the embed. */
function embedSearch(page: URL): string {
  const storyId = storyIdOfPath(page.pathname);
  if (!storyId) return page.search;
  const search = new URLSearchParams({ story: storyId });
  const step = page.searchParams.get('step');
  if (step !== null) search.set('step', step);
  return `?${search.toString()}`;
}

export async function oembedAnswer(em: EntityManager, query: unknown, publicUrl: string): Promise<OEmbedAnswer> {
  const { url, format, maxwidth, maxheight } = parseOrThrow(OEmbedQuery, query);
  if (format !== undefined && format !== 'json') throw new NotImplementedError(`Format ${format.slice(0, 20)} is not offered: oEmbed answers here are JSON`);
  const page = ourMapUrl(url, publicUrl);
  if (!page) throw new NotFoundError(`No embed for ${url.slice(0, 100)}: only this site's map pages (${publicUrl}/, /embed and /stories/<id>) can be embedded`);
  const box = fitEmbedSize(maxwidth, maxheight);
  if (!box) throw new NotFoundError('No embed fits in maxwidth x maxheight: the map needs at least 280 x 240 pixels');
  const search = embedSearch(page);
  const storyId = new URLSearchParams(search).get('story');
  const story = storyId === null ? null : await findPreviewStory(em, storyId);
  // A story that is not public (or not there) has nothing to embed; the map without it would mislead.
  if (storyId !== null && !story) throw new NotFoundError('No embed for this story: it is not published (or there is none with that id)');
  const event = story ? null : await findPreviewEvent(em, page.searchParams.get('event'));
  const title = `${story?.title ?? event?.name ?? ''}${story || event ? ' - ' : ''}${SITE_NAME}`;
  // The thumbnail, like the embed, must fit the consumer's room; without room there is none.
  const thumbnailFits = (maxwidth ?? Infinity) >= CARD_SIZE.width && (maxheight ?? Infinity) >= CARD_SIZE.height;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: SITE_NAME,
    provider_url: `${publicUrl}/`,
    html: embedSnippet({ src: embedUrl(publicUrl, search), title, ...box }),
    ...box,
    cache_age: 3600,
    ...(thumbnailFits
      ? { thumbnail_url: `${publicUrl}${event ? eventCardPath(event.id) : siteCardPath}`, thumbnail_width: CARD_SIZE.width, thumbnail_height: CARD_SIZE.height }
      : {}),
  };
}
