import DataLoader from 'dataloader';
import { queryRows } from '../../db/pooled-query.js';
import { isUuid } from '../../lib/uuid.js';
import type { LoaderFactory } from '../shared/request-loaders.js';
import type { EventRelationship } from './event-relationship.entity.js';

/**
 * Every column under its property name; the time as epoch milliseconds (the ORM's connection leaves
 * pg's Date parsing off), made a Date below.
 */
const COLUMNS = `r."id", r."source_event_id" as "sourceEventId", r."target_event_id" as "targetEventId", r."relationship_type" as "relationshipType",
  r."connection_type" as "connectionType", r."reason", r."created_by" as "createdBy", r."description", (extract(epoch from r."created_at") * 1000)::float8 as "createdAt"`;

const SQL = `select ${COLUMNS} from "event_relationships" r where r."source_event_id" = any(?::uuid[]) or r."target_event_id" = any(?::uuid[])
  order by r."created_at", r."id"`;

/**
 * The relationships where each event is the source or the target, oldest first, batched per
 * request: one statement for a page, as plain rows (hydrating entities was a good part of a nested
 * page's CPU; bench/README.md "GraphQL vs PostGraphile"). Read-only callers only.
 */
export const relationshipsByEventId: LoaderFactory<DataLoader<string, EventRelationship[]>> = (em) =>
  new DataLoader(async (ids) => {
    const valid = ids.filter(isUuid);
    const rows = valid.length ? await queryRows<EventRelationship & { createdAt: number | Date }>(em, SQL, [valid, valid]) : [];
    const byEvent = new Map<string, EventRelationship[]>(ids.map((id) => [id, []]));
    for (const row of rows) {
      row.createdAt = new Date(row.createdAt);
      // A link never joins an event to itself (a check constraint), so it is listed once per end.
      byEvent.get(row.sourceEventId)?.push(row);
      byEvent.get(row.targetEventId)?.push(row);
    }
    return ids.map((id) => byEvent.get(id)!);
  });
