import DataLoader from 'dataloader';
import type { LoaderFactory } from '../shared/request-loaders.js';
import { EventRelationship } from './event-relationship.entity.js';

/** The relationships where each event is the source or the target, oldest first, batched per request. */
export const relationshipsByEventId: LoaderFactory<DataLoader<string, EventRelationship[]>> = (em) =>
  new DataLoader(async (ids) => {
    const rows = await em.find(
      EventRelationship,
      { $or: [{ sourceEventId: { $in: [...ids] } }, { targetEventId: { $in: [...ids] } }] },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return ids.map((id) => rows.filter((r) => r.sourceEventId === id || r.targetEventId === id));
  });
