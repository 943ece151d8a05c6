import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEADER_BYTES, LONG_VISIBILITY_YEARS, MAP_FEED_MAGIC, MAP_FEED_VERSION, MAP_IDS_MAGIC, mapFeedOffsets } from '../../domain/map-feed-layout.js';
import { MARATHON } from '../../test/fixtures/sample-events.js';
import { bodyOf, getBytes } from '../../test/response-body.js';
import { signedInAgent } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { insertSyntheticEvents } from '../synthetic/insert-synthetic.js';
import type { ChunkManifest } from './map-chunks.js';
import { buildMapFeed } from './map-feed.service.js';

let t: TestApp;
// More rows than one chunk holds (16,384 at least): the time-ordered part comes in several chunks.
const EVENTS = 40_000;

beforeAll(async () => {
  t = await createTestApp();
  await insertSyntheticEvents(t.db.orm.em.fork(), EVENTS, { seed: 32 });
});
afterAll(() => t?.close());

const binary = (path: string, headers: Record<string, string> = {}) => getBytes(t.http, path, headers);
const bytesOf = (res: { body: unknown }) => res.body as Buffer;
const manifest = async () => {
  const res = await t.http.get('/api/map/manifest');
  expect(res.status).toBe(200);
  return { res, manifest: bodyOf<ChunkManifest>(res) };
};
const header = (body: Buffer) => Array.from(new Uint32Array(new Uint8Array(body).buffer, 0, 4));

/** A points body's rows: row i as every value its columns hold. */
function pointRows(body: Buffer): (i: number) => number[] {
  const copy = new Uint8Array(body).buffer;
  const count = header(body)[2]!;
  const o = mapFeedOffsets(count);
  const position = new Float32Array(copy, o.position, 2 * count);
  const years = new Int16Array(copy, o.years, 4 * count);
  const span = new Int16Array(copy, o.span, 2 * count);
  const radius = new Uint16Array(copy, o.radius, count);
  return (i) => [
    ...position.subarray(2 * i, 2 * i + 2),
    ...years.subarray(4 * i, 4 * i + 4),
    ...span.subarray(2 * i, 2 * i + 2),
    radius[i]!,
    body[o.packed + i]!,
    body[o.category + i]!,
  ];
}
/** Row i of an ids body: its 16 bytes in hex. */
const idRow = (body: Buffer, i: number) => body.subarray(HEADER_BYTES + 16 * i, HEADER_BYTES + 16 * (i + 1)).toString('hex');

/** Moves the first event of a chunk (a new data version). */
async function moveFirstEventOf(chunk: ChunkManifest['chunks'][number]) {
  const id = idRow(bytesOf(await binary(chunk.ids)), 0);
  await t.db.orm.em.fork().getConnection().execute(`update historical_events set longitude = longitude / 2 + 1 where id = ?`, [id]);
}

