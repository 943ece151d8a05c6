import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { HistoricalEvent } from '../../modules/events/event.entity.js';
import { deriveEventColumns } from '../../modules/events/event-record.js';
import { EventRelationship } from '../../modules/relationships/event-relationship.entity.js';
import { loadSeedData, type SeedEvent } from '../seed-data/seed-record.js';

export interface SeedResult {
  events: number;
  relationships: number;
}

function toEntityData(record: SeedEvent, id: string, keyToId: Map<string, string>) {
  const linkedEventId = record.linkedEventKey ? keyToId.get(record.linkedEventKey) : null;
  if (record.linkedEventKey && !linkedEventId) throw new Error(`${record.key}: unknown linkedEventKey ${record.linkedEventKey}`);
  return {
    id,
    name: record.name,
    eventType: record.eventType,
    culturalType: record.culturalType,
    category: record.category,
    subcategory: record.subcategory,
    startDate: record.startDate,
    endDate: record.endDate,
    latitude: record.latitude,
    longitude: record.longitude,
    description: record.description,
    significance: record.significance,
    battleType: record.battleType,
    casualties: record.casualties,
    location: record.location,
    wikiUrl: record.wikiUrl,
    tags: record.tags,
    countryTags: record.countryTags,
    verificationStatus: record.verificationStatus,
    verifiedAt: record.verificationStatus === 'validated' ? new Date() : null,
    linkedEventId: linkedEventId ?? null,
    relationshipType: linkedEventId ? 'inspired_by' : null,
    connectionType: 'manual',
    ...deriveEventColumns({ ...record, period: record.period }),
  };
}

/** Loads the curated dataset (seed-data/) into an empty database, in one transaction. */
export async function seedCuratedData(em: EntityManager): Promise<SeedResult> {
  const { events, relationships } = loadSeedData();
  const keyToId = new Map(events.map((e) => [e.key, randomUUID()] as const));
  await em.transactional(async (tx) => {
    for (const record of events) tx.create(HistoricalEvent, toEntityData(record, keyToId.get(record.key)!, keyToId));
    for (const rel of relationships) {
      const sourceEventId = keyToId.get(rel.source);
      const targetEventId = keyToId.get(rel.target);
      if (!sourceEventId || !targetEventId) throw new Error(`relationship ${rel.source} -> ${rel.target}: unknown key`);
      tx.create(EventRelationship, { sourceEventId, targetEventId, relationshipType: rel.relationshipType, description: rel.description });
    }
  });
  return { events: events.length, relationships: relationships.length };
}

/** Seeds only when the events table is empty, so restarts keep user data. */
export async function seedIfEmpty(em: EntityManager): Promise<SeedResult | null> {
  if ((await em.count(HistoricalEvent, {})) > 0) return null;
  return seedCuratedData(em);
}
