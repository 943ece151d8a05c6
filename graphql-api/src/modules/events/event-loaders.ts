import DataLoader from 'dataloader';
import { isUuid } from '../../lib/uuid.js';
import type { LoaderFactory } from '../shared/request-loaders.js';
import { HistoricalEvent } from './event.entity.js';

/** Events by id, batched per request (`loaders.get(eventById)`): null for an id that names none. */
export const eventById: LoaderFactory<DataLoader<string, HistoricalEvent | null>> = (em) =>
  new DataLoader(async (ids) => {
    // A malformed id cannot match any row; asking PostgreSQL would fail the uuid cast instead.
    const valid = ids.filter(isUuid);
    const rows = valid.length ? await em.find(HistoricalEvent, { id: { $in: valid } }) : [];
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id) ?? null);
  });
