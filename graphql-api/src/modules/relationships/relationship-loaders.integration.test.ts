import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { eventById } from '../events/event-loaders.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { insertSyntheticEvents } from '../synthetic/insert-synthetic.js';
import { EventRelationship } from './event-relationship.entity.js';
import { relationshipsByEventId } from './relationship-loaders.js';

// The read loaders answer plain rows instead of managed entities (issue 32: hydration was a good
// part of a nested page's CPU). They must hold exactly what the ORM reads.
let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  await insertSyntheticEvents(db.orm.em.fork(), 50, { seed: 32 });
});
afterAll(() => db?.drop());

const RELATIONSHIP_KEYS = [
  'id',
  'sourceEventId',
  'targetEventId',
  'relationshipType',
  'connectionType',
  'reason',
  'createdBy',
  'description',
  'createdAt',
] as const;
const pick = (r: EventRelationship) => Object.fromEntries(RELATIONSHIP_KEYS.map((k) => [k, r[k] ?? null]));

describe('relationshipsByEventId', () => {
  it("answers each event's relationships as the ORM reads them, oldest first; none for unknown or malformed ids", async () => {
    const em = db.orm.em.fork();
    const [a, b, c, d] = await em.find(HistoricalEvent, {}, { limit: 4, orderBy: { id: 'asc' } });
    for (const [source, target] of [
      [a, c],
      [c, d],
      [d, a],
      [b, c],
    ])
      em.create(EventRelationship, { sourceEventId: source!.id, targetEventId: target!.id, relationshipType: 'inspired_by' });
    const suggested = em.create(EventRelationship, { sourceEventId: a!.id, targetEventId: b!.id, connectionType: 'suggested', reason: 'Test reason.' });
    const typed = em.create(EventRelationship, {
      sourceEventId: b!.id,
      targetEventId: a!.id,
      relationshipType: 'caused_by',
      description: 'Test.',
      createdAt: new Date('2001-02-03T04:05:06.789Z'),
    });
    await em.flush();
    const ids = [a!.id, b!.id, c!.id, d!.id];

    const loaded = await relationshipsByEventId(db.orm.em.fork()).loadMany([...ids, randomUUID(), 'not-a-uuid']);
    const orm = db.orm.em.fork();
    for (const [i, id] of ids.entries()) {
      const expected = await orm.find(EventRelationship, { $or: [{ sourceEventId: id }, { targetEventId: id }] }, { orderBy: { createdAt: 'asc', id: 'asc' } });
      expect(expected.length).toBeGreaterThanOrEqual(2);
      expect((loaded[i] as EventRelationship[]).map(pick), id).toEqual(expected.map(pick));
    }
    expect(loaded.slice(-2)).toEqual([[], []]);
    const ofA = (loaded[0] as EventRelationship[]).map((r) => r.id);
    expect(ofA.indexOf(typed.id)).toBe(0);
    expect(ofA).toContain(suggested.id);
    expect((loaded[0] as EventRelationship[]).find((r) => r.id === typed.id)!.createdAt).toEqual(new Date('2001-02-03T04:05:06.789Z'));
  });
});

describe('eventById', () => {
  it('answers every stored field as the ORM reads it; null for unknown or malformed ids', async () => {
    const some = await db.orm.em.fork().find(HistoricalEvent, {}, { limit: 5, orderBy: { id: 'desc' } });
    expect(some).toHaveLength(5);
    const loaded = await eventById(db.orm.em.fork()).loadMany([...some.map((e) => e.id), randomUUID(), 'nope']);
    for (const [i, entity] of some.entries()) {
      const row = loaded[i] as unknown as Record<string, unknown>;
      expect(Object.keys(row).length).toBeGreaterThan(40);
      for (const [key, value] of Object.entries(row)) expect(value, `${entity.id} ${key}`).toEqual((entity as unknown as Record<string, unknown>)[key] ?? null);
    }
    expect(loaded.slice(-2)).toEqual([null, null]);
  });
});
