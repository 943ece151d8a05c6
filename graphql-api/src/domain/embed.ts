/**
 * Embeds (issue 29): the map and timeline alone at /embed, framed by other sites. The share
 * popover's snippet and the oEmbed answer write the same <iframe> from here, so a page gets the
 * same embed whichever way it asked.
 */
import escapeHtml from 'escape-html';

/** The page other sites may frame (CSP frame-ancestors, http/security-headers.ts). */
export const EMBED_PATH = '/embed';

/** The snippet's size when the embedder asks for none: a landscape map with room for the timeline. */
export const EMBED_DEFAULT_SIZE = { width: 800, height: 500 } as const;

/** The smallest embed that still shows the map and the timeline's controls. */
export const EMBED_MIN_SIZE = { width: 280, height: 240 } as const;

/** The URL state an embed keeps from the page it was made from (the main screen's parameters, a story's step). */
const EMBED_STATE_KEYS = ['year', 'mode', 'periods', 'view', 'event', 'compare', 'story', 'step'] as const;

/** Whether a request path is the embed page, matched as the app's router matches paths (any case, one trailing slash). */
export function isEmbedPath(pathname: string): boolean {
  return /^\/embed\/?$/i.test(pathname);
}

/** The story a player page plays (/stories/<id>, any case, one trailing slash; not the editor's /stories/new), or null. */
export function storyIdOfPath(pathname: string): string | null {
  const id = /^\/stories\/([^/]+)\/?$/i.exec(pathname)?.[1];
  return id && id.toLowerCase() !== 'new' ? id : null;
}

/**
 * The embed's address for a page's query string: the map state parameters are kept, everything
 * else (a search text, tracking tags) is left out. `eventId` replaces the page's event when given.
 */
export function embedUrl(origin: string, search: string, eventId?: string): string {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of EMBED_STATE_KEYS) {
    const value = from.get(key);
    if (value !== null) kept.set(key, value);
  }
  if (eventId) kept.set('event', eventId);
  const query = kept.toString();
  return `${origin}${EMBED_PATH}${query ? `?${query}` : ''}`;
}

export interface EmbedSnippet {
  src: string;
  title: string;
  width: number;
  height: number;
}

/** The <iframe> element that embeds `src`; every value is escaped (titles are event names, user text). */
export function embedSnippet({ src, title, width, height }: EmbedSnippet): string {
  return (
    `<iframe src="${escapeHtml(src)}" title="${escapeHtml(title)}" width="${Math.round(width)}" height="${Math.round(height)}" ` +
    `style="border:0" loading="lazy" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>`
  );
}

/**
 * The embed's size within what the embedder allows (oEmbed's maxwidth and maxheight): the default
 * size, narrowed to fit; null when the room is smaller than the smallest usable embed (oEmbed then
 * answers 404: the provider has no representation that fits).
 */
export function fitEmbedSize(maxWidth?: number, maxHeight?: number): { width: number; height: number } | null {
  const width = Math.min(EMBED_DEFAULT_SIZE.width, maxWidth ?? Infinity);
  const height = Math.min(EMBED_DEFAULT_SIZE.height, maxHeight ?? Infinity);
  return width >= EMBED_MIN_SIZE.width && height >= EMBED_MIN_SIZE.height ? { width, height } : null;
}
