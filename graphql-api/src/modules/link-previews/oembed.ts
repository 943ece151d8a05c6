/**
 * The oEmbed answer (oembed.com, type "rich") for our map's addresses: the <iframe> of the embed
 * page with the address's state, its size within the consumer's maxwidth and maxheight, the
 * event's name as title, and its card as thumbnail. Refusals as the oEmbed spec says: 404 for an
 * address that is not ours (or no size fits), 501 for a format other than JSON; a malformed
 * request is a 400 in our error shape.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { embedSnippet, embedUrl, fitEmbedSize, isEmbedPath } from '../../domain/embed.js';
import { NotFoundError, NotImplementedError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { CARD_SIZE, eventCardPath, siteCardPath, SITE_NAME } from './page-meta.js';
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

/** The address a consumer asks about, when it is a page of our map (the map or the embed); null otherwise. */
function ourMapUrl(text: string, publicUrl: string): URL | null {
  const url = httpUrl(text);
  if (!url) return null;
  const ours = url.origin === new URL(publicUrl).origin;
  return ours && (url.pathname === '/' || isEmbedPath(url.pathname)) ? url : null;
}

export async function oembedAnswer(em: EntityManager, query: unknown, publicUrl: string): Promise<OEmbedAnswer> {
  const { url, format, maxwidth, maxheight } = parseOrThrow(OEmbedQuery, query);
  if (format !== undefined && format !== 'json') throw new NotImplementedError(`Format ${format.slice(0, 20)} is not offered: oEmbed answers here are JSON`);
  const page = ourMapUrl(url, publicUrl);
  if (!page) throw new NotFoundError(`No embed for ${url.slice(0, 100)}: only this site's map pages (${publicUrl}/ and /embed) can be embedded`);
  const box = fitEmbedSize(maxwidth, maxheight);
  if (!box) throw new NotFoundError('No embed fits in maxwidth x maxheight: the map needs at least 280 x 240 pixels');
  const event = await findPreviewEvent(em, page.searchParams.get('event'));
  const title = event ? `${event.name} - ${SITE_NAME}` : SITE_NAME;
  // The thumbnail, like the embed, must fit the consumer's room; without room there is none.
  const thumbnailFits = (maxwidth ?? Infinity) >= CARD_SIZE.width && (maxheight ?? Infinity) >= CARD_SIZE.height;
  return {
    version: '1.0',
    type: 'rich',
    title,
    provider_name: SITE_NAME,
    provider_url: `${publicUrl}/`,
    html: embedSnippet({ src: embedUrl(publicUrl, page.search), title, ...box }),
    ...box,
    cache_age: 3600,
    ...(thumbnailFits
      ? { thumbnail_url: `${publicUrl}${event ? eventCardPath(event.id) : siteCardPath}`, thumbnail_width: CARD_SIZE.width, thumbnail_height: CARD_SIZE.height }
      : {}),
  };
}
