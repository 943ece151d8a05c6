import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../lib/uuid.js';
import { HistoricalEvent } from '../events/event.entity.js';

/** The fields a link preview and its card show. */
const PREVIEW_FIELDS = ['id', 'name', 'description', 'startDate', 'endDate', 'startYear', 'endYear', 'location', 'latitude', 'longitude', 'period'] as const;

export type PreviewEvent = Pick<HistoricalEvent, (typeof PREVIEW_FIELDS)[number]>;

/** The event a shared link names, or null when the id is missing, not an id, or names no event. */
export async function findPreviewEvent(em: EntityManager, id: unknown): Promise<PreviewEvent | null> {
  // Not a UUID names no event (and PostgreSQL would refuse it as one).
  if (typeof id !== 'string' || !isUuid(id)) return null;
  return em.findOne(HistoricalEvent, { id }, { fields: [...PREVIEW_FIELDS] });
}
