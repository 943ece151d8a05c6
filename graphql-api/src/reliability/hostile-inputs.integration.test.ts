/**
 * Inputs an attacker sent that reached PostgreSQL or the executor in a form they reject, and came
 * back as 5xx or INTERNAL_SERVER_ERROR (issue 24, point 10). Each must answer 4xx with a reason.
 * The fuzz test (fuzz.integration.test.ts) generates these shapes for every route and argument.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_EVENTS } from '../test/fixtures/sample-events.js';
import { graphqlEventInput } from '../test/graphql-input.js';
import { linkTokenFor } from '../test/outbox.js';
import { bodyOf } from '../test/response-body.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectBadUserInput, type RefusalBody } from '../test/graphql-refusal.js';

let t: TestApp;
let moderator: ReturnType<typeof supertest.agent>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'hostile.admin@example.org', RATE_LIMIT_FACTOR: '0' });
  moderator = supertest.agent(t.app);
  await moderator.post('/api/register').send({ email: 'hostile.admin@example.org', password: 'long enough' });
  await supertest(t.app)
    .post('/api/verify-email')
    .send({ token: await linkTokenFor(t.outbox, 'hostile.admin@example.org', 'verify') });
  for (const event of SAMPLE_EVENTS) expect((await moderator.post('/api/events').send(event)).status).toBe(201);
});
afterAll(() => t?.close());

const gql = (agent: ReturnType<typeof supertest.agent>, query: string, variables?: unknown) => agent.post('/graphql').send({ query, variables });

/** A refusal of the input itself (expectBadUserInput), as an HTTP answer. */
function expectRefusedGraphQL(res: supertest.Response, what: string, field?: string) {
  const body = bodyOf<RefusalBody>(res);
  expectBadUserInput(res.status, body, `${what}: ${JSON.stringify(body).slice(0, 400)}`, field);
}

