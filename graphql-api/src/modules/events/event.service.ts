import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../graphql/errors.js';
import { HistoricalEvent } from './event.entity.js';
import type { EventFilter } from './event-filter.js';
import { buildEventWhere } from './event-filter.js';

export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 100;

export interface EventPage {
  events: HistoricalEvent[];
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

/** Opaque keyset cursor over (startYear, id), the list's sort order. */
export function encodeCursor(event: Pick<HistoricalEvent, 'startYear' | 'id'>): string {
  return Buffer.from(`${event.startYear}|${event.id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { startYear: number; id: string } | null {
  const [year, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const startYear = Number(year);
  if (!id || !Number.isInteger(startYear)) return null;
  return { startYear, id };
}

/** Reads events: pages for GraphQL, the whole list for the REST compatibility call. */
export class EventService {
  constructor(private readonly em: EntityManager) {}

  /** One page of events in timeline order, with the total count for the same filter. */
  async page(filter: EventFilter, first = DEFAULT_PAGE_SIZE, after?: string | null): Promise<EventPage> {
    const limit = Math.min(Math.max(first, 0), MAX_PAGE_SIZE);
    const where = buildEventWhere(filter);
    const cursor = after ? decodeCursor(after) : null;
    const pageWhere = cursor
      ? {
          $and: [
            where,
            { $or: [{ startYear: { $gt: cursor.startYear } }, { startYear: cursor.startYear, id: { $gt: cursor.id } }] },
          ],
        }
      : where;
    const [rows, totalCount] = await Promise.all([
      this.em.find(HistoricalEvent, pageWhere, { orderBy: { startYear: 'asc', id: 'asc' }, limit: limit + 1 }),
      this.em.count(HistoricalEvent, where),
    ]);
    const events = rows.slice(0, limit);
    const last = events[events.length - 1];
    return { events, totalCount, hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last) : null };
  }

  /** Every event, in timeline order (GET /api/events). */
  async all(): Promise<HistoricalEvent[]> {
    return this.em.find(HistoricalEvent, {}, { orderBy: { startYear: 'asc', id: 'asc' } });
  }

  async byId(id: string): Promise<HistoricalEvent> {
    const event = await this.em.findOne(HistoricalEvent, { id });
    if (!event) throw new NotFoundError(`Event ${id} not found`);
    return event;
  }

  async count(): Promise<number> {
    return this.em.count(HistoricalEvent, {});
  }
}
