import { Router, type Request, type Response } from 'express';
import type { MikroORM as Orm } from '@mikro-orm/postgresql';
import { buildConnectionsFeed } from './connections.service.js';
import { eventsDataVersion } from './data-version.js';
import { buildMapFeed } from './map-feed.service.js';
import { type BinaryFeed } from './binary-feed.js';
import { ChunkStore } from './chunk-store.js';
import { VersionedCache } from './versioned-cache.js';
import { requestEm } from '../shared/request-em.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';

/** Answers from the cache for the current data version (see sendBinary), revalidated on every use. */
async function sendFeed(req: Request, res: Response, get: (version: string) => Promise<BinaryFeed>) {
  await sendBinary(req, res, await get(await eventsDataVersion(requestEm(req))), 'no-cache, no-transform');
}

/** A chunk's bytes never change under its name: any cache may keep them for a year unasked. */
const IMMUTABLE = 'public, max-age=31536000, immutable, no-transform';
/** A chunk's file: the base64url SHA-256 of its bytes (map-chunks.ts) and which of its two files. */
const CHUNK_NAME = /^([A-Za-z0-9_-]{43})\.(points|ids)$/;

/**
 * 304 when the client holds the feed already, the brotli or gzip made once per build when the
 * client accepts one (brotli first, as the compression middleware chooses), else the bytes as they
 * are. `no-transform` keeps the compression middleware (and proxies) from compressing 20 MB again
 * on every request.
 */
async function sendBinary(req: Request, res: Response, feed: BinaryFeed, cacheControl: string) {
  res.set({ ETag: feed.etag, 'Cache-Control': cacheControl, 'X-Event-Count': String(feed.count), Vary: 'Accept-Encoding' });
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
 * data_versions) and ETag-validated. /api/map/manifest: the same rows in immutable chunks
 * (/api/map/chunks/:name, see map-chunks.ts), of this build and the one before it.
 */
/** `warmUp`: build the points at start-up, reporting to this readiness until done (none under test). */
export function mapFeedRouter(orm: Orm, options: { warmUp?: { waitFor(name: string, work: Promise<unknown>): void } } = {}): Router {
  const router = Router();
  const chunks = new ChunkStore();
  // Each build reuses the chunks the last ones made already (same hash, same bytes) with their brotli.
  const points = new VersionedCache(async () => {
    const feed = await buildMapFeed(orm.em.fork(), (hash) => chunks.find(hash));
    chunks.add(feed.chunks.files);
    return feed;
  });
  const connections = new VersionedCache(() => buildConnectionsFeed(orm.em.fork()));
  if (options.warmUp) {
    // Build the points and their chunks (and their brotli) once at start-up, so the first visitor
    // does not wait for a million rows; /readyz says 'warming' until then.
    const warm = eventsDataVersion(orm.em.fork())
      .then((version) => points.get(version))
      .then((feed) => Promise.all([feed.points, ...feed.chunks.files.map((f) => f.points)].flatMap((f) => (f.compressed ? [f.compressed('br')] : []))));
    options.warmUp.waitFor('map feed', warm);
  }
  router.get('/points', (req, res) => sendFeed(req, res, async (v) => (await points.get(v)).points));
  router.get('/ids', (req, res) => sendFeed(req, res, async (v) => (await points.get(v)).ids));
  router.get('/connections', (req, res) => sendFeed(req, res, (v) => connections.get(v)));
  router.get('/manifest', async (req, res) => {
    const { chunks: chunked } = await points.get(await eventsDataVersion(requestEm(req)));
    res.set({ ETag: chunked.etag, 'Cache-Control': 'no-cache', 'X-Event-Count': String(chunked.manifest.count) });
    if (req.headers['if-none-match'] === chunked.etag) res.status(304).end();
    else res.type('application/json').send(chunked.body);
  });
  router.get('/chunks/:name', async (req, res) => {
    const [, hash, file] = CHUNK_NAME.exec(req.params.name) ?? [];
    if (!hash) throw new ValidationError([{ field: 'name', message: 'A chunk file is named <hash>.points or <hash>.ids, as /api/map/manifest lists it' }]);
    // Not one of the last two builds' here: maybe one of a data version this process has not built yet.
    const found = chunks.find(hash) ?? (await points.get(await eventsDataVersion(requestEm(req))), chunks.find(hash));
    if (!found) throw new NotFoundError(`No chunk ${req.params.name} (the data changed twice since): read /api/map/manifest again`);
    await sendBinary(req, res, file === 'ids' ? found.ids : found.points, IMMUTABLE);
  });
  return router;
}
