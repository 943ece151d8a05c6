import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { HistoricalEvent } from '../modules/events/event.entity.js';
import { EventRelationship } from '../modules/relationships/event-relationship.entity.js';
import type { Loaders } from '../modules/shared/request-context.js';

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createLoaders(em: EntityManager): Loaders {
  return {
    eventById: new DataLoader(async (ids) => {
      // A malformed id cannot match any row; asking Postgres would fail the uuid cast instead.
      const valid = ids.filter((id) => UUID_PATTERN.test(id));
      const rows = valid.length ? await em.find(HistoricalEvent, { id: { $in: valid } }) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    }),
    relationshipsByEventId: new DataLoader(async (ids) => {
      const rows = await em.find(
        EventRelationship,
        { $or: [{ sourceEventId: { $in: [...ids] } }, { targetEventId: { $in: [...ids] } }] },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      return ids.map((id) => rows.filter((r) => r.sourceEventId === id || r.targetEventId === id));
    }),
  };
}
