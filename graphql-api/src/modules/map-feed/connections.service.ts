import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { RELATIONSHIP_TYPES } from '../../domain/enums.js';
import { encodeConnections } from '../../domain/map-connections-layout.js';

export interface ConnectionsFeed {
  body: Buffer;
  etag: string;
  count: number;
}

/**
 * Every connection the map can draw as an arc: the relationships people made between events (not
 * the server's suggestions, which wait for a moderator) and each event's link to the event it
 * anchors to (linkedEventId), as id pairs with a relationship type.
 */
export async function buildConnectionsFeed(em: EntityManager): Promise<ConnectionsFeed> {
  const rows = await em.getConnection().execute<{ source: string; target: string; type: string }[]>(
    `select source_event_id as source, target_event_id as target, relationship_type as type from event_relationships
      where connection_type = 'manual'
     union all
     select e.id, e.linked_event_id, coalesce(e.relationship_type, 'inspired_by')
       from historical_events e join historical_events l on l.id = e.linked_event_id
     order by 1, 2`,
  );
  const body = Buffer.from(
    encodeConnections(rows.map((r) => ({ source: r.source, target: r.target, type: Math.max(0, RELATIONSHIP_TYPES.indexOf(r.type as never)) }))),
  );
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, count: rows.length };
}
