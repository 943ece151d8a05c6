/**
 * Conditional GETs for public reads (the events REST calls, GraphQL public reads over GET): their
 * answer depends only on the request and the events data version, so the ETag is a hash of both,
 * known before any work. A client or CDN that already holds the answer gets 304 without the query
 * running; everyone else gets the answer with the ETag and a Cache-Control to keep it.
 */
import type { Request, RequestHandler } from 'express';
import { createHash } from 'node:crypto';

export interface VersionedETagOptions {
  /** The current events data version (modules/map-feed/data-version.ts). */
  currentVersion: () => Promise<string>;
  /** How long a shared cache may serve the answer without asking again, in seconds. */
  maxAgeSeconds: number;
  /** Whether this request is a public read (default: every GET it sees). */
  isPublicRead?: (req: Request) => boolean;
}

export function versionedETag(options: VersionedETagOptions): RequestHandler {
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (options.isPublicRead && !options.isPublicRead(req))) return next();
    options.currentVersion().then(
      (version) => {
        const etag = `W/"${createHash('sha256').update(`${version}\n${req.originalUrl}`).digest('base64url').slice(0, 27)}"`;
        res.set({ ETag: etag, 'Cache-Control': `public, max-age=${options.maxAgeSeconds}` });
        const given = req.get('if-none-match');
        if (given && given.split(',').some((tag) => tag.trim() === etag)) {
          res.status(304).end();
          return;
        }
        next();
      },
      // The version cannot be read (an outage): answer without a validator.
      () => next(),
    );
  };
}
