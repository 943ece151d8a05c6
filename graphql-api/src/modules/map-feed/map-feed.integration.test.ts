import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeConnections } from '../../domain/map-connections-layout.js';
import { CATEGORIES } from '../../domain/categories.js';
import { EVENT_TYPES } from '../../domain/enums.js';
import {
  encodeMapFeed,
  HEADER_BYTES,
  LONG_VISIBILITY_YEARS,
  MAP_FEED_MAGIC,
  MAP_IDS_MAGIC,
  mapFeedOffsets,
  uuidFromBytes,
} from '../../domain/map-feed-layout.js';
import { PERIODS } from '../../domain/periods.js';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';
import { seedCuratedData } from '../seed/curated-seeder.js';
import { loadSeedData } from '../seed/seed-data/seed-record.js';
import { MARATHON } from '../../test/fixtures/sample-events.js';
import { signedInAgent } from '../../test/signed-in-agent.js';
import { bodyOf, getBytes } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { withPooledClient } from '../../db/pooled-query.js';
import { buildMapFeed, POINTS_QUERY } from './map-feed.service.js';

let t: TestApp;
const seed = loadSeedData();

beforeAll(async () => {
  t = await createTestApp();
  await seedCuratedData(t.db.orm.em.fork());
});
afterAll(() => t?.close());

const binary = (path: string, headers: Record<string, string> = {}) => getBytes(t.http, path, headers);

type EventRow = Record<
  'longitude' | 'latitude' | 'radius' | 'start_year' | 'end_year' | 'visible_from' | 'visible_to' | 'start_latest_year' | 'end_earliest_year',
  number
> &
  Record<'id' | 'period' | 'event_type' | 'verification_status', string> &
  Record<'category' | 'cultural_type', string | null>;

const countOf = (body: Buffer) => new Uint32Array(body.buffer, body.byteOffset, 4)[2]!;

