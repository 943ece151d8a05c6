import { Router, type Request, type Response } from 'express';
import type { Orm } from '../db/orm.js';
import { buildConnectionsFeed } from '../modules/map-feed/connections.service.js';
import { eventsDataVersion } from '../modules/map-feed/data-version.js';
import { buildMapFeed } from '../modules/map-feed/map-feed.service.js';
import { VersionedCache } from '../modules/map-feed/versioned-cache.js';
import { requestEm } from './request-em.js';

interface BinaryFeed {
  body: Buffer;
  etag: string;
  count: number;
}

/** Answers from the cache for the current data version: 304 when the client holds it already. */
async function sendFeed(req: Request, res: Response, cache: VersionedCache<BinaryFeed>) {
  const feed = await cache.get(await eventsDataVersion(requestEm(req)));
  res.set({ ETag: feed.etag, 'Cache-Control': 'no-cache', 'X-Event-Count': String(feed.count) });
  if (req.headers['if-none-match'] === feed.etag) {
    res.status(304).end();
    return;
  }
  res.type('application/octet-stream').send(feed.body);
}

/**
 * GET /api/map/points: the binary columns the map draws; GET /api/map/connections: the event pairs
 * it joins with arcs. Both are built once per data version (see data_versions) and ETag-validated.
 */
export function mapFeedRouter(orm: Orm): Router {
  const router = Router();
  const points = new VersionedCache(() => buildMapFeed(orm.em.fork()));
  const connections = new VersionedCache(() => buildConnectionsFeed(orm.em.fork()));
  router.get('/points', (req, res) => sendFeed(req, res, points));
  router.get('/connections', (req, res) => sendFeed(req, res, connections));
  return router;
}
