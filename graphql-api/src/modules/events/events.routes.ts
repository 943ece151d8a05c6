import { MODERATOR, requireRole } from '../auth/roles.js';
import { ModerationDecisions } from './revisions/moderation-decisions.js';
import { ReasonSchema } from './revisions/revision-arguments.js';
import type { DecisionMailer } from './revisions/decision-mail.js';
import { Router, type Request } from 'express';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { EventSearchService } from './event-search.service.js';
import { EventService } from './event.service.js';
import { HistoricalEvent } from './event.entity.js';
import { EventWriteService, IdempotencyKeySchema } from './event-write.service.js';
import { requireSubmitter } from './event-submitter.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { eventToJson } from './event-json.js';
import { parseEventFilter, queryYear } from './event-query.js';
import { SearchTextSchema } from './event-filter.schema.js';
import { parseOrThrow, zodViolations } from '../../lib/zod-violations.js';
import { requestEm } from '../shared/request-em.js';
import { backpressured } from '../shared/backpressured.js';

/** Events per batch of the streamed list (JSON text built by PostgreSQL, see EventService.jsonBatches). */
const LIST_BATCH = 1000;
/**
 * The list is written this many events at a time (about 50 kB). A whole batch joined (~1.3 MB) is
 * a large object in V8's old generation that only a full GC frees: at 1M events the dead ones piled
 * up to 100+ MB. Pieces under V8's large-object size (128 kB) are young garbage, freed by the next
 * scavenge.
 */
const LIST_EVENTS_PER_WRITE = 40;

/** The fields of an event in the REST shape, in its order (eventToJson decides; the list follows it). */
const LIST_KEYS = Object.keys(eventToJson(new HistoricalEvent()));

const count = (max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().max(max));

const PagingSchema = z.object({
  limit: count(10_000_000).pipe(z.number().min(1, 'must be at least 1')).optional(),
  offset: count(10_000_000).optional(),
});

/** Optional `limit` and `offset` of GET /api/events (400 for anything but one whole number each). */
function parsePaging(query: Request['query']): { limit?: number; offset?: number } {
  const parsed = PagingSchema.safeParse({ limit: query.limit, offset: query.offset });
  if (!parsed.success) throw new ValidationError(zodViolations(parsed.error), 'Invalid query');
  return parsed.data;
}

/** /api/events: the spec's REST calls for events (section 7); the export is import-export's. */
export function eventsRouter(limiter: RateLimiter, mail: DecisionMailer): Router {
  const router = Router();

  // The full list (or `limit` events after `offset`), streamed as one JSON array. Each batch waits
  // until the client has taken the one before it, so memory stays flat however many events there are.
  router.get('/', async (req, res) => {
    const filter = parseEventFilter(req.query, ['limit', 'offset']);
    const { limit, offset } = parsePaging(req.query);
    res.set('Cache-Control', 'public, max-age=0, must-revalidate');
    res.type('application/json');
    const write = backpressured(res);
    res.write('[');
    let first = true;
    for await (const batch of new EventService(requestEm(req)).jsonBatches(filter, LIST_KEYS, { limit, offset, size: LIST_BATCH })) {
      for (let i = 0; i < batch.length; i += LIST_EVENTS_PER_WRITE) {
        const text = batch.slice(i, i + LIST_EVENTS_PER_WRITE).join(',');
        if (!(await write(first ? text : `,${text}`))) return;
        first = false;
      }
    }
    res.end(']');
  });

  router.get('/search', async (req, res) => {
    const q = parseOrThrow(SearchTextSchema, typeof req.query.q === 'string' ? req.query.q : '', 'q');
    const year = req.query.year === undefined ? null : queryYear(req.query.year);
    const events = await new EventSearchService(requestEm(req)).search(q, undefined, year);
    res.set('Cache-Control', 'public, max-age=30');
    res.json(events.map(eventToJson));
  });

  router.get('/:id', async (req, res) => {
    const id = req.params.id;
    // An id that is not a UUID names no event (and PostgreSQL would refuse it as a uuid).
    if (!isUuid(id)) throw new NotFoundError(`No event with id ${id.slice(0, 60)}`);
    res.json(eventToJson(await new EventService(requestEm(req)).byId(id)));
  });

  /**
   * Moderators and admins move an event between verification states, with an optional reason
   * (recorded in the moderation log and as a revision; deciding a pending event mails its submitter).
   */
  router.patch('/:id/verification', async (req, res) => {
    const em = requestEm(req);
    const moderator = await requireRole(req, em, MODERATOR);
    const body = (req.body ?? {}) as { status?: unknown; reason?: unknown };
    const reason = body.reason == null ? null : parseOrThrow(ReasonSchema, body.reason, 'reason');
    const event = await new ModerationDecisions(em, mail).setStatus(req.params.id, body.status, moderator, reason);
    res.json({ id: event.id, verificationStatus: event.verificationStatus, verifiedAt: event.verifiedAt });
  });

  router.post('/', async (req, res) => {
    const em = requestEm(req);
    const header = req.get('Idempotency-Key');
    const key = header === undefined ? null : parseOrThrow(IdempotencyKeySchema, header, 'Idempotency-Key');
    const submitter = await requireSubmitter(req, em, limiter);
    const event = await new EventWriteService(em).create(req.body, { userId: submitter, idempotencyKey: key });
    res.status(201).json(eventToJson(event));
  });

  return router;
}