describe('the map feed in chunks', () => {
  it('lists consecutive chunks of every row in a manifest of the whole build, revalidated with its ETag', async () => {
    const { res, manifest: m } = await manifest();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const points = bytesOf(await binary('/api/map/points'));
    expect(m.format).toBe(MAP_FEED_VERSION);
    expect(m.count).toBe(EVENTS);
    expect(m.tag).toBe(header(points)[3]);
    expect(m.chunks.length).toBeGreaterThanOrEqual(3);
    let offset = 0;
    for (const chunk of m.chunks) {
      expect(chunk.offset).toBe(offset);
      expect(chunk.count).toBeLessThanOrEqual(16_384);
      expect(chunk.points).toMatch(/^\/api\/map\/chunks\/[A-Za-z0-9_-]{43}\.points$/);
      expect(chunk.ids).toBe(chunk.points.replace(/\.points$/, '.ids'));
      offset += chunk.count;
    }
    expect(offset).toBe(EVENTS);
    expect((await t.http.get('/api/map/manifest').set('If-None-Match', res.headers.etag as string)).status).toBe(304);
  });

  it('serves chunks whose rows, put end to end, are the rows of /api/map/points and /api/map/ids', async () => {
    const { manifest: m } = await manifest();
    const points = pointRows(bytesOf(await binary('/api/map/points')));
    const ids = bytesOf(await binary('/api/map/ids'));
    for (const chunk of m.chunks) {
      const part = bytesOf(await binary(chunk.points));
      const partIds = bytesOf(await binary(chunk.ids));
      expect(header(part)).toEqual([MAP_FEED_MAGIC, MAP_FEED_VERSION, chunk.count, header(part)[3]]);
      expect(header(partIds)).toEqual([MAP_IDS_MAGIC, MAP_FEED_VERSION, chunk.count, header(part)[3]]);
      expect(part.length).toBe(chunk.bytes);
      // Named by the hash of both files' bytes.
      const hash = createHash('sha256').update(part).update(partIds).digest('base64url');
      expect(chunk.points).toBe(`/api/map/chunks/${hash}.points`);
      let fromYear = Infinity;
      let toYear = -Infinity;
      const rows = pointRows(part);
      for (let i = 0; i < chunk.count; i++) {
        const row = rows(i);
        // Compared as text: one expect per chunk, not per row.
        if (String(row) !== String(points(chunk.offset + i))) expect(row, `row ${chunk.offset + i}`).toEqual(points(chunk.offset + i));
        if (idRow(partIds, i) !== idRow(ids, chunk.offset + i)) expect(idRow(partIds, i), `id ${chunk.offset + i}`).toBe(idRow(ids, chunk.offset + i));
        fromYear = Math.min(fromYear, row[4]!);
        toYear = Math.max(toYear, row[5]!);
      }
      expect([chunk.fromYear, chunk.toYear]).toEqual([fromYear, toYear]);
    }
  });

  it('names the chunks alike in every build of the same data (each worker of a cluster builds its own)', async () => {
    const [one, two] = await Promise.all([buildMapFeed(t.db.orm.em.fork()), buildMapFeed(t.db.orm.em.fork())]);
    expect(one.chunks.files).not.toBe(two.chunks.files);
    expect(two.chunks.etag).toBe(one.chunks.etag);
    expect(two.chunks.manifest).toEqual(one.chunks.manifest);
    expect((await manifest()).res.headers.etag).toBe(one.chunks.etag);
  });

  it('serves a chunk as immutable, with an ETag, brotli or gzip once made when accepted', async () => {
    const { manifest: m } = await manifest();
    const url = m.chunks[0]!.points;
    const plain = await binary(url, { 'Accept-Encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.headers['cache-control']).toMatch(/^public, max-age=31536000, immutable/);
    expect(plain.headers['content-type']).toBe('application/octet-stream');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await binary(url, { 'Accept-Encoding': accept! });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(bytesOf(res).equals(bytesOf(plain))).toBe(true);
    }
    expect((await binary(url, { 'If-None-Match': plain.headers.etag as string })).status).toBe(304);
    const ids = await binary(m.chunks[0]!.ids, { 'Accept-Encoding': 'gzip, br' });
    expect(ids.headers['cache-control']).toMatch(/immutable/);
    expect(ids.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the URL of every chunk but the changed one, serves the previous build’s chunks, and forgets older ones', async () => {
    const { res: first, manifest: before } = await manifest();
    const last = before.chunks.length - 1;
    await moveFirstEventOf(before.chunks[0]!);
    const { res: second, manifest: after } = await manifest();
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(after.chunks[0]!.points).not.toBe(before.chunks[0]!.points);
    expect(after.chunks.slice(1)).toEqual(before.chunks.slice(1));
    // A client holding the first manifest still gets what it lists.
    expect((await binary(before.chunks[0]!.points)).status).toBe(200);
    expect((await binary(before.chunks[0]!.ids)).status).toBe(200);

    // Two changes later, the first build's own chunk is gone; the shared ones stay.
    await moveFirstEventOf(after.chunks[last]!);
    const { manifest: third } = await manifest();
    expect(third.chunks[last]!.points).not.toBe(before.chunks[last]!.points);
    expect(third.chunks[0]).toEqual(after.chunks[0]);
    const gone = await t.http.get(before.chunks[0]!.points);
    expect(gone.status).toBe(404);
    expect(bodyOf<{ code: string; message: string; requestId: string }>(gone)).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
    expect((await binary(after.chunks[1]!.points)).status).toBe(200);
  });

  it('answers an unknown chunk 404 and a malformed name 400, in the REST error shape', async () => {
    const unknown = await t.http.get(`/api/map/chunks/${'A'.repeat(43)}.points`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ code: 'NOT_FOUND', message: expect.any(String), requestId: expect.any(String) });
    for (const name of ['x.points', `${'A'.repeat(43)}.json`, `${'A'.repeat(43)}`, '%2e%2e', `${'A'.repeat(43)}.points.points`]) {
      const res = await t.http.get(`/api/map/chunks/${name}`);
      expect(res.status, name).toBe(400);
      expect(res.body, name).toMatchObject({ code: 'BAD_USER_INPUT', violations: [{ field: 'name' }], requestId: expect.any(String) });
    }
  });

  it('puts an event visible for 3,000 years in a trailing chunk of the long ones, not among the years it spans', async () => {
    const user = await signedInAgent(t);
    const created = await user
      .post('/api/events')
      .send({ ...MARATHON, name: 'A very long event', period: 'deep-ancient', startDate: '-1500', endDate: '1500' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = bodyOf<{ id: string }>(created).id.replaceAll('-', '');
    const { manifest: m } = await manifest();
    // Each chunk holds only short or only long events, the short ones' chunks first.
    const kinds: string[] = [];
    let holding: ChunkManifest['chunks'][number] | undefined;
    for (const chunk of m.chunks) {
      const points = pointRows(bytesOf(await binary(chunk.points)));
      const ids = bytesOf(await binary(chunk.ids));
      const long = new Set<boolean>();
      for (let i = 0; i < chunk.count; i++) {
        const [, , , , visibleFrom, visibleTo] = points(i);
        long.add(visibleTo! - visibleFrom! > LONG_VISIBILITY_YEARS);
        if (idRow(ids, i) === id) holding = chunk;
      }
      expect(long.size, JSON.stringify(chunk)).toBe(1);
      kinds.push(long.has(true) ? 'long' : 'short');
    }
    expect(kinds.join(' ')).toMatch(/^(short )+(long ?)+$/);
    expect(kinds[m.chunks.indexOf(holding!)]).toBe('long');
    expect(holding!.toYear - holding!.fromYear).toBeGreaterThanOrEqual(3000);
    console.log(`[map chunks] ${EVENTS + 1} events: ${kinds.join(', ')}; years ${m.chunks.map((c) => `${c.fromYear}..${c.toYear}`).join(', ')}`);
  });
});
