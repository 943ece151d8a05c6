import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { isUuid } from '../../lib/uuid.js';
import type { LoaderFactory, RequestLoaders } from '../shared/request-loaders.js';
import { eventsByIds } from './event-columns.js';
import { propertiesKey, selectedEventProperties } from './event-selection.js';
import type { HistoricalEvent } from './event.entity.js';

/** An event to read, and the properties the query reads of it (event-selection.ts's selectedEventProperties). */
export interface EventRead {
  id: string;
  properties: readonly string[];
}

/**
 * Events by id, batched per request (`loaders.get(eventById)`): null for an id that names none.
 * Each read selects only the properties its query asks for (with any others asked in the same
 * batch): one statement per batch, whatever mix of selections it holds. Plain rows, as the lists
 * read them (event-columns.ts): a nested page resolves both events of each of its relationships,
 * and hydrating them as managed entities, or reading every column of them, cost more CPU than the
 * rest of the request (issue 32, bench/README.md "GraphQL vs PostGraphile"). Read-only callers only.
 */
export const eventById: LoaderFactory<DataLoader<EventRead, HistoricalEvent | null, string>> = ({ reader: em }) =>
  new DataLoader(
    async (reads) => {
      const properties = new Set(reads.flatMap((r) => r.properties));
      const ids = [...new Set(reads.map((r) => r.id).filter(isUuid))];
      const byId = new Map((await eventsByIds(em, ids, [...properties])).map((e) => [e.id, e]));
      return reads.map((r) => byId.get(r.id) ?? null);
    },
    { cacheKeyFn: (read) => `${read.id} ${propertiesKey(read.properties)}` },
  );

/** The event `id` with what the field being resolved (`info`) reads of it; null when there is none. */
export function loadEvent(loaders: RequestLoaders, id: string, info: GraphQLResolveInfo): Promise<HistoricalEvent | null> {
  return loaders.get(eventById).load({ id, properties: selectedEventProperties(info) });
}

/** The events of `ids` that exist, in order, with what the field being resolved reads of them. */
export async function loadEvents(loaders: RequestLoaders, ids: readonly string[], info: GraphQLResolveInfo): Promise<HistoricalEvent[]> {
  const properties = selectedEventProperties(info);
  const events = await loaders.get(eventById).loadMany(ids.map((id) => ({ id, properties })));
  return events.filter((e): e is HistoricalEvent => e != null && !(e instanceof Error));
}
