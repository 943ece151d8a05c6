import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { eventReadColumns } from '../events/event-columns.js';
import { eventById } from '../events/event-loaders.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { RequestLoaders } from '../shared/request-loaders.js';
import { insertSyntheticEvents } from '../synthetic/insert-synthetic.js';
import { EventRelationship } from './event-relationship.entity.js';
import { relationshipsByEventId, type LinkEnds } from './relationship-loaders.js';

// The read loaders answer plain rows instead of managed entities (issue 32: hydration was a good
// part of a nested page's CPU). They must hold exactly what the ORM reads.
let db: TestDatabase;
const loadersOf = (em: EntityManager) => new RequestLoaders({ em: () => em, reader: em });
const NO_ENDS = { source: null, target: null };
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

    const loaded = await loadersOf(db.orm.em.fork())
      .get(relationshipsByEventId)
      .loadMany([...ids, randomUUID(), 'not-a-uuid'].map((eventId) => ({ eventId, ends: NO_ENDS })));
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
  it('reads what the query asks of each end in the same statement, and each link carries its events', async () => {
    const [e, f] = await db.orm.em.fork().find(HistoricalEvent, {}, { limit: 2, offset: 10, orderBy: { id: 'asc' } });
    const setUp = db.orm.em.fork();
    const link = setUp.create(EventRelationship, { sourceEventId: e!.id, targetEventId: f!.id, relationshipType: 'depicts' });
    await setUp.flush();
    const load = (ends: LinkEnds) => loadersOf(db.orm.em.fork()).get(relationshipsByEventId).load({ eventId: e!.id, ends });
    const both = (await load({ source: ['id', 'startYear', 'name'], target: ['id', 'endYear'] })).find((l) => l.id === link.id)!;
    expect(both.sourceEvent).toEqual({ id: e!.id, startYear: e!.startYear, name: e!.name });
    expect(both.targetEvent).toEqual({ id: f!.id, endYear: f!.endYear });
    // An end the query does not read is not read.
    const one = (await load({ source: null, target: ['id', 'name'] })).find((l) => l.id === link.id)!;
    expect(one.sourceEvent).toBeUndefined();
    expect(one.targetEvent).toEqual({ id: f!.id, name: f!.name });
  });
});

describe('eventById', () => {
  it('answers every stored field as the ORM reads it when all are asked; null for unknown or malformed ids', async () => {
    const em = db.orm.em.fork();
    const some = await em.find(HistoricalEvent, {}, { limit: 5, orderBy: { id: 'desc' } });
    expect(some).toHaveLength(5);
    const properties = eventReadColumns(em).map((c) => c.property);
    const loaded = await loadersOf(em)
      .get(eventById)
      .loadMany([...some.map((e) => e.id), randomUUID(), 'nope'].map((id) => ({ id, properties })));
    for (const [i, entity] of some.entries()) {
      const row = loaded[i] as unknown as Record<string, unknown>;
      expect(Object.keys(row).length).toBeGreaterThan(40);
      for (const [key, value] of Object.entries(row)) expect(value, `${entity.id} ${key}`).toEqual((entity as unknown as Record<string, unknown>)[key] ?? null);
    }
    expect(loaded.slice(-2)).toEqual([null, null]);
  });

  it('reads only the properties asked in a batch (their union), not every column', async () => {
    const em = db.orm.em.fork();
    const [a, b] = await em.find(HistoricalEvent, {}, { limit: 2, orderBy: { id: 'asc' } });
    const loader = loadersOf(em).get(eventById);
    const [byName, byYear] = await Promise.all([
      loader.load({ id: a!.id, properties: ['id', 'name'] }),
      loader.load({ id: b!.id, properties: ['id', 'endYear'] }),
    ]);
    expect(Object.keys(byName!).sort()).toEqual(['endYear', 'id', 'name']);
    expect(byName).toMatchObject({ id: a!.id, name: a!.name, endYear: a!.endYear });
    expect(byYear).toMatchObject({ id: b!.id, name: b!.name, endYear: b!.endYear });
  });
});
