import { randomUUID } from 'node:crypto';
import type { EventInput } from './event.inputs.js';
import { deriveEventColumns } from './event-record.js';

export interface RowExtras {
  id?: string;
  verificationStatus?: string;
  connectionType?: string;
}

/**
 * The columns of one new event, copied field by field from a validated input plus the derived
 * columns (years, visibility, significance, search text). The one way create, import and seed
 * build rows, so they all store the same thing.
 */
export function eventRowFromInput(input: EventInput, extras: RowExtras = {}) {
  const status = extras.verificationStatus ?? 'pending';
  return {
    id: extras.id ?? randomUUID(),
    name: input.name,
    eventType: input.eventType,
    culturalType: input.culturalType ?? null,
    category: input.category ?? null,
    subcategory: input.subcategory ?? null,
    startDate: input.startDate,
    endDate: input.endDate ?? null,
    latitude: input.latitude,
    longitude: input.longitude,
    description: input.description,
    significance: input.significance,
    battleType: input.battleType ?? null,
    casualties: input.casualties ?? null,
    location: input.location,
    wikiUrl: input.wikiUrl ?? null,
    whoDescription: input.whoDescription ?? null,
    outfit: input.outfit ?? null,
    background: input.background ?? null,
    actions: input.actions ?? null,
    context: input.context ?? null,
    consequences: input.consequences ?? null,
    attachedMedia: input.attachedMedia,
    linkedEventId: input.linkedEventId ?? null,
    relationshipType: input.relationshipType ?? null,
    connectionType: extras.connectionType ?? 'manual',
    verificationStatus: status,
    verifiedAt: status === 'validated' ? new Date() : null,
    tags: input.tags,
    countryTags: input.countryTags,
    ...deriveEventColumns(input),
  };
}