describe('shapes that answered 5xx', () => {
  it('GET /api/events/ followed by 36 dashes: 404, not a database error', async () => {
    const res = await t.http.get(`/api/events/${'-'.repeat(36)}`);
    expect(res.status).toBe(404);
  });

  it('an operationName of a NUL character, or one that names no operation: 400', async () => {
    const res = await t.http.get('/graphql').query({ query: '{ periods { key } }', operationName: '\u0000' }).set('apollo-require-preflight', 'true');
    expect(res.status).toBe(400);
    const unknown = await t.http.post('/graphql').send({ query: 'query A { periods { key } }', operationName: 'B' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]).toMatchObject({ message: 'The document has no operation named "B"', extensions: { code: 'OPERATION_RESOLUTION_FAILURE' } });
    const several = await t.http.post('/graphql').send({ query: 'query A { periods { key } } query B { periods { key } }' });
    expect(several.status).toBe(400);
  });

  it('a lone surrogate in attachedMedia[].name: 400 naming the field', async () => {
    const body = `{"name":"Lone surrogate","startDate":"1066","latitude":50.9,"longitude":0.5,"location":"Hastings, United Kingdom","description":"x","significance":"y","period":"medieval","attachedMedia":[{"type":"image","name":"a\\ud800b"}]}`;
    const res = await moderator.post('/api/events').set('content-type', 'application/json').send(body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/attachedMedia\.0\.name/);
    // The same event in GraphQL's words (PeriodKey MEDIEVAL, MediaType IMAGE), so enum coercion
    // passes and the surrogate is what refuses it. JSON.stringify keeps the lone surrogate as \ud800.
    const input = graphqlEventInput(JSON.parse(body) as Record<string, unknown>);
    expect(input).toMatchObject({ period: 'MEDIEVAL', attachedMedia: [{ type: 'IMAGE', name: 'a\ud800b' }] });
    const over = await gql(moderator, 'mutation($i: CreateEventInput!) { createEvent(input: $i) { id } }', { i: input });
    // The JSON body reader refuses it, naming the path in the request's variables.
    expect(over.status).toBe(400);
    expectRefusedGraphQL(over, 'createEvent with a lone surrogate', 'variables.i.attachedMedia.0.name');
  });

  it('a non-UUID event id for moderators: BAD_USER_INPUT or 400', async () => {
    expectRefusedGraphQL(await gql(moderator, '{ moderationLog(eventId: "not-a-uuid") { edges { node { action } } } }'), 'moderationLog', 'eventId');
    expectRefusedGraphQL(
      await gql(moderator, 'mutation { setVerificationStatus(eventId: "not-a-uuid", status: VALIDATED) { id } }'),
      'setVerificationStatus',
      'eventId',
    );
    expect((await moderator.patch('/api/events/not-a-uuid/verification').send({ status: 'validated' })).status).toBe(400);
  });

  it('a year of 2147483647 and a crafted cursor: BAD_USER_INPUT', async () => {
    expectRefusedGraphQL(await gql(t.http, '{ events(filter: { year: 2147483647 }) { totalCount } }'), 'year 2147483647', 'filter.year');
    const crafted = Buffer.from('{"y":99999999999,"id":"x"}').toString('base64');
    expectRefusedGraphQL(await gql(t.http, `{ events(first: 2, after: "${crafted}") { totalCount } }`), 'crafted cursor', 'after');
    expectRefusedGraphQL(await gql(t.http, '{ events(first: 2, after: "garbage!!") { totalCount } }'), 'garbage cursor', 'after');
  });

  it('answers errors without stack traces, even in development mode', async () => {
    const dev = await createTestApp({ NODE_ENV: 'development' });
    try {
      for (const query of ['{ nope }', '{ events(first: 0) { totalCount } }', 'query A { periods { key } }']) {
        const res = await dev.http.post('/graphql').send({ query, operationName: query.startsWith('query A') ? 'B' : undefined });
        expect(JSON.stringify(res.body), query).not.toMatch(/stacktrace|\.ts:\d+|node_modules/);
        expect(res.body.errors[0].extensions.code).toMatch(/^[A-Z_]+$/);
      }
    } finally {
      await dev.close();
    }
  });

  it('variables nested 5,000 deep: 400, not a stack overflow', async () => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`;
    const res = await t.http
      .post('/graphql')
      .set('content-type', 'application/json')
      .send(`{"query":"query($v: String) { periods { key } }","variables":{"v":${deep}}}`);
    expect(res.status).toBe(400);
    expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(res.body)).not.toMatch(/call stack/);
  });

  it('searchEvents with 70,000 words: BAD_USER_INPUT, fast', async () => {
    const started = Date.now();
    expectRefusedGraphQL(
      await gql(t.http, '{ searchEvents(query: $q) { totalCount } }'.replace('$q', JSON.stringify('word '.repeat(70_000)))),
      'searchEvents 70,000 words',
      'query',
    );
    expectRefusedGraphQL(
      await gql(t.http, 'query($q: String!) { searchEvents(query: $q) { totalCount } }', { q: 'word '.repeat(70_000) }),
      'searchEvents variable',
      'query',
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('one shape for every REST error', () => {
  it('answers { message, code, violations?, requestId } for each kind of refusal', async () => {
    const answers = [
      await t.http.get('/api/no-such-route'),
      await t.http.post('/api/register').send({ email: 'nope' }),
      await t.http.get('/api/user'),
      await t.http.get('/api/admin/users'),
      await t.http.post('/api/login').set('content-type', 'text/plain').send('x'),
      await t.http.post('/api/login').set('origin', 'https://evil.example').send({ email: 'a@b.org', password: 'x' }),
      await t.http.post('/api/login').set('content-type', 'application/json').send('{"email": '),
      await t.http.get('/api/media/00000000-0000-4000-8000-000000000000.png'),
      await t.http.get(`/api/events/${'-'.repeat(36)}`),
      await t.http.get('/api/events?year=0'),
      await t.http.post('/api/events').send({ name: 'x'.repeat(2_000_000) }),
    ];
    for (const [i, res] of answers.entries()) {
      const what = `refusal ${i} → ${res.status}`;
      expect(res.status, what).toBeGreaterThanOrEqual(400);
      expect(res.status, what).toBeLessThan(500);
      expect(
        Object.keys(bodyOf<object>(res)).every((k) => ['message', 'code', 'violations', 'requestId'].includes(k)),
        `${what}: ${JSON.stringify(res.body)}`,
      ).toBe(true);
      expect(res.body, what).toMatchObject({ message: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/), requestId: expect.any(String) });
    }
  });
});
