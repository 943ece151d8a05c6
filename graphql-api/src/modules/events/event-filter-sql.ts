/**
 * The event filter as one SQL condition with `?` placeholders (knex raw bindings), for the read
 * paths that skip the query builder: building a MikroORM query per request cost more CPU than the
 * query itself on the GraphQL page (npm run bench). Every condition is on an indexed column (see
 * query-plans.integration.test.ts).
 */
import { EVENT_TYPES_OF_MODE } from '../../domain/enums.js';
import type { EventFilter } from './event-filter.js';
import { likePattern } from '../../lib/like-pattern.js';

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

export function eventWhereSql(filter: EventFilter = {}, alias = 'e'): SqlCondition {
  const and: string[] = [];
  const params: unknown[] = [];
  const col = (name: string) => `${alias}."${name}"`;
  const add = (sql: string, ...values: unknown[]) => {
    and.push(sql);
    params.push(...values);
  };
  // The mode's types are the domain's own words, written in as literals: no input reaches the SQL.
  const modeTypes = filter.mode ? EVENT_TYPES_OF_MODE[filter.mode] : undefined;
  if (modeTypes) add(`${col('event_type')} in (${modeTypes.map((t) => `'${t}'`).join(', ')})`);
  if (filter.periods) add(`${col('period')} = any(?::text[])`, filter.periods);
  if (filter.year != null) {
    // Visible in the year: starts at most the longest (visible_to - start_year) before it (see fromYear).
    add(
      `${col('visible_from')} <= ? and ${col('visible_to')} >= ? and ${col('start_year')} >= ? - events_longest_visible_span()`,
      filter.year,
      filter.year,
      filter.year,
    );
  }
  if (filter.fromYear != null) {
    // An event ending in or after fromYear starts at most the longest duration before it: the bound
    // lets a timeline-order scan begin near fromYear (one probe of the duration index, in a function:
    // Migration20261124230000).
    add(`${col('end_year')} >= ? and ${col('start_year')} >= ? - events_longest_duration()`, filter.fromYear, filter.fromYear);
  }
  if (filter.toYear != null) add(`${col('start_year')} <= ?`, filter.toYear);
  const b = filter.bbox;
  if (b) {
    add(`${col('latitude')} >= ? and ${col('latitude')} <= ?`, b.south, b.north);
    // A west edge east of the east edge crosses the antimeridian.
    if (b.west <= b.east) add(`${col('longitude')} >= ? and ${col('longitude')} <= ?`, b.west, b.east);
    else add(`(${col('longitude')} >= ? or ${col('longitude')} <= ?)`, b.west, b.east);
  }
  if (filter.eventType) add(`${col('event_type')} = ?`, filter.eventType);
  if (filter.verificationStatus) add(`${col('verification_status')} = ?`, filter.verificationStatus);
  if (filter.category) add(`${col('category')} = ?`, filter.category);
  if (filter.subcategory) add(`${col('subcategory')} = ?`, filter.subcategory);
  if (filter.countryTags?.length) add(`${col('country_tags')} && ?::text[]`, filter.countryTags);
  if (filter.search?.trim()) add(`${col('search_text')} like ?`, likePattern(filter.search));
  return { sql: and.length ? and.join(' and ') : 'true', params };
}
