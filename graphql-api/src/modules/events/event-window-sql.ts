/**
 * The ids of a page of events in a year window (`fromYear` set), in timeline order, read so that the
 * work follows the rows returned and not the longest event (issue 32). An event is in the window
 * when it ends in or after `fromYear` (and starts by `toYear`); those that start in the window are
 * one ordered range of the timeline index. Those that start before it and reach into it are read
 * per duration class (1 year, 2-3, 4-7 ... 4096+, Migration20261128230000): an event of class k
 * lasts less than 2^k years, so it starts after fromYear - 2^k, and half of that range's events
 * of the class reach the window. Each class gives at most a page of its earliest, the two parts are
 * merged, and the page's rows are then read by id. Before this the whole window was one scan from
 * fromYear minus the longest duration: every event that started within the longest event's span
 * was read and dropped (bench/README.md, "Year windows").
 */
import type { EventPosition } from './event-cursor.js';
import type { EventFilter } from './event-filter.js';
import { eventWhereSql } from './event-filter-sql.js';

/** Class k holds durations from the k-th limit up to the next; written as in the index's expression. */
const CLASS_LIMITS = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024, 2048, 4096];
const durationClass = (duration: string) => `width_bucket(${duration}, array[${CLASS_LIMITS.join(', ')}])`;

export interface WindowPaging {
  after?: EventPosition | null;
  before?: EventPosition | null;
  limit: number;
  offset?: number;
}

/**
 * The end of a select over `e`: after (or, backward, before) a keyset position, in timeline order
 * (backward reads the index the other way; the caller turns the rows round), `limit` rows after
 * skipping `offset`. Pushes the values onto `params`.
 */
function inTimelineOrder(params: unknown[], paging: WindowPaging): string {
  const backward = paging.before != null;
  const position = paging.after ?? paging.before;
  let sql = '';
  if (position) {
    sql += ` and (e."start_year", e."id") ${backward ? '<' : '>'} (?, ?)`;
    params.push(position.startYear, position.id);
  }
  sql += backward ? ` order by e."start_year" desc, e."id" desc limit ?` : ` order by e."start_year", e."id" limit ?`;
  params.push(paging.limit);
  if (paging.offset) {
    sql += ` offset ?`;
    params.push(paging.offset);
  }
  return sql;
}

/**
 * A subquery of (id, start_year) rows: the page of `paging.limit` events matching the filter, after
 * `offset` (both parts read `limit + offset`, the merge skips). Pushes its values onto `params`;
 * the caller orders by `start_year, id` again (desc when reading backward) after its join.
 */
function windowPageIdsSql(filter: EventFilter & { fromYear: number }, paging: WindowPaging, params: unknown[]): string {
  const from = filter.fromYear;
  const rest = eventWhereSql({ ...filter, fromYear: undefined });
  const each = paging.limit + (paging.offset ?? 0);
  const inWindow = `select e."id", e."start_year" from "historical_events" e where ${rest.sql} and e."start_year" >= ? and e."end_year" >= ?`;
  params.push(...rest.params, from, from);
  const starting = inWindow + inTimelineOrder(params, { ...paging, limit: each, offset: 0 });
  params.push(...rest.params, from, from, from);
  const reaching =
    `select c."id", c."start_year" from generate_series(1, ${durationClass('events_longest_duration()')}) k(n) cross join lateral (` +
    `select e."id", e."start_year" from "historical_events" e where ${rest.sql}` +
    ` and ${durationClass('e."end_year" - e."start_year"')} = k.n and e."end_year" > e."start_year"` +
    ` and e."start_year" > ? - (1 << k.n) and e."start_year" < ? and e."end_year" >= ?` +
    inTimelineOrder(params, { ...paging, limit: each, offset: 0 }) +
    `) c`;
  const backward = paging.before != null;
  let sql = `select w."id", w."start_year" from ((${starting}) union all (${reaching})) w order by w."start_year"${backward ? ' desc' : ''}, w."id"${backward ? ' desc' : ''} limit ?`;
  params.push(paging.limit);
  if (paging.offset) {
    sql += ' offset ?';
    params.push(paging.offset);
  }
  return sql;
}

/**
 * A select (`select` over `e`, then `join`) of the events matching the filter on one page, with its
 * values. A year window reads the page's ids first and then their rows.
 */
export function eventPageSql(select: string, filter: EventFilter, paging: WindowPaging, join = ''): [string, unknown[]] {
  const params: unknown[] = [];
  if (filter.fromYear != null) {
    const ids = windowPageIdsSql({ ...filter, fromYear: filter.fromYear }, paging, params);
    const desc = paging.before != null ? ' desc' : '';
    return [`${select} from (${ids}) w join "historical_events" e on e."id" = w."id" ${join} order by w."start_year"${desc}, w."id"${desc}`, params];
  }
  const where = eventWhereSql(filter);
  params.push(...where.params);
  return [`${select} from "historical_events" e ${join} where ${where.sql}` + inTimelineOrder(params, paging), params];
}
