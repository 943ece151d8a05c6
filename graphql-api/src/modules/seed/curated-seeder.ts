import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { HistoricalEvent } from '../events/event.entity.js';
import { eventRowFromInput } from '../events/event-row.js';
import type { EventInput } from '../events/event.inputs.js';
import { EventRelationship } from '../relationships/event-relationship.entity.js';
import { generateSuggestions } from '../suggestions/suggestion-generator.js';
import { loadSeedData, type SeedEvent } from './seed-data/seed-record.js';
import { Story } from '../stories/story.entity.js';
import { seedCuratedStories } from './story-seeder.js';

export interface SeedResult {
  events: number;
  relationships: number;
  /** Links the server proposed between the seeded events (modules/suggestions). */
  suggestions: number;
  /** Guided stories (curated-stories.ts), published. */
  stories: number;
}

/** A seed record as the event input every write path takes (the seed keys become ids). */
function toEventRow(record: SeedEvent, keyToId: Map<string, string>) {
  const linkedEventId = record.linkedEventKey ? keyToId.get(record.linkedEventKey) : null;
  if (record.linkedEventKey && !linkedEventId) throw new Error(`${record.key}: unknown linkedEventKey ${record.linkedEventKey}`);
  const { key, linkedEventKey: _anchor, verificationStatus, ...fields } = record;
  const input: EventInput = {
    ...fields,
    attachedMedia: [],
    linkedEventId: linkedEventId ?? null,
    relationshipType: linkedEventId ? 'inspired_by' : null,
  };
  return eventRowFromInput(input, { id: keyToId.get(key)!, verificationStatus });
}

/** Loads the curated dataset (seed-data/) into an empty database with the links it suggests, in one transaction. */
export async function seedCuratedData(em: EntityManager): Promise<SeedResult> {
  const { events, relationships } = loadSeedData();
  const keyToId = new Map(events.map((e) => [e.key, randomUUID()] as const));
  const rows = events.map((record) => toEventRow(record, keyToId));
  const links = relationships.map((rel) => {
    const sourceEventId = keyToId.get(rel.source);
    const targetEventId = keyToId.get(rel.target);
    if (!sourceEventId || !targetEventId) throw new Error(`relationship ${rel.source} -> ${rel.target}: unknown key`);
    return { id: randomUUID(), sourceEventId, targetEventId, relationshipType: rel.relationshipType, description: rel.description };
  });
  const suggested = await em.transactional(async (tx) => {
    if (rows.length) await tx.insertMany(HistoricalEvent, rows);
    if (links.length) await tx.insertMany(EventRelationship, links);
    return generateSuggestions(tx);
  });
  const stories = await seedCuratedStories(em, { strict: true });
  return { events: events.length, relationships: relationships.length, suggestions: suggested.proposed, stories };
}

/**
 * Seeds only when the events table is empty, so restarts keep user data. A database seeded before
 * stories existed gets the curated stories once (stories are never deleted, only withdrawn).
 */
export async function seedIfEmpty(em: EntityManager): Promise<SeedResult | null> {
  if ((await em.count(HistoricalEvent, {})) === 0) return seedCuratedData(em);
  if ((await em.count(Story, {})) === 0) await seedCuratedStories(em, { strict: false });
  return null;
}
