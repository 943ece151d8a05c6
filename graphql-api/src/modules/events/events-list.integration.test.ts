/** GET /api/events: the streamed list with optional limit/offset, and what an anonymous read costs. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertSyntheticEvents } from '../synthetic/insert-synthetic.js';
import { bodyOf } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertSyntheticEvents(t.db.orm.em.fork(), 1200, { seed: 3 });
}, 120_000);
afterAll(async () => t?.close());

describe('GET /api/events', () => {
  it('streams every event as one JSON array in timeline order', async () => {
    const res = await t.http.get('/api/events');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(1200);
    const years = (res.body as { startYear: number }[]).map((e) => e.startYear);
    expect(years).toEqual([...years].sort((a, b) => a - b));
  });

  it('takes limit and offset', async () => {
    const all = (await t.http.get('/api/events')).body as { id: string }[];
    const ok = await t.http.get('/api/events?limit=30&offset=1100');
    expect(bodyOf<{ id: string }[]>(ok).map((e) => e.id)).toEqual(all.slice(1100, 1130).map((e) => e.id));
    const tail = await t.http.get('/api/events?offset=1190');
    expect(tail.body).toHaveLength(10);
    expect((await t.http.get('/api/events?offset=5000')).body).toEqual([]);
    expect((await t.http.get('/api/events?limit=0')).body).toMatchObject({ violations: [{ field: 'limit' }] });
  });

  it.each(['limit=abc', 'limit=-1', 'limit=1.5', 'offset=-3', 'offset=x', 'limit=', 'limit=1&limit=2'])('answers 400 for %s', async (query) => {
    const res = await t.http.get(`/api/events?${query}`);
    expect(res.status).toBe(400);
  });
});

describe('anonymous reads', () => {
  it('set no cookie and store no session', async () => {
    const rest = await t.http.get('/api/events?limit=1');
    const graphql = await t.http.post('/graphql').set('content-type', 'application/json').send({ query: '{ events(first: 1) { edges { node { id } } } }' });
    expect(rest.headers['set-cookie']).toBeUndefined();
    expect(graphql.headers['set-cookie']).toBeUndefined();
    const [row] = await t.db.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from sessions');
    expect(row!.n).toBe(0);
  });
});
