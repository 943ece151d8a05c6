import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { queryRows } from '../../db/pooled-query.js';
import { isUuid } from '../../lib/uuid.js';
import { asEvents, columnsFor, type ReadColumn } from '../events/event-columns.js';
import { propertiesKey } from '../events/event-selection.js';
import type { HistoricalEvent } from '../events/event.entity.js';
import type { LoaderFactory } from '../shared/request-loaders.js';
import type { EventRelationship } from './event-relationship.entity.js';

/**
 * Every column under its property name; the time as epoch milliseconds (the ORM's connection leaves
 * pg's Date parsing off), made a Date below.
 */
const COLUMNS = `r."id", r."source_event_id" as "sourceEventId", r."target_event_id" as "targetEventId", r."relationship_type" as "relationshipType",
  r."connection_type" as "connectionType", r."reason", r."created_by" as "createdBy", r."description", (extract(epoch from r."created_at") * 1000)::float8 as "createdAt"`;

/** What a query reads of a relationship's source and target events (event-selection.ts), or null for an end it does not read. */
export interface LinkEnds {
  source: readonly string[] | null;
  target: readonly string[] | null;
}

/** The relationships of an event to read, and what the query reads of their two events. */
export interface RelationshipsRead {
  eventId: string;
  ends: LinkEnds;
}

/** A relationship as this loader answers it: with its two events when the query reads them (and they exist). */
export type LinkRow = EventRelationship & { sourceEvent?: HistoricalEvent; targetEvent?: HistoricalEvent };

const ENDS = [
  { end: 'source', alias: 's', column: 'source_event_id', idProperty: 'sourceEventId', eventProperty: 'sourceEvent' },
  { end: 'target', alias: 't', column: 'target_event_id', idProperty: 'targetEventId', eventProperty: 'targetEvent' },
] as const;

/** The statement for one shape of read: what it asks of each end. */
interface LinkStatement {
  sql: string;
  /** The ends it joins, each end's columns read as "<alias>.<property>". */
  ends: ((typeof ENDS)[number] & { columns: readonly ReadColumn[] })[];
}

/**
 * Statements by shape. A query's selection sets the shape, so clients could vary it without end:
 * past MAX_SHAPES a statement is built for its batch and not kept.
 */
const statements = new Map<string, LinkStatement>();
const MAX_SHAPES = 100;

/**
 * The relationships of a batch of events, joined to the columns asked of each end; built once per
 * shape. The ends are plain columns, not a JSON object per end built by PostgreSQL: that took the
 * database 1.7 ms more per nested page (5.1 against 3.4 ms; bench/README.md), and on a machine
 * whose cores the database shares, its CPU is the page's throughput.
 */
function linkStatement(em: EntityManager, asked: Record<'source' | 'target', readonly string[] | null>): LinkStatement {
  const key = `${endKey(asked.source)} ${endKey(asked.target)}`;
  const known = statements.get(key);
  if (known) return known;
  const joins = ENDS.flatMap((end) => {
    const properties = asked[end.end];
    return properties ? [{ ...end, columns: columnsFor(em, properties) }] : [];
  });
  const endColumns = joins.flatMap((j) => j.columns.map((c) => `${c.expression(j.alias)} as "${j.alias}.${c.property}"`));
  const statement: LinkStatement = {
    sql: `select ${[COLUMNS, ...endColumns].join(', ')}
      from "event_relationships" r ${joins.map((j) => `left join "historical_events" ${j.alias} on ${j.alias}."id" = r."${j.column}"`).join(' ')}
      where r."source_event_id" = any(?::uuid[]) or r."target_event_id" = any(?::uuid[]) order by r."created_at", r."id"`,
    ends: joins,
  };
  if (statements.size < MAX_SHAPES) statements.set(key, statement);
  return statement;
}

/** What a batch asks of one end: the union of its reads' lists (sorted, one key per set), or null when none asks. */
function askedOf(reads: readonly RelationshipsRead[], end: 'source' | 'target'): readonly string[] | null {
  const lists = reads.map((r) => r.ends[end]).filter((p): p is readonly string[] => p !== null);
  // Every read of a batch usually shares one list (one field of one query): the union is cheap.
  return lists.length ? [...new Set(lists.flat())].sort() : null;
}

const endKey = (properties: readonly string[] | null) => (properties ? propertiesKey(properties) : '-');

/**
 * The relationships where each event is the source or the target, oldest first, batched per
 * request: one statement for a page, as plain rows (hydrating entities was a good part of a nested
 * page's CPU; bench/README.md "GraphQL vs PostGraphile"). The same statement reads the columns the
 * query asks of each link's two events (a join, as a hand-written query would), and each row
 * carries them (`sourceEvent`, `targetEvent`), so resolving the ends costs no second statement.
 * Read-only callers only.
 */
export const relationshipsByEventId: LoaderFactory<DataLoader<RelationshipsRead, LinkRow[], string>> = ({ reader: em }) =>
  new DataLoader(
    async (reads) => {
      const valid = [...new Set(reads.map((r) => r.eventId).filter(isUuid))];
      const statement = linkStatement(em, { source: askedOf(reads, 'source'), target: askedOf(reads, 'target') });
      const rows = valid.length ? await queryRows(em, statement.sql, [valid, valid]) : [];
      const links = rows as unknown as (LinkRow & { createdAt: number | Date })[];
      for (const end of statement.ends) {
        const events = endEvents(rows, end.alias, end.columns);
        for (const link of links) link[end.eventProperty] = events.get(link[end.idProperty]);
      }
      const byEvent = new Map<string, LinkRow[]>(valid.map((id) => [id, []]));
      for (const link of links) {
        link.createdAt = new Date(link.createdAt);
        // A link never joins an event to itself (a check constraint), so it is listed once per end.
        byEvent.get(link.sourceEventId)?.push(link);
        byEvent.get(link.targetEventId)?.push(link);
      }
      return reads.map((r) => byEvent.get(r.eventId) ?? []);
    },
    { cacheKeyFn: (read) => `${read.eventId} ${endKey(read.ends.source)} ${endKey(read.ends.target)}` },
  );

/** One end's events out of the joined rows, by id: one object per event, however many links name it (none for an event that is gone). */
function endEvents(rows: readonly Record<string, unknown>[], alias: string, columns: readonly ReadColumn[]): Map<string, HistoricalEvent> {
  const idKey = `${alias}.id`;
  const fields = columns.map((c) => [c.property, `${alias}.${c.property}`] as const);
  const events = new Map<string, Record<string, unknown>>();
  for (const row of rows) {
    const id = row[idKey] as string | null;
    if (id === null || events.has(id)) continue;
    const event: Record<string, unknown> = {};
    for (const [property, key] of fields) event[property] = row[key];
    events.set(id, event);
  }
  asEvents([...events.values()], columns);
  return events as unknown as Map<string, HistoricalEvent>;
}
