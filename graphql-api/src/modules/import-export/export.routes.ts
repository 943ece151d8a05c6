import { Router } from 'express';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import { parseEventFilter } from '../events/event-query.js';
import { EventService } from '../events/event.service.js';
import { backpressured } from '../shared/backpressured.js';
import { requestEm } from '../shared/request-em.js';
import { EventExportWriter, EXPORT_FILE_EXTENSIONS, EXPORT_FORMATS } from './event-export.js';

const ExportFormatSchema = z.enum(EXPORT_FORMATS);

/**
 * The export writes this many events at a time (a few tens of kB each): a piece under V8's
 * large-object size is young garbage, freed by the next scavenge, where a whole batch joined would
 * wait in the old generation for a full GC.
 */
const EXPORT_EVENTS_PER_WRITE = 50;

/** GET /api/events/export: every event matching the filter, streamed in one of EXPORT_FORMATS. */
export function exportRouter(): Router {
  const router = Router();
  router.get('/events/export', async (req, res) => {
    const format = ExportFormatSchema.safeParse(req.query.format ?? 'jsonl');
    if (!format.success) throw new ValidationError([{ field: 'format', message: `format must be one of ${EXPORT_FORMATS.join(', ')}` }], 'Invalid query');
    const filter = parseEventFilter(req.query, ['format']);
    const writer = new EventExportWriter(format.data);
    res.set({ 'Content-Type': writer.contentType, 'Content-Disposition': `attachment; filename="epoch-atlas-events.${EXPORT_FILE_EXTENSIONS[format.data]}"` });
    const write = backpressured(res);
    res.write(writer.start());
    for await (const batch of new EventService(requestEm(req)).batches(filter)) {
      for (let i = 0; i < batch.length; i += EXPORT_EVENTS_PER_WRITE) {
        if (!(await write(writer.batch(batch.slice(i, i + EXPORT_EVENTS_PER_WRITE))))) return;
      }
    }
    res.end(writer.end());
  });

  return router;
}
