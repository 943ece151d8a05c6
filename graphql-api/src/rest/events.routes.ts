import { Router } from 'express';
import { EventService } from '../modules/events/event.service.js';
import { eventToJson } from './event-json.js';
import { requestEm } from './request-em.js';

/** /api/events: the spec's REST calls for events (section 7). */
export function eventsRouter(): Router {
  const router = Router();
  router.get('/', async (req, res) => {
    const events = await new EventService(requestEm(req)).all();
    // The spec's client caches this list for 10 minutes; let browsers and proxies revalidate.
    res.set('Cache-Control', 'public, max-age=0, must-revalidate');
    res.json(events.map(eventToJson));
  });
  return router;
}
