import { Router } from 'express';
import { z } from 'zod';
import { ValidationError } from '../graphql/errors.js';
import { EventSearchService } from '../modules/events/event-search.service.js';
import { EventService } from '../modules/events/event.service.js';
import { EventWriteService } from '../modules/events/event-write.service.js';
import { requireSubmitter } from '../modules/events/event-submitter.js';
import { EventExportWriter } from '../modules/import-export/event-export.js';
import { eventToJson } from './event-json.js';
import { parseEventFilter } from './event-query.js';
import { requestEm } from './request-em.js';

const ExportFormatSchema = z.enum(['csv', 'geojson', 'jsonl']);

/** /api/events: the spec's REST calls for events (section 7) and the export. */
export function eventsRouter(): Router {
  const router = Router();

  // The full list, streamed as one JSON array so memory stays flat however many events there are.
  router.get('/', async (req, res) => {
    const filter = parseEventFilter(req.query);
    res.set('Cache-Control', 'public, max-age=0, must-revalidate');
    res.type('application/json');
    res.write('[');
    let first = true;
    for await (const batch of new EventService(requestEm(req)).batches(filter)) {
      const text = batch.map((e) => JSON.stringify(eventToJson(e))).join(',');
      res.write(first ? text : `,${text}`);
      first = false;
    }
    res.end(']');
  });

  router.get('/search', async (req, res) => {
    const q = typeof req.query.q === 'string' ? req.query.q : '';
    const events = await new EventSearchService(requestEm(req)).search(q);
    res.set('Cache-Control', 'public, max-age=30');
    res.json(events.map(eventToJson));
  });

  router.get('/export', async (req, res) => {
    const format = ExportFormatSchema.safeParse(req.query.format ?? 'jsonl');
    if (!format.success) throw new ValidationError([{ field: 'format', message: 'format must be csv, geojson or jsonl' }], 'Invalid query');
    const filter = parseEventFilter(req.query, ['format']);
    const writer = new EventExportWriter(format.data);
    res.set({ 'Content-Type': writer.contentType, 'Content-Disposition': `attachment; filename="epoch-atlas-events.${format.data}"` });
    res.write(writer.start());
    for await (const batch of new EventService(requestEm(req)).batches(filter)) res.write(writer.batch(batch));
    res.end(writer.end());
  });

  router.get('/:id', async (req, res) => {
    const id = req.params.id;
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ValidationError([{ field: 'id', message: 'not a uuid' }], 'Invalid id');
    res.json(eventToJson(await new EventService(requestEm(req)).byId(id)));
  });

  router.post('/', async (req, res) => {
    const em = requestEm(req);
    const submitter = await requireSubmitter(req, em);
    const event = await new EventWriteService(em).create(req.body, submitter);
    res.status(201).json(eventToJson(event));
  });

  return router;
}
