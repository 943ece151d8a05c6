import { Router, type Request, type Response } from 'express';
import type { MikroORM as Orm } from '@mikro-orm/postgresql';
import { buildConnectionsFeed } from './connections.service.js';
import { eventsDataVersion } from './data-version.js';
import { buildMapFeed, type BinaryFeed } from './map-feed.service.js';
import { VersionedCache } from './versioned-cache.js';
import { requestEm } from '../shared/request-em.js';

/**
 * Answers from the cache for the current data version: 304 when the client holds it already, the
 * brotli or gzip made once per build when the client accepts one (brotli first, as the compression
 * middleware chooses), else the bytes as they are. `no-transform` keeps the compression middleware
 * (and proxies) from compressing 20 MB again on every request.
 */
async function sendFeed(req: Request, res: Response, get: (version: string) => Promise<BinaryFeed>) {
  const feed = await get(await eventsDataVersion(requestEm(req)));
  res.set({ ETag: feed.etag, 'Cache-Control': 'no-cache, no-transform', 'X-Event-Count': String(feed.count), Vary: 'Accept-Encoding' });
  if (req.headers['if-none-match'] === feed.etag) {
    res.status(304).end();
    return;
  }
  res.type('application/octet-stream');
  const encoding = !feed.compressed ? null : req.acceptsEncodings('br') ? 'br' : req.acceptsEncodings('gzip') ? 'gzip' : null;
  // A failed compression (it should not happen) falls back to the plain bytes.
  const compressed = encoding ? await feed.compressed!(encoding).catch(() => null) : null;
  if (encoding && compressed) res.set('Content-Encoding', encoding).send(compressed);
  else res.send(feed.body);
}

/**
 * GET /api/map/points: the binary columns the map draws; /api/map/ids: their ids in the same order;
 * /api/map/connections: the event pairs it joins with arcs. Built once per data version (see
 * data_versions) and ETag-validated.
 */
/** `warmUp`: build the points at start-up, reporting to this readiness until done (none under test). */
export function mapFeedRouter(orm: Orm, options: { warmUp?: { waitFor(name: string, work: Promise<unknown>): void } } = {}): Router {
  const router = Router();
  const points = new VersionedCache(() => buildMapFeed(orm.em.fork()));
  const connections = new VersionedCache(() => buildConnectionsFeed(orm.em.fork()));
  if (options.warmUp) {
    // Build the points (and their brotli) once at start-up, so the first visitor does not wait
    // for a million rows; /readyz says 'warming' until then.
    const warm = eventsDataVersion(orm.em.fork())
      .then((version) => points.get(version))
      .then((feed) => feed.points.compressed?.('br'));
    options.warmUp.waitFor('map feed', warm);
  }
  router.get('/points', (req, res) => sendFeed(req, res, async (v) => (await points.get(v)).points));
  router.get('/ids', (req, res) => sendFeed(req, res, async (v) => (await points.get(v)).ids));
  router.get('/connections', (req, res) => sendFeed(req, res, (v) => connections.get(v)));
  return router;
}
