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
