import type { MEDIA_TYPES } from './enums.js';

export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * Spec section 5: the media type of a file from its content type and name. image/, video/ and audio/
 * content types first; then the name (game, book or epub, movie or film); PDF and anything else is text.
 */
export function mediaTypeOf(contentType: string, fileName: string): MediaType {
  const mime = contentType.toLowerCase();
  const name = fileName.toLowerCase();
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (name.includes('game')) return 'game';
  if (name.includes('book') || mime === 'application/epub+zip' || name.endsWith('.epub')) return 'book';
  if (name.includes('movie') || name.includes('film')) return 'movie';
  return 'text';
}

/** A file uploaded here: /api/media/<uuid>.<ext> (the names the media module gives). */
export const OWN_MEDIA_URL = /^\/api\/media\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.[a-z0-9]{2,5}$/;

/** Media addresses an event may carry and the web may show: http(s) links and files uploaded here. */
export function isAllowedMediaUrl(url: string | null | undefined): url is string {
  if (typeof url !== 'string') return false;
  if (OWN_MEDIA_URL.test(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}
