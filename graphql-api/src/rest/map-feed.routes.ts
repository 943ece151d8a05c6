import { Router } from 'express';
import { buildMapFeed } from '../modules/map-feed/map-feed.service.js';
import { requestEm } from './request-em.js';

/** GET /api/map/points: the binary columns the map draws (cacheable, ETag-validated). */
export function mapFeedRouter(): Router {
  const router = Router();
  router.get('/points', async (req, res) => {
    const feed = await buildMapFeed(requestEm(req));
    res.set({ ETag: feed.etag, 'Cache-Control': 'no-cache', 'X-Event-Count': String(feed.count) });
    if (req.headers['if-none-match'] === feed.etag) {
      res.status(304).end();
      return;
    }
    res.type('application/octet-stream').send(feed.body);
  });
  return router;
}
