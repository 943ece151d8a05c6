/**
 * Read paths that return plain rows instead of managed entities: the columns are selected under
 * their property names (`"start_year" as "startYear"`), so a row already has the entity's shape and
 * needs no hydration. Hydrating MikroORM entities was most of a GraphQL page's CPU at 1,000,000
 * events (npm run bench), and lists are never written back. The column list comes from the entity
 * metadata, so it follows the entity.
 */
import { ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HistoricalEvent } from './event.entity.js';
import { queryRows } from '../../db/pooled-query.js';

export interface ReadColumn {
  property: string;
  /** The value's expression (its column qualified by `alias` when given). */
  expression(alias?: string): string;
  /** The expression aliased to the property name, for a select list. */
  select(alias?: string): string;
  /** Timestamps are read as epoch milliseconds (MikroORM's connection turns pg's Date parsing off). */
  isDate: boolean;
}

let cached: { meta: object; columns: ReadColumn[] } | null = null;

/** Every stored, non-lazy scalar property of an event (the search text is lazy and stays out). */
export function eventReadColumns(em: EntityManager): ReadColumn[] {
  const meta = em.getMetadata().get(HistoricalEvent);
  if (cached?.meta === meta) return cached.columns;
  const columns = meta.props
    .filter((p) => !p.lazy && p.persist !== false && p.kind === ReferenceKind.SCALAR)
    .map((p) => {
      const name = p.fieldNames[0]!;
      const type = (p.columnTypes[0] ?? '').toLowerCase();
      const isDate = type.startsWith('timestamp');
      const expression = (alias?: string) => {
        const column = alias ? `${alias}."${name}"` : `"${name}"`;
        // bigint arrives as a string; the entity maps casualties to a number.
        return type === 'bigint' ? `${column}::float8` : isDate ? `(extract(epoch from ${column}) * 1000)::float8` : column;
      };
      const select = (alias?: string) => `${expression(alias)} as "${p.name as string}"`;
      return { property: p.name, expression, select, isDate };
    });
  cached = { meta, columns };
  return columns;
}

/** The columns for the wanted properties (all when none given), in entity order. */
export function columnsFor(em: EntityManager, wanted?: readonly string[]): ReadColumn[] {
  const all = eventReadColumns(em);
  return wanted ? all.filter((c) => wanted.includes(c.property)) : all;
}

/** Turns raw rows into entity-shaped plain objects (timestamps as Date), in place. */
export function asEvents(rows: Record<string, unknown>[], columns: readonly ReadColumn[]): HistoricalEvent[] {
  const dates = columns.filter((c) => c.isDate).map((c) => c.property);
  if (dates.length) {
    for (const row of rows) {
      for (const property of dates) {
        const value = row[property];
        if (typeof value === 'number') row[property] = new Date(value);
      }
    }
  }
  return rows as unknown as HistoricalEvent[];
}

/** Events by id as plain rows, in the order of `ids` (missing ids are left out). */
export async function eventsByIds(em: EntityManager, ids: readonly string[], wanted?: readonly string[]): Promise<HistoricalEvent[]> {
  if (!ids.length) return [];
  const columns = columnsFor(em, wanted ? [...new Set(['id', ...wanted])] : undefined);
  const sql = `select ${columns.map((c) => c.select()).join(', ')} from "historical_events" where "id" = any(?::uuid[])`;
  const rows = await queryRows(em, sql, [ids]);
  const byId = new Map(asEvents(rows, columns).map((e) => [e.id, e]));
  return ids.map((id) => byId.get(id)).filter((e): e is HistoricalEvent => Boolean(e));
}

/**
 * One JSON object per event, built by PostgreSQL: `keys` are property names (the REST shape's,
 * in its order), each read from its column; timestamps as ISO strings in UTC with milliseconds
 * (Date.toISOString), bigint as a number. Streaming a million events as text built in the database
 * keeps the server from allocating a million row objects (GC pressure drove its memory up).
 * Returns the lateral subquery to join (`j`) and the JSON text expression (row_to_json is compact,
 * where json_build_object writes " : " between every key and value).
 */
export function eventJsonSql(em: EntityManager, keys: readonly string[], alias = 'e'): { join: string; json: string } {
  const meta = em.getMetadata().get(HistoricalEvent);
  const columns = keys.map((key) => {
    const prop = meta.properties[key as keyof HistoricalEvent] as { fieldNames: string[]; columnTypes: string[] } | undefined;
    if (!prop) throw new Error(`HistoricalEvent has no property ${key}`);
    const column = `${alias}."${prop.fieldNames[0]!}"`;
    const type = (prop.columnTypes[0] ?? '').toLowerCase();
    const value =
      type === 'bigint'
        ? `${column}::float8`
        : type.startsWith('timestamp')
          ? `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
          : column;
    return `${value} as "${key}"`;
  });
  return { join: `cross join lateral (select ${columns.join(', ')}) j`, json: 'row_to_json(j)::text' };
}