describe('the map feeds', () => {
  it('serves every event as binary columns in timeline order (the long-visible ones last), with an ETag that a repeat load turns into a 304', async () => {
    const res = await binary('/api/map/points');
    expect(res.status).toBe(200);
    const body = res.body as Buffer;
    expect(new Uint32Array(body.buffer, body.byteOffset, 4)[0]).toBe(MAP_FEED_MAGIC);
    expect(countOf(body)).toBe(seed.events.length);
    expect(body.length).toBe(mapFeedOffsets(seed.events.length).total);
    const copy = new Uint8Array(body).buffer;
    const o = mapFeedOffsets(seed.events.length);
    const years = new Int16Array(copy, o.years, 4 * seed.events.length);
    // (long, startYear): the events visible for more than LONG_VISIBILITY_YEARS after all the others.
    const key = (i: number) => (years[4 * i + 3]! - years[4 * i + 2]! > LONG_VISIBILITY_YEARS ? 10_000 : 0) + years[4 * i]!;
    for (let i = 1; i < seed.events.length; i++) expect(key(i)).toBeGreaterThanOrEqual(key(i - 1));
    expect(key(seed.events.length - 1), 'the curated data has long-visible events').toBeGreaterThanOrEqual(10_000 - 3500);

    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await binary('/api/map/points', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
  });

  it('changes its ETag and content when an event is added, and only then', async () => {
    const before = await binary('/api/map/points');
    const same = await binary('/api/map/points');
    expect(same.headers.etag).toBe(before.headers.etag);

    const user = await signedInAgent(t);
    const created = await user.post('/api/events').send({ ...MARATHON, name: 'Feed test event' });
    expect(created.status).toBe(201);
    const after = await binary('/api/map/points', { 'If-None-Match': before.headers.etag as string });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const body = after.body as Buffer;
    const count = countOf(body);
    expect(count).toBe(countOf(before.body as Buffer) + 1);
    const idsRes = await binary('/api/map/ids');
    const idsBody = idsRes.body as Buffer;
    const ids = new Uint8Array(idsBody.buffer, idsBody.byteOffset + HEADER_BYTES, 16 * count);
    const found = Array.from({ length: count }, (_, i) => uuidFromBytes(ids, 16 * i)).includes(bodyOf<{ id: string }>(created).id);
    expect(found).toBe(true);
  });

  it('serves the ids in the order of the points, with the same snapshot tag', async () => {
    const points = (await binary('/api/map/points')).body as Buffer;
    const idsRes = await binary('/api/map/ids');
    const ids = idsRes.body as Buffer;
    const header = (b: Buffer) => Array.from(new Uint32Array(new Uint8Array(b).buffer, 0, 4));
    expect(header(ids)[0]).toBe(MAP_IDS_MAGIC);
    expect(header(ids)[2]).toBe(header(points)[2]);
    expect(header(ids)[3]).toBe(header(points)[3]);
    expect(ids.length).toBe(HEADER_BYTES + 16 * countOf(points));
    // The first row is the earliest event of the dataset that is not visible for centuries.
    const [{ earliest }] = await t.db.orm.em
      .fork()
      .getConnection()
      .execute<[{ earliest: number }]>(`select min(start_year) as earliest from historical_events where visible_to - visible_from <= ${LONG_VISIBILITY_YEARS}`);
    const first = await t.graphql<{ event: { startYear: number } }>(`query($id: ID!) { event(id: $id) { startYear } }`, {
      id: uuidFromBytes(new Uint8Array(ids.buffer, ids.byteOffset + HEADER_BYTES, 16), 0),
    });
    expect(first.data!.event.startYear).toBe(earliest);
    expect((await binary('/api/map/ids', { 'If-None-Match': idsRes.headers.etag as string })).status).toBe(304);
  });

  it('serves the connections: every relationship and every anchored event, as id pairs', async () => {
    const res = await binary('/api/map/connections');
    expect(res.status).toBe(200);
    const body = res.body as Buffer;
    const decoded = decodeConnections(new Uint8Array(body).buffer);
    const anchored = seed.events.filter((e) => e.linkedEventKey).length;
    expect(decoded.count).toBe(seed.relationships.length + anchored);
    const again = await binary('/api/map/connections', { 'If-None-Match': res.headers.etag as string });
    expect(again.status).toBe(304);
  });

  it('builds the same bytes from its binary COPY as encoding each row in JavaScript', async () => {
    const rows = await t.db.orm.em
      .fork()
      .getConnection()
      .execute<EventRow[]>(
        `select id, longitude, latitude, radius, start_year, end_year, visible_from, visible_to, start_latest_year, end_earliest_year,
           period, event_type, category,
           verification_status, cultural_type from historical_events
         order by visible_to - visible_from > ${LONG_VISIBILITY_YEARS}, start_year, id`,
      );
    const index = (values: readonly string[], value: string | null, fallback: number) =>
      value !== null && values.includes(value) ? values.indexOf(value) : fallback;
    const expected = encodeMapFeed(
      rows.map((r) => ({
        id: r.id,
        longitude: r.longitude,
        latitude: r.latitude,
        radius: r.radius,
        startYear: r.start_year,
        endYear: r.end_year,
        visibleFrom: r.visible_from,
        visibleTo: r.visible_to,
        startLatestYear: r.start_latest_year,
        endEarliestYear: r.end_earliest_year,
        period: index(
          PERIODS.map((p) => p.key),
          r.period,
          0,
        ),
        eventType: index(EVENT_TYPES, r.event_type, 0),
        category: index(
          CATEGORIES.map((c) => c.name),
          r.category,
          255,
        ),
        status: index(VERIFICATION_STATUSES, r.verification_status, 0),
        cultural: r.cultural_type !== null,
      })),
    );
    const feed = await buildMapFeed(t.db.orm.em.fork());
    expect(feed.points.count).toBe(rows.length);
    expect(feed.points.body.equals(Buffer.from(expected.points))).toBe(true);
    expect(feed.ids.body.equals(Buffer.from(expected.ids))).toBe(true);
  });

  it('serves the points compressed once per build (brotli, else gzip) to clients that accept it, the plain bytes to others', async () => {
    const plain = await binary('/api/map/points', { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
    ]) {
      const res = await binary('/api/map/points', { 'Accept-Encoding': accept! });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toMatch(/Accept-Encoding/);
      expect(res.headers.etag).toBe(plain.headers.etag);
      // supertest decodes it: the same bytes.
      expect((res.body as Buffer).equals(plain.body as Buffer), accept).toBe(true);
    }
    // Random uuids do not compress: the ids go as they are, and the middleware leaves them alone.
    const ids = await binary('/api/map/ids', { 'Accept-Encoding': 'gzip, br' });
    expect(ids.headers['content-encoding']).toBeUndefined();
  });

  it('reads the feed by an index-only scan of the timeline index: it carries every column the feed reads', async () => {
    // Without a column in the index's INCLUDE list the plan was a sequential scan and a sort spilled
    // to disk at a million events (ready in 13 s, not 4). The table here is small, so the planner is
    // steered to the one path without a sort, and the question is whether that path needs the heap.
    const em = t.db.orm.em.fork();
    await em.getConnection().execute('vacuum analyze historical_events'); // an index-only scan needs the visibility map
    const plan = await withPooledClient(em, async (client) => {
      await client.query('begin');
      try {
        for (const path of ['seqscan', 'bitmapscan', 'sort', 'incremental_sort']) await client.query(`set local enable_${path} = off`);
        const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(`explain (format json) ${POINTS_QUERY}`);
        return rows[0]!['QUERY PLAN'][0].Plan;
      } finally {
        await client.query('rollback');
      }
    });
    expect(plan).toMatchObject({ 'Node Type': 'Index Only Scan', 'Index Name': 'historical_events_start_year_id_index' });
  });
});
