import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventRowFromInput } from '../modules/events/event-row.js';
import { HistoricalEvent } from '../modules/events/event.entity.js';
import { DEFER_INDEXES_FROM, insertSyntheticEvents } from '../modules/synthetic/insert-synthetic.js';
import { EventInputSchema } from '../modules/events/event.inputs.js';
import { MARATHON } from '../test/fixtures/sample-events.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { copyRows } from './copy-rows.js';
import { withGinIndexesDeferred, withSecondaryIndexesDeferred } from './deferred-indexes.js';
import { withPooledClient } from './pooled-query.js';

const sampleEventInput = (overrides: object) => EventInputSchema.parse({ ...MARATHON, ...overrides });

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => db?.drop());

/** The names of the events table's indexes, optionally only those whose definition matches `like`. */
const indexNames = async (like = '%') =>
  (
    await db.orm.em
      .getConnection()
      .execute<{ indexname: string }[]>(`select indexname from pg_indexes where tablename = 'historical_events' and indexdef ilike ? order by 1`, [like])
  ).map((r) => r.indexname);
const ginIndexes = () => indexNames('% using gin %');

describe('COPY bulk loading', () => {
  it('stores awkward text, arrays, JSON and nulls exactly as given', async () => {
    const awkward = 'tab\there, new\nline, cr\r, back\\slash \\N, "quotes", {braces}, comma, ünïcødé 漢字';
    const row = eventRowFromInput(
      sampleEventInput({
        name: awkward,
        description: `Line one.\nLine two with \\ and \t.`,
        participants: ['A "quoted" person', 'back\\slash', 'comma, inside', '{brace}', 'NULL'],
        tags: [],
        attachedMedia: [{ name: 'a\tb.png', type: 'image', url: 'https://example.org/a b.png' }],
      }),
    );
    const em = db.orm.em.fork();
    await copyRows(em, HistoricalEvent, [[row]]);
    const stored = await em.fork().findOneOrFail(HistoricalEvent, row.id, { populate: ['searchText'] });
    expect(stored.name).toBe(awkward);
    expect(stored.description).toBe(row.description);
    expect(stored.participants).toEqual(row.participants);
    expect(stored.tags).toEqual([]);
    expect(stored.attachedMedia).toEqual(row.attachedMedia);
    expect(stored.endDate).toBeNull();
    expect(stored.searchText).toBe(row.searchText);
  });

  it('reports a bad batch as an error and keeps the batches before it', async () => {
    const em = db.orm.em.fork();
    const good = eventRowFromInput(sampleEventInput({ name: 'Kept batch' }));
    const duplicate = { ...good, name: 'Same id again' };
    await expect(copyRows(em, HistoricalEvent, [[good], [duplicate]])).rejects.toThrow(/duplicate key/);
    expect(await em.fork().count(HistoricalEvent, { id: good.id })).toBe(1);
  });

  it('rebuilds the dropped GIN indexes after a load, even a failed one', async () => {
    const before = await ginIndexes();
    expect(before.length).toBeGreaterThanOrEqual(3);
    const em = db.orm.em.fork();
    await expect(
      withGinIndexesDeferred(em, 'historical_events', async () => {
        expect(await ginIndexes()).toEqual([]);
        throw new Error('load failed');
      }),
    ).rejects.toThrow('load failed');
    expect(await ginIndexes()).toEqual(before);
  });

  it('drops every secondary index but the primary key for a large load and rebuilds them all', async () => {
    const before = await indexNames();
    expect(before.length).toBeGreaterThan(5);
    await withSecondaryIndexesDeferred(db.orm.em.fork(), 'historical_events', async () => {
      expect(await indexNames()).toEqual(['historical_events_pkey']);
    });
    expect(await indexNames()).toEqual(before);
  });

  it('seeds synthetic events through COPY with every row counted', async () => {
    const em = db.orm.em.fork();
    const start = await em.count(HistoricalEvent, {});
    const progress: number[] = [];
    const result = await insertSyntheticEvents(em, 2500, { batchSize: 1000, seed: 7, onProgress: (n) => progress.push(n) });
    expect(result.inserted).toBe(2500);
    expect(progress).toEqual([1000, 2000, 2500]);
    expect(await em.fork().count(HistoricalEvent, {})).toBe(start + 2500);
    expect(DEFER_INDEXES_FROM).toBeGreaterThan(2500);
  });

  it('leaves a load indexed, analysed and in the visibility map, small or large', async () => {
    const em = db.orm.em.fork();
    const connection = em.getConnection();
    // Rows on a page the visibility map does not cover cost the map feed's index-only scan a heap
    // visit. One pooled client, so the settings and the EXPLAIN share its transaction.
    const heapFetches = () =>
      withPooledClient(em, async (client) => {
        await client.query('begin');
        try {
          await client.query('set local enable_seqscan = off');
          await client.query('set local enable_bitmapscan = off');
          const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: { 'Node Type': string; 'Heap Fetches'?: number } }] }>(
            `explain (analyze, format json) select start_year, id from historical_events where start_year > -100000`,
          );
          return rows[0]!['QUERY PLAN'][0].Plan;
        } finally {
          await client.query('rollback');
        }
      });
    const before = await indexNames();
    // The rows earlier tests copied without a vacuum, and the failed batch's dead row, are cleared first.
    await connection.execute('vacuum (index_cleanup on) historical_events');
    expect(await heapFetches()).toMatchObject({ 'Heap Fetches': 0 });
    for (const [count, deferIndexesFrom] of [
      [1500, 2000], // the small path: indexes kept up row by row
      [3000, 2000], // the large path: indexes dropped and rebuilt
    ] as const) {
      const start = await em.count(HistoricalEvent, {});
      const result = await insertSyntheticEvents(em, count, { batchSize: 1000, seed: count, deferIndexesFrom });
      expect(result.inserted).toBe(count);
      expect(await indexNames()).toEqual(before);
      const [stats] = await connection.execute<{ reltuples: number }[]>(`select reltuples from pg_class where relname = 'historical_events'`);
      expect(stats!.reltuples).toBe(start + count);
      expect(await heapFetches()).toMatchObject({ 'Node Type': 'Index Only Scan', 'Heap Fetches': 0 });
    }
  });
});
