import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCuratedData } from '../modules/seed/curated-seeder.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { ResponseCache } from './response-cache.js';

const PAGE = `query Page($first: Int) { events(first: $first) { edges { node { id name } } } }`;

async function page(t: TestApp, first = 3) {
  const res = await t.http.post('/graphql').set('content-type', 'application/json').send({ query: PAGE, variables: { first } });
  expect(res.status).toBe(200);
  return {
    cache: res.headers['x-response-cache'],
    text: res.text,
    first: (res.body as { data: { events: { edges: { node: { id: string; name: string } }[] } } }).data.events.edges[0]!.node,
  };
}

const rename = (t: TestApp, id: string, name: string) =>
  t.db.orm.em.fork().getConnection().execute(`update historical_events set name = ? where id = ?`, [name, id]);

describe('the response cache of public GraphQL reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(); // reads the data version on every lookup
    await seedCuratedData(t.db.orm.em.fork());
  });
  afterAll(() => t?.close());

  it('answers the same public read from the cache, byte for byte', async () => {
    const first = await page(t);
    const second = await page(t);
    expect(first.cache).toBe('miss');
    expect(second.cache).toBe('hit');
    expect(second.text).toBe(first.text);
    // A client may ask for a fresh answer.
    const fresh = await t.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cache-control', 'no-cache')
      .send({ query: PAGE, variables: { first: 3 } });
    expect(fresh.headers['x-response-cache']).toBe('miss');
    expect(fresh.text).toBe(first.text);
    // Other variables are another entry.
    expect((await page(t, 4)).cache).toBe('miss');
  });

  it('never serves an answer older than the data: a change anywhere moves the version', async () => {
    const before = await page(t);
    await rename(t, before.first.id, 'Renamed by another node');
    const after = await page(t);
    expect(after.cache).toBe('miss');
    expect(after.first.name).toBe('Renamed by another node');
    expect((await page(t)).cache).toBe('hit');
  });

  it('keeps no errors and no private reads', async () => {
    const bad = () => t.http.post('/graphql').set('content-type', 'application/json').send({ query: `query($id: ID!) { event(id: $id) { id } }` });
    expect((await bad()).status).toBe(400);
    const again = await bad();
    expect(again.status).toBe(400);
    expect(again.headers['x-response-cache']).toBe('miss');
    const me = await t.http.post('/graphql').set('content-type', 'application/json').send({ query: '{ me { email } }' });
    expect(me.status).toBe(200);
    expect(me.headers['x-response-cache']).toBeUndefined();
    const mixed = await t.http.post('/graphql').set('content-type', 'application/json').send({ query: '{ periods { key } me { email } }' });
    expect(mixed.headers['x-response-cache']).toBeUndefined();
  });
});

describe('a node that trusts the version it read for a while', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RESPONSE_CACHE_FRESH_MS: '60000' });
    await seedCuratedData(t.db.orm.em.fork());
  });
  afterAll(() => t?.close());

  it('sees a write made elsewhere once the version is read again; a write through it re-reads at once', async () => {
    const before = await page(t);
    await rename(t, before.first.id, 'Renamed elsewhere');
    // Within the trusted window a change made elsewhere is not seen yet (at most RESPONSE_CACHE_FRESH_MS).
    expect((await page(t)).first.name).toBe(before.first.name);
    // A mutation through this node (any) makes it read the version again.
    await t.graphql('mutation { logout }');
    const afterMutation = await page(t);
    expect(afterMutation.cache).toBe('miss');
    expect(afterMutation.first.name).toBe('Renamed elsewhere');
    // So does a REST write.
    await rename(t, before.first.id, 'Renamed again');
    expect((await page(t)).first.name).toBe('Renamed elsewhere');
    await t.http.post('/api/logout').set('content-type', 'application/json').send({});
    expect((await page(t)).first.name).toBe('Renamed again');
  });
});

describe('ResponseCache', () => {
  it('evicts the least recently used answers past its memory bound', () => {
    const cache = new ResponseCache({ maxBytes: 40, freshMs: 0, readVersion: () => Promise.resolve('1') });
    cache.set('a', '1', Buffer.from('x'.repeat(10)));
    cache.set('b', '1', Buffer.from('y'.repeat(10)));
    cache.set('c', '1', Buffer.from('z'.repeat(10)));
    expect(cache.get('a', '1')).toEqual(Buffer.from('x'.repeat(10))); // a is now the most recent
    cache.set('d', '1', Buffer.from('w'.repeat(10)));
    cache.set('e', '1', Buffer.from('v'.repeat(10)));
    expect(cache.get('b', '1')).toBeUndefined();
    expect(cache.get('a', '1')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(40);
    // An answer larger than a quarter of the bound is not kept.
    cache.set('big', '1', Buffer.from('q'.repeat(11)));
    expect(cache.get('big', '1')).toBeUndefined();
  });

  it('misses, and drops, an answer of another data version', () => {
    const cache = new ResponseCache({ maxBytes: 1000, freshMs: 0, readVersion: () => Promise.resolve('1') });
    cache.set('a', '1', Buffer.from('old'));
    expect(cache.get('a', '2')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('shares one read of the version between concurrent lookups and trusts it for freshMs', async () => {
    let reads = 0;
    const cache = new ResponseCache({ maxBytes: 1000, freshMs: 60_000, readVersion: () => Promise.resolve(String(++reads)) });
    expect(await Promise.all([cache.currentVersion(), cache.currentVersion(), cache.currentVersion()])).toEqual(['1', '1', '1']);
    expect(await cache.currentVersion()).toBe('1');
    cache.markStale();
    expect(await cache.currentVersion()).toBe('2');
    expect(reads).toBe(2);
  });
});
