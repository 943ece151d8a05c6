import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../graphql/errors.js';
import { HistoricalEvent } from './event.entity.js';
import type { EventFilter } from './event-filter.js';
import { buildEventWhere, likePattern } from './event-filter.js';

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
  if (!id || !Number.isInteger(startYear) || !/^[0-9a-f-]{36}$/i.test(id)) return null;
  return { startYear, id };
}

/** Reads events: pages for GraphQL, the whole list for the REST compatibility call. */
export interface PageOptions {
  /** Count the matching events (a second query); default true. */
  withCount?: boolean;
  /** Only these properties (GraphQL asks for what it returns); default all. */
  fields?: readonly string[];
}

export class EventService {
  constructor(private readonly em: EntityManager) {}

  private filtered(filter: EventFilter) {
    const qb = this.em.createQueryBuilder(HistoricalEvent, 'e').where(buildEventWhere(filter));
    if (filter.search?.trim()) qb.andWhere(`e.search_text like ?`, [likePattern(filter.search)]);
    return qb;
  }

  /** The stored properties a page reads: the ones asked for, else all but the lazy search text. */
  private readFields(wanted?: readonly string[]): string[] {
    const readable = this.em
      .getMetadata()
      .get(HistoricalEvent)
      .props.filter((p) => !p.lazy && p.persist !== false && p.kind === 'scalar')
      .map((p) => p.name as string);
    return wanted ? readable.filter((name) => wanted.includes(name)) : readable;
  }

  /**
   * Country tags of the events matching the filter (the Event Browser's tag list). Spec section 2:
   * tags of events in the selected periods get a boost of twice their matching count, so
   * boostedCount = count + 2 x (events with the tag in `boostPeriods`); the list is ordered by it.
   */
  async countryTagCounts(filter: EventFilter, limit = 200, boostPeriods: readonly string[] = []): Promise<{ tag: string; count: number; boostedCount: number }[]> {
    const matching = this.filtered(filter).select('e.id').getKnexQuery();
    const knex = this.em.getConnection().getKnex();
    return (await knex
      .select(
        knex.raw('tag'),
        knex.raw('count(*)::int as count'),
        knex.raw('(count(*) + 2 * count(*) filter (where period = any(?::text[])))::int as "boostedCount"', [boostPeriods as string[]]),
      )
      .from(knex('historical_events').select(knex.raw('unnest(country_tags) as tag'), 'period').whereIn('id', matching).as('t'))
      .groupBy('tag')
      .orderBy([{ column: 'boostedCount', order: 'desc' }, { column: 'count', order: 'desc' }, { column: 'tag', order: 'asc' }])
      .limit(Math.min(Math.max(limit, 1), 500))) as { tag: string; count: number; boostedCount: number }[];
  }

  /** The number of events matching the filter. */
  count(filter: EventFilter = {}): Promise<number> {
    return this.filtered(filter).getCount();
  }

  /** One page of events in timeline order, with the total count for the same filter unless told not to. */
  async page(filter: EventFilter, first = DEFAULT_PAGE_SIZE, after?: string | null, options: PageOptions = {}): Promise<EventPage> {
    const { withCount = true } = options;
    const limit = Math.min(Math.max(first, 0), MAX_PAGE_SIZE);
    const cursor = after ? decodeCursor(after) : null;
    const pageQuery = this.filtered(filter).select(this.readFields(options.fields)).orderBy({ startYear: 'asc', id: 'asc' }).limit(limit + 1);
    if (cursor) pageQuery.andWhere(`(e.start_year, e.id) > (?, ?)`, [cursor.startYear, cursor.id]);
    // Read-only rows mapped to property names, without managed entities: hydrating entities cost
    // about 90% of a page request's CPU (npm run bench), and a page is never written back.
    const [rows, totalCount] = await Promise.all([
      pageQuery.execute('all', true) as Promise<HistoricalEvent[]>,
      withCount ? this.count(filter) : Promise.resolve(-1),
    ]);
    const events = rows.slice(0, limit);
    const last = events[events.length - 1];
    return { events, totalCount, hasNextPage: rows.length > limit, endCursor: last ? encodeCursor(last) : null };
  }

  /** Every event matching the filter, in timeline order (GET /api/events, exports). */
  async all(filter: EventFilter = {}): Promise<HistoricalEvent[]> {
    return this.filtered(filter).orderBy({ startYear: 'asc', id: 'asc' }).getResultList();
  }

  /**
   * Every event matching the filter in batches (keyset over start year and id), for streaming
   * answers that must not hold the whole table in memory. Each batch is detached from the identity map.
   */
  async *batches(filter: EventFilter = {}, size = 2000): AsyncGenerator<HistoricalEvent[]> {
    let after: string | null = null;
    for (;;) {
      const page = await this.pageWithoutCount(filter, size, after);
      if (page.length) yield page;
      this.em.clear();
      if (page.length < size) return;
      after = encodeCursor(page[page.length - 1]!);
    }
  }

  private async pageWithoutCount(filter: EventFilter, size: number, after: string | null): Promise<HistoricalEvent[]> {
    const cursor = after ? decodeCursor(after) : null;
    const query = this.filtered(filter).orderBy({ startYear: 'asc', id: 'asc' }).limit(size);
    if (cursor) query.andWhere(`(e.start_year, e.id) > (?, ?)`, [cursor.startYear, cursor.id]);
    return query.getResultList();
  }

  async byId(id: string): Promise<HistoricalEvent> {
    const event = await this.em.findOne(HistoricalEvent, { id });
    if (!event) throw new NotFoundError(`Event ${id} not found`);
    return event;
  }
}
