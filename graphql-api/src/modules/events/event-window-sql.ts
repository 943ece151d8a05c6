/**
 * The SQL of a page of events in timeline order. In a year window (`fromYear` set) an event is in
 * when it ends in or after `fromYear` (and starts by `toYear`); an ordered scan has to start where
 * the longest event that could reach in starts. One bound for all made the page's work follow the
 * longest event: one of 3,000 years made every window scan 3,000 years of events (issue 32). So
 * the events of up to LONG_YEARS read the timeline from the window minus the longest of them, and
 * longer ones, few, are read from their own partial index (Migration20261128231000); the two are
 * merged in order. Measured at 1,000,000 events in bench/README.md, "Year windows".
 */
import type { EventPosition } from './event-cursor.js';
import type { EventFilter } from './event-filter.js';
import { eventWhereSql } from './event-filter-sql.js';

/** Events lasting more than this many years are "long" (written as in the partial index's predicate). */
const LONG_YEARS = 64;

export interface WindowPaging {
  after?: EventPosition | null;
  before?: EventPosition | null;
  limit: number;
  offset?: number;
}

const ROW_KEYS = { start: 'e."start_year"', id: 'e."id"' };
/** The timeline keys as each part of a window's merge outputs them. */
const MERGE_KEYS = { start: 'w."__start"', id: 'w."__id"' };

/**
 * The end of a select over `e`: after (or, backward, before) a keyset position, in timeline order
 * (backward reads the index the other way; the caller turns the rows round), `limit` rows after
 * skipping `offset`. Pushes the values onto `params`. `columns` name the keys (the merge orders
 * its parts' rows without the position, which each part has applied).
 */
function inTimelineOrder(params: unknown[], paging: WindowPaging, columns = ROW_KEYS, withPosition = true): string {
  const backward = paging.before != null;
  const position = paging.after ?? paging.before;
  let sql = '';
  if (position && withPosition) {
    sql += ` and (${columns.start}, ${columns.id}) ${backward ? '<' : '>'} (?, ?)`;
    params.push(position.startYear, position.id);
  }
  const desc = backward ? ' desc' : '';
  sql += ` order by ${columns.start}${desc}, ${columns.id}${desc} limit ?`;
  params.push(paging.limit);
  if (paging.offset) {
    sql += ` offset ?`;
    params.push(paging.offset);
  }
  return sql;
}

/**
 * A page's select: `select` (expressions over `e`, then `join`) of the events matching the filter,
 * with its values; `output` lists the same columns by their aliases over `w`, for a window's merge.
 */
export function eventPageSql(page: { select: string; output: string; join?: string }, filter: EventFilter, paging: WindowPaging): [string, unknown[]] {
  const params: unknown[] = [];
  const table = `from "historical_events" e ${page.join ?? ''} where`;
  if (filter.fromYear == null) {
    const where = eventWhereSql(filter);
    params.push(...where.params);
    return [`${page.select} ${table} ${where.sql}` + inTimelineOrder(params, paging), params];
  }
  const year = filter.fromYear;
  const rest = eventWhereSql({ ...filter, fromYear: undefined });
  // Both parts read what the page may need (its rows after `offset`); the merge skips and cuts.
  const each = { ...paging, limit: paging.limit + (paging.offset ?? 0), offset: 0 };
  const reach = (bound: string, duration: string) =>
    `${page.select}, e."start_year" as "__start", e."id" as "__id" ${table} ${rest.sql} and e."end_year" >= ? and e."start_year" >= ? - ${bound} and e."end_year" - e."start_year" ${duration}`;
  params.push(...rest.params, year, year);
  const short = reach('events_longest_short_duration()', `<= ${LONG_YEARS}`) + inTimelineOrder(params, each);
  params.push(...rest.params, year, year);
  const long = reach('events_longest_duration()', `> ${LONG_YEARS}`) + inTimelineOrder(params, each);
  const merged = `select ${page.output} from ((${short}) union all (${long})) w`;
  return [merged + inTimelineOrder(params, paging, MERGE_KEYS, false), params];
}
