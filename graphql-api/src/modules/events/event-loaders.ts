import DataLoader from 'dataloader';
import { isUuid } from '../../lib/uuid.js';
import type { LoaderFactory } from '../shared/request-loaders.js';
import { eventsByIds } from './event-columns.js';
import type { HistoricalEvent } from './event.entity.js';

/**
 * Events by id, batched per request (`loaders.get(eventById)`): null for an id that names none. Plain
 * rows, as the lists read them (event-columns.ts): a nested page resolves both events of each of its
 * relationships, and hydrating those as managed entities cost more CPU than the rest of the
 * request (issue 32, bench/README.md "GraphQL vs PostGraphile"). Read-only callers only.
 */
export const eventById: LoaderFactory<DataLoader<string, HistoricalEvent | null>> = (em) =>
  new DataLoader(async (ids) => {
    const byId = new Map((await eventsByIds(em, ids.filter(isUuid))).map((e) => [e.id, e]));
    return ids.map((id) => byId.get(id) ?? null);
  });
