import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../lib/errors.js';
import { HistoricalEvent } from './event.entity.js';
import type { EventFilter } from './event-filter.js';
import { eventWhereSql } from './event-filter-sql.js';
import { asEvents, columnsFor, eventJsonSql } from './event-columns.js';
import { queryRows } from '../../db/pooled-query.js';
import type { EventPosition } from './event-cursor.js';
import { eventPageSql } from './event-window-sql.js';

export { MAX_PAGE_SIZE } from './event-filter.schema.js';
export const DEFAULT_PAGE_SIZE = 100;

/** After every event: a backward page without a cursor reads the end of the timeline. */
const LAST_POSITION: EventPosition = { startYear: 9999, id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };

export interface EventPage {
  events: HistoricalEvent[];
  totalCount: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}

/** A page forward (the `size` events after a position) or backward (the `size` events before one). */
export type EventPaging =
  { direction: 'forward'; size: number; after: EventPosition | null } | { direction: 'backward'; size: number; before: EventPosition | null };

/** Reads events: pages for GraphQL, the whole list for the REST compatibility call. */
export interface PageOptions {
  /** Count the matching events (a second query); default true. */
  withCount?: boolean;
  /** Only these properties (GraphQL asks for what it returns); default all. */
  fields?: readonly string[];
}

/** The batches of a streamed list: `size` rows each, `limit` rows in all after skipping `offset`. */
export interface BatchOptions {
  size?: number;
  limit?: number;
  offset?: number;
}

/**
 * A list read in batches keyset over (start year, id): each batch is read after the last row of
 * the one before (`offset` skips rows before the first one only), until `limit` rows or the end.
 */
