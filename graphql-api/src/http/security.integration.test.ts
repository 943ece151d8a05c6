/**
 * The site's public surface against hostile callers: security headers, CSRF rules, request ids and
 * the GraphQL abuse limits (request bodies, literals and rate limits have files of their own:
 * http/request-bodies, graphql/storable-literals, modules/rate-limit/rate-limits).
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  isLeafType,
  parse,
  validate,
  type GraphQLObjectType,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { GRAPHQL_LIMITS } from '../graphql/abuse-limits.js';

let t: TestApp;
beforeAll(async () => {
  // The tests stand for clients behind a proxy on loopback, each with its own X-Forwarded-For.
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => t?.close());

/** Each test gets its own client address (TRUST_PROXY=loopback honours X-Forwarded-For), so limits do not leak between tests. */
let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

describe('security headers', () => {
  it('sends a CSP that allows MapLibre workers but no foreign scripts, and the usual hardening headers', async () => {
    const res = await t.http.get('/healthz');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('gives every response a request id, keeps a well-formed incoming one, and puts it in error bodies', async () => {
    const generated = await t.http.get('/api/no-such-route');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.http.post('/api/login').set('X-Request-Id', 'proxy-id-12345678').send({ email: 'x' });
    expect(kept.headers['x-request-id']).toBe('proxy-id-12345678');
    expect(kept.body.requestId).toBe('proxy-id-12345678');
    const refused = await t.http.get('/healthz').set('X-Request-Id', '<script>alert(1)</script>');
    expect(refused.headers['x-request-id']).not.toContain('<');
  });

  it('answers readiness from the database and liveness without it', async () => {
    expect((await t.http.get('/readyz')).body).toEqual({ ok: true, database: 'up' });
    expect((await t.http.get('/healthz')).body).toEqual({ ok: true });
  });
});

describe('CSRF', () => {
  it('refuses REST writes that a form on another site could send', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t.http.post('/api/newsletter/subscribe').set('content-type', type).send('email=victim@example.org');
      expect(res.status, type).toBe(415);
      expect(res.body.message).toContain('application/json');
    }
    const count = await t.db.orm.em.fork().getConnection().execute(`select count(*)::int as n from newsletter_subscribers`);
    expect(count[0]!.n).toBe(0);
  });

  it('refuses a JSON write from another origin and accepts one from ours', async () => {
    const foreign = await t.http.post('/api/newsletter/subscribe').set('Origin', 'https://evil.example').send({ email: 'a@example.org' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toMatch(/Cross-site request refused/);
    const opaque = await t.http.post('/api/newsletter/subscribe').set('Origin', 'null').send({ email: 'a@example.org' });
    expect(opaque.status).toBe(403);
    const own = await t.http
      .post('/api/newsletter/subscribe')
      .set('Host', 'atlas.example')
      .set('Origin', 'http://atlas.example')
      .send({ email: 'a@example.org' });
    expect(own.status).toBe(200);
  });

  it("keeps Apollo's CSRF prevention: no simple POST or header-less GET operations", async () => {
    const plain = await t.http.post('/graphql').set('content-type', 'text/plain').send('{"query":"mutation { logout }"}');
    expect(plain.status).toBe(400);
    const get = await t.http.get('/graphql').query({ query: '{ periods { id } }' });
    expect(get.status).toBe(400);
    expect(JSON.stringify(get.body)).toMatch(/CSRF/i);
  });

  it('sets the session cookie httpOnly and SameSite=Lax', async () => {
    const res = await t.http.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'cookie@example.org', password: 'long enough' });
    const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('epoch.sid='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });
});

/** The schema as the app serves it (introspection), so the figures follow the event type's fields. */
async function servedSchema(): Promise<GraphQLSchema> {
  return buildClientSchema((await t.graphql<IntrospectionQuery>(getIntrospectionQuery())).data!);
}

/** The fields of a type a client can ask without arguments and that are leaves (scalars and enums). */
function scalarFieldsOf(schema: GraphQLSchema, typeName: string): string[] {
  const type = schema.getType(typeName) as GraphQLObjectType;
  return Object.values(type.getFields())
    .filter((f) => f.args.length === 0 && isLeafType(getNamedType(f.type)))
    .map((f) => f.name);
}

const fullPageQuery = (fields: string[]) =>
  `{ events(first: 500) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${fields.join(' ')} } } } }`;

/** What graphql-armor's cost rule counts for a document (it reports the figure to onAccept when within its limit). */
function armorCost(schema: GraphQLSchema, query: string): number {
  let cost = Number.NaN;
  const rule = costLimitRule({ maxCost: Number.POSITIVE_INFINITY, ignoreIntrospection: true, onAccept: [(_context, { n }: { n: number }) => (cost = n)] });
  expect(validate(schema, parse(query), [rule])).toEqual([]);
  return cost;
}

describe('GraphQL abuse limits', () => {
  const post = (body: unknown) => t.http.post('/graphql').send(body as object);
  const message = (res: supertest.Response) => String(res.body?.errors?.[0]?.message ?? '');

  it(`refuses a query deeper than ${GRAPHQL_LIMITS.depth}`, async () => {
    let selection = 'id';
    for (let i = 0; i < GRAPHQL_LIMITS.depth; i++) selection = `linkedEvent { ${selection} }`;
    const res = await post({ query: `{ events(first: 1) { edges { node { ${selection} } } } }` });
    expect(res.status).toBe(400);
    expect(message(res)).toMatch(/Query refused: .*depth limit of 12/i);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it(`refuses more than ${GRAPHQL_LIMITS.aliases} aliases and an over-costly query, while a full page with every field fits`, async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: periods { id }`).join(' ');
    const tooMany = await post({ query: `{ ${aliases} }` });
    expect(tooMany.status).toBe(400);
    expect(message(tooMany)).toMatch(/Aliases limit of 15 exceeded/i);

    // The figures docs/operations.md states, derived from the served schema rather than written here.
    const schema = await servedSchema();
    const fields = scalarFieldsOf(schema, 'HistoricalEvent');
    const fullPage = armorCost(schema, fullPageQuery(fields));
    // graphql-armor's model as the docs give it (objects 2, scalars 1, times 1.5 per level, times
    // `first`): 10,375 for the page's frame plus 1,687.5 per field of the event.
    expect(fullPage).toBe(500 * (2 + 1.5 * (1 + (2 + 1.5 * 2) + (2 + 1.5 * (1 + (2 + 1.5 * fields.length))))));
    expect(fullPage).toBe(10_375 + 1_687.5 * fields.length);
    expect(fullPage).toBeLessThanOrEqual(GRAPHQL_LIMITS.cost);
    console.log(`[cost] a page of 500 events with its ${fields.length} scalar fields costs ${fullPage}`);

    const page = 'events(first: 500) { edges { node { id name description linkedEvent { id name linkedEvent { id name description } } } } }';
    const threePages = `{ a: ${page} b: ${page} c: ${page} }`;
    const costly = await post({ query: threePages });
    expect(costly.status).toBe(400);
    expect(armorCost(schema, threePages)).toBeGreaterThan(GRAPHQL_LIMITS.cost);
    expect(message(costly)).toContain(`Cost limit of ${GRAPHQL_LIMITS.cost} exceeded, found ${armorCost(schema, threePages)}`);
  });

  it('costs a page size given as a variable as the largest page, so variables cannot slip past the cost limit', async () => {
    const page = (v: string) => `events(first: $${v}) { edges { node { id name description linkedEvent { id name linkedEvent { id name description } } } } }`;
    const query = `query($a: Int, $b: Int, $c: Int) { a: ${page('a')} b: ${page('b')} c: ${page('c')} }`;
    const costly = await post({ query, variables: { a: 1, b: 1, c: 1 } });
    expect(costly.status).toBe(400);
    expect(message(costly)).toMatch(/Cost limit of 100000 exceeded/);
    // One such page fits, whatever its size turns out to be.
    const one = await post({ query: `query($a: Int) { ${page('a')} }`, variables: { a: 2 } });
    expect(one.status, JSON.stringify(one.body.errors)).toBe(200);
  });

  it('lets a client read a whole page (500 events) with every scalar field of an event', async () => {
    const fields = scalarFieldsOf(await servedSchema(), 'HistoricalEvent');
    expect(fields.length).toBeGreaterThan(40);
    const full = await post({ query: fullPageQuery(fields) });
    expect(full.status, JSON.stringify(full.body.errors)).toBe(200);
    expect(full.body.errors).toBeUndefined();
  });

  it('refuses a document of too many tokens, and batched operations', async () => {
    const tokens = await post({ query: `{ periods { ${'id '.repeat(GRAPHQL_LIMITS.tokens)} } }` });
    expect(tokens.status).toBe(400);
    expect(message(tokens)).toBe(`Query refused: the document has more than ${GRAPHQL_LIMITS.tokens} tokens.`);
    const batch = await post([{ query: '{ periods { id } }' }, { query: '{ periods { id } }' }]);
    expect(batch.status).toBe(400);
  });

  it('still answers introspection for third-party clients, and normal queries', async () => {
    const res = await post({ query: '{ __schema { queryType { name } types { name fields { name type { name kind ofType { name } } } } } }' });
    expect(res.status).toBe(200);
    expect(res.body.data.__schema.queryType.name).toBe('Query');
    expect((await post({ query: '{ events(first: 500) { edges { node { id name } } } }' })).status).toBe(200);
  });
});
