/**
 * Third-party clients: a page on another site reads public data without credentials, a listed site
 * (CORS_ORIGINS) makes credentialed calls, preflights are answered; public GETs carry an ETag and
 * Cache-Control and answer 304 when nothing changed; automatic persisted queries let a GET carry a
 * hash instead of the document, so a CDN can cache public reads.
 */
import { createHash } from 'node:crypto';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_EVENTS } from '../test/fixtures/sample-events.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const LISTED = 'https://app.example.org';
const STRANGER = 'https://elsewhere.example';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGINS: LISTED, RATE_LIMIT_FACTOR: '0' });
  const author = supertest.agent(t.app);
  await author.post('/api/register').send({ email: 'author@example.org', password: 'long enough' });
  for (const event of SAMPLE_EVENTS) await author.post('/api/events').send(event);
});
afterAll(() => t?.close());

const PUBLIC_QUERY = '{ events(first: 2) { totalCount edges { node { name } } } }';

describe('CORS', () => {
  it('answers a preflight from any site; a listed site may send credentials', async () => {
    const stranger = await t.http
      .options('/graphql')
      .set('origin', STRANGER)
      .set('access-control-request-method', 'POST')
      .set('access-control-request-headers', 'content-type');
    expect(stranger.status).toBe(204);
    expect(stranger.headers['access-control-allow-origin']).toBe('*');
    expect(stranger.headers['access-control-allow-credentials']).toBeUndefined();
    expect(stranger.headers['access-control-allow-headers']).toContain('content-type');
    const listed = await t.http.options('/api/user').set('origin', LISTED).set('access-control-request-method', 'PATCH');
    expect(listed.status).toBe(204);
    expect(listed.headers['access-control-allow-origin']).toBe(LISTED);
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    expect(listed.headers['access-control-allow-methods']).toContain('PATCH');
  });

  it('lets any site read public data, signed out', async () => {
    const res = await t.http.post('/graphql').set('origin', STRANGER).send({ query: PUBLIC_QUERY });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body.data.events.totalCount).toBe(SAMPLE_EVENTS.length);
    const rest = await t.http.get('/api/events?limit=1').set('origin', STRANGER);
    expect(rest.status).toBe(200);
    expect(rest.headers['access-control-allow-origin']).toBe('*');
  });

  it('refuses a credentialed call or a write from a site not listed, and drops its cookies', async () => {
    const owner = supertest.agent(t.app);
    await owner.post('/api/register').send({ email: 'owner@example.org', password: 'long enough' });
    const cookie = String((await owner.post('/api/login').send({ email: 'owner@example.org', password: 'long enough' })).headers['set-cookie']).split(';')[0]!;
    const me = await t.http.post('/graphql').set('origin', STRANGER).set('cookie', cookie).send({ query: '{ me { email } }' });
    expect(me.status).toBe(403);
    expect(me.body.errors[0].extensions.code).toBe('FORBIDDEN');
    const before = await t.db.orm.em.fork().getConnection().execute(`select count(*)::int as n from users`);
    const write = await t.http
      .post('/graphql')
      .set('origin', STRANGER)
      .send({ query: 'mutation { register(email: "x@example.org", password: "long enough") { id } }' });
    expect(write.status).toBe(403);
    expect(await t.db.orm.em.fork().getConnection().execute(`select count(*)::int as n from users`)).toEqual(before);
    // Its cookies are not the account's on REST either.
    expect((await t.http.get('/api/user').set('origin', STRANGER).set('cookie', cookie)).status).toBe(401);
    expect((await t.http.post('/api/logout').set('origin', STRANGER).set('cookie', cookie).send({})).status).toBe(403);
  });

  it('lets a listed site make credentialed calls and writes', async () => {
    const agent = supertest.agent(t.app);
    const reg = await agent.post('/api/register').set('origin', LISTED).send({ email: 'listed@example.org', password: 'long enough' });
    expect(reg.status).toBe(201);
    expect(reg.headers['access-control-allow-origin']).toBe(LISTED);
    const me = await agent.post('/graphql').set('origin', LISTED).send({ query: '{ me { email } }' });
    expect(me.body.data.me.email).toBe('listed@example.org');
  });
});

describe('conditional GETs', () => {
  it('gives public GETs an ETag and Cache-Control, 304 when unchanged, a new ETag after a write', async () => {
    const first = await t.http.get('/api/events?limit=2');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers['cache-control']).toMatch(/public/);
    const again = await t.http.get('/api/events?limit=2').set('if-none-match', etag!);
    expect(again.status).toBe(304);
    const get = () => t.http.get('/graphql').query({ query: PUBLIC_QUERY }).set('apollo-require-preflight', 'true');
    const graphql = await get();
    expect(graphql.status).toBe(200);
    expect(graphql.headers['cache-control']).toBe('public, max-age=60');
    expect((await get().set('if-none-match', graphql.headers.etag!)).status).toBe(304);
    // A private read gets no shared caching.
    expect((await t.http.get('/graphql').query({ query: '{ me { id } }' }).set('apollo-require-preflight', 'true')).headers.etag).toBeUndefined();

    const author = supertest.agent(t.app);
    await author.post('/api/login').send({ email: 'author@example.org', password: 'long enough' });
    expect((await author.post('/api/events').send({ ...SAMPLE_EVENTS[0], name: 'One more telling' })).status).toBe(201);
    const changed = await t.http.get('/api/events?limit=2').set('if-none-match', etag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('answers automatic persisted queries over GET: the hash alone once the document is known', async () => {
    const sha256Hash = createHash('sha256').update(PUBLIC_QUERY).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const unknown = await t.http.get('/graphql').query({ extensions }).set('apollo-require-preflight', 'true');
    expect(unknown.body.errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    const registered = await t.http.get('/graphql').query({ query: PUBLIC_QUERY, extensions }).set('apollo-require-preflight', 'true');
    expect(registered.body.data.events.totalCount).toBe(SAMPLE_EVENTS.length + 1);
    const byHash = await t.http.get('/graphql').query({ extensions }).set('apollo-require-preflight', 'true');
    expect(byHash.status).toBe(200);
    expect(byHash.body.data).toEqual(registered.body.data);
  });
});