async function* keysetBatches<Row extends EventPosition>(
  options: BatchOptions,
  read: (limit: number, after: EventPosition | null, offset: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  const size = options.size ?? 2000;
  let left = options.limit ?? Infinity;
  let after: EventPosition | null = null;
  let offset = options.offset ?? 0;
  while (left > 0) {
    const want = Math.min(size, left);
    const batch = await read(want, after, offset);
    offset = 0;
    if (batch.length) yield batch;
    if (batch.length < want) return;
    left -= batch.length;
    const last = batch[batch.length - 1]!;
    after = { startYear: last.startYear, id: last.id };
  }
}

export class EventService {
  constructor(private readonly em: EntityManager) {}

  private get knex() {
    return this.em.getConnection().getKnex();
  }

  /** Plain rows of a raw query (`?` placeholders, arrays bind as PostgreSQL arrays). */
  private rows(sql: string, params: readonly unknown[]): Promise<Record<string, unknown>[]> {
    return queryRows(this.em, sql, params);
  }

  /** The ids of the events matching the filter, as a knex subquery. */
  private matchingIds(filter: EventFilter) {
    const where = eventWhereSql(filter);
    return this.knex('historical_events as e')
      .select('e.id')
      .whereRaw(where.sql, where.params as never[]);
  }

  /**
   * Country tags of the events matching the filter (the Event Browser's tag list). Spec section 2:
   * tags of events in the selected periods get a boost of twice their matching count, so
   * boostedCount = count + 2 x (events with the tag in `boostPeriods`); the list is ordered by it.
   */
  async countryTagCounts(
    filter: EventFilter,
    limit = 200,
    boostPeriods: readonly string[] = [],
  ): Promise<{ tag: string; count: number; boostedCount: number }[]> {
    const matching = this.matchingIds(filter);
    const knex = this.em.getConnection().getKnex();
    return (await knex
      .select(
        knex.raw('tag'),
        knex.raw('count(*)::int as count'),
        knex.raw('(count(*) + 2 * count(*) filter (where period = any(?::text[])))::int as "boostedCount"', [boostPeriods as string[]]),
      )
      .from(knex('historical_events').select(knex.raw('unnest(country_tags) as tag'), 'period').whereIn('id', matching).as('t'))
      .groupBy('tag')
      .orderBy([
        { column: 'boostedCount', order: 'desc' },
        { column: 'count', order: 'desc' },
        { column: 'tag', order: 'asc' },
      ])
      .limit(Math.min(Math.max(limit, 1), 500))) as { tag: string; count: number; boostedCount: number }[];
  }

  /** The number of events matching the filter. */
  async count(filter: EventFilter = {}): Promise<number> {
    const where = eventWhereSql(filter);
    const [row] = await this.rows(`select count(*)::int as n from "historical_events" e where ${where.sql}`, where.params);
    return row!.n as number;
  }

  /**
   * Events matching the filter in timeline order as plain rows (no managed entities: a list is
   * never written back, and hydrating entities was most of a page request's CPU), `limit` of them
   * after the keyset position, the last `limit` before `before`, else after skipping `offset`.
   */
  async list(
    filter: EventFilter,
    limit: number,
    options: { after?: EventPosition | null; before?: EventPosition | null; offset?: number; fields?: readonly string[] } = {},
  ) {
    const columns = columnsFor(this.em, options.fields);
    const backward = options.before != null;
    const select = `select ${columns.map((c) => c.select('e')).join(', ')}`;
    const output = columns.map((c) => `w."${c.property}"`).join(', ');
    const rows = await this.rows(...eventPageSql({ select, output }, filter, { ...options, limit }));
    return asEvents(backward ? rows.reverse() : rows, columns);
  }

  /**
   * One page of events in timeline order, forward after a position or backward before one (a
   * decoded cursor), with the total count for the same filter unless told not to. Arguments are
   * validated by the caller (event-filter.schema.ts, modules/graph/paging.ts). One row more than
   * the page tells whether more lie beyond it; the side the cursor came from has more when there
   * was a cursor.
   */
  async page(
    filter: EventFilter,
    paging: EventPaging = { direction: 'forward', size: DEFAULT_PAGE_SIZE, after: null },
    options: PageOptions = {},
  ): Promise<EventPage> {
    const { withCount = true } = options;
    const forward = paging.direction === 'forward';
    const position = forward ? { after: paging.after } : { before: paging.before ?? LAST_POSITION };
    const [rows, totalCount] = await Promise.all([
      this.list(filter, paging.size + 1, { ...position, fields: options.fields }),
      withCount ? this.count(filter) : Promise.resolve(-1),
    ]);
    const more = rows.length > paging.size;
    if (forward) return { events: rows.slice(0, paging.size), totalCount, hasNextPage: more, hasPreviousPage: paging.after != null };
    return { events: more ? rows.slice(1) : rows, totalCount, hasNextPage: paging.before != null, hasPreviousPage: more };
  }

  /**
   * Every event matching the filter (or `limit` of them after `offset`) in batches, keyset over
   * start year and id, for streaming answers that must not hold the whole table in memory.
   */
  batches(filter: EventFilter = {}, options: BatchOptions = {}): AsyncGenerator<HistoricalEvent[]> {
    return keysetBatches(options, (limit, after, offset) => this.list(filter, limit, { after, offset }));
  }

  /**
   * Like batches(), but each event comes as JSON text built by PostgreSQL with the given keys
   * (see eventJsonSql): the full REST list streams without a row object per event.
   */
  async *jsonBatches(filter: EventFilter, keys: readonly string[], options: BatchOptions = {}): AsyncGenerator<string[]> {
    const json = eventJsonSql(this.em, keys);
    const select = `select e."start_year" as "startYear", e."id", ${json.json} as "json"`;
    const batches = keysetBatches(options, async (limit, after, offset) => {
      const [sql, params] = eventPageSql({ select, output: 'w."startYear", w."id", w."json"', join: json.join }, filter, { after, limit, offset });
      return (await this.rows(sql, params)) as { startYear: number; id: string; json: string }[];
    });
    for await (const rows of batches) yield rows.map((r) => r.json);
  }

  async byId(id: string): Promise<HistoricalEvent> {
    const event = await this.em.findOne(HistoricalEvent, { id });
    if (!event) throw new NotFoundError(`Event ${id} not found`);
    return event;
  }
}
