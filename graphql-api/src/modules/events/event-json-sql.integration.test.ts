/**
 * GET /api/events streams JSON built by PostgreSQL (EventService.jsonBatches); it must say exactly
 * what eventToJson says about the same rows, nulls, arrays, JSON media, bigints and timestamps included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventToJson } from './event-json.js';
import { SAMPLE_EVENTS } from '../../test/fixtures/sample-events.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { copyRows } from '../../db/copy-rows.js';
import { insertSyntheticEvents } from '../synthetic/insert-synthetic.js';
import { HistoricalEvent } from './event.entity.js';
import { EventInputSchema } from './event.inputs.js';
import { eventRowFromInput } from './event-row.js';
import { EventService } from './event.service.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  const awkward = {
    ...SAMPLE_EVENTS[0]!,
    name: 'Quotes " and \\ backslash\nnew line',
    attachedMedia: [{ type: 'image', name: 'a "b".png', url: 'https://example.org/x' }],
  };
  const rows = [...SAMPLE_EVENTS, awkward].map((e) => eventRowFromInput(EventInputSchema.parse(e), { verificationStatus: 'validated' }));
  await copyRows(em, HistoricalEvent, [rows]);
  await insertSyntheticEvents(em, 300, { seed: 5 });
}, 120_000);
afterAll(async () => db?.drop());

describe('the streamed list', () => {
  it('matches eventToJson for every event, in timeline order', async () => {
    const keys = Object.keys(eventToJson(new HistoricalEvent()));
    const streamed: unknown[] = [];
    for await (const batch of new EventService(db.orm.em.fork()).jsonBatches({}, keys, { size: 64 }))
      streamed.push(...batch.map((text): unknown => JSON.parse(text)));
    const entities = await db.orm.em.fork().find(HistoricalEvent, {}, { orderBy: { startYear: 'asc', id: 'asc' } });
    expect(streamed).toHaveLength(305);
    expect(streamed).toEqual(entities.map((e): unknown => JSON.parse(JSON.stringify(eventToJson(e)))));
  });

  it('takes limit and offset', async () => {
    const keys = ['id', 'startYear'];
    const all: { id: string }[] = [];
    for await (const batch of new EventService(db.orm.em.fork()).jsonBatches({}, keys)) all.push(...batch.map((t) => JSON.parse(t) as { id: string }));
    const page: { id: string }[] = [];
    for await (const batch of new EventService(db.orm.em.fork()).jsonBatches({}, keys, { size: 7, offset: 10, limit: 25 }))
      page.push(...batch.map((t) => JSON.parse(t) as { id: string }));
    expect(page.map((e) => e.id)).toEqual(all.slice(10, 35).map((e) => e.id));
  });
});
