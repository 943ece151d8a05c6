/**
 * The site's public surface against hostile callers: security headers, CSRF rules, request ids,
 * body limits, GraphQL abuse limits and the rate limits (counted in PostgreSQL).
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { GRAPHQL_LIMITS } from '../graphql/abuse-limits.js';
import { FAILURE_LIMITS, RATE_LIMIT_POLICIES } from '../domain/rate-limits.js';
import { FailureLimiter } from '../modules/rate-limit/failure-limiter.js';
import { graphqlEventInput } from '../test/graphql-input.js';
import { MARATHON } from '../test/fixtures/sample-events.js';

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

describe('request bodies', () => {
  it('answers malformed JSON with 400 and an oversized body with 413, on REST and GraphQL', async () => {
    const bad = await t.http.post('/api/login').set('content-type', 'application/json').send('{"email": ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const huge = JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(1_100_000) });
    expect((await t.http.post('/api/login').set('content-type', 'application/json').send(huge)).status).toBe(413);
    expect((await t.http.post('/graphql').set('content-type', 'application/json').send(huge)).status).toBe(413);
    expect((await t.http.post('/graphql').set('content-type', 'application/json').send('{"query": ')).status).toBe(400);
  });

  it('answers a NUL character in a JSON string or key with 400 naming it, on REST and GraphQL (PostgreSQL cannot store it)', async () => {
    const inValue = await t.http.post('/api/newsletter/subscribe').send({ email: 'nul\u0000@example.org' });
    expect(inValue.status).toBe(400);
    expect(inValue.body.violations).toEqual([{ field: 'email', message: 'Text may not contain the NUL character (\\u0000)' }]);
    const inKey = await t.http.post('/api/login').set('content-type', 'application/json').send('{"e\\u0000mail": "a@example.org"}');
    expect(inKey.status).toBe(400);
    expect(inKey.body.violations).toEqual([{ field: 'e\\u0000mail', message: 'Text may not contain the NUL character (\\u0000)' }]);
    const graphql = await t.http
      .post('/graphql')
      .send({ query: 'query ($q: String!) { searchEvents(query: $q) { totalCount } }', variables: { q: 'Rome\u0000' } });
    expect(graphql.status).toBe(400);
    const count = await t.db.orm.em.fork().getConnection().execute(`select count(*)::int as n from newsletter_subscribers where email like 'nul%'`);
    expect(count[0]!.n).toBe(0);
  });

  it('answers a NUL character in a REST query string with the same 400, naming the parameter', async () => {
    const search = await t.http.get('/api/events/search').query({ q: 'Rom\u0000e' });
    expect(search.status).toBe(400);
    expect(search.body.violations[0].field).toBe('q');
    const repeated = await t.http.get('/api/events?countryTags=Italy&countryTags=Ital%00y');
    expect(repeated.status).toBe(400);
    expect(repeated.body.violations[0].field).toBe('countryTags.1');
    const name = await t.http.get('/api/events?se%00arch=Rome');
    expect(name.status).toBe(400);
    expect(name.body.violations[0].field).toBe('se\\u0000arch');
    // The same search without the NUL is answered.
    expect((await t.http.get('/api/events/search').query({ q: 'Rome' })).status).toBe(200);
  });

  it('answers a NUL character in the variables of a GraphQL GET with the same 400 (the body parser never sees them)', async () => {
    const get = (variables: string) =>
      t.http
        .get('/graphql')
        .query({ query: 'query ($q: String!) { searchEvents(query: $q) { totalCount } }', variables })
        .set('apollo-require-preflight', 'true');
    const refused = await get('{"q": "Mara\\u0000thon"}');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [{ field: 'variables.q', message: 'Text may not contain the NUL character (\\u0000)' }],
    });
    // Without the NUL the same GET is answered; malformed JSON is still Apollo's 400 to give.
    const answered = await get('{"q": "Marathon"}');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.searchEvents.totalCount).toEqual(expect.any(Number));
    const malformed = await get('{"q": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].message).toMatch(/variables/i);
  });
});

describe('NUL characters in GraphQL document literals', () => {
  // `\\u0000` below is the GraphQL escape in the document's text: the JSON body holds no NUL, so
  // the JSON body parser lets it through and only the GraphQL validation rule can refuse it.
  const NUL = '\\u0000';
  const count = async (table: string) => (await t.db.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0]!.n;
  const expectRefused = (res: supertest.Response, where: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toBe(`Text may not contain the NUL character (\\u0000): ${where}.`);
  };

  it('refuses a NUL in a nested input object literal of a mutation before it runs, and stores nothing', async () => {
    const author = supertest.agent(t.app);
    expect(
      (await author.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'nul.author@example.org', password: 'long enough' })).status,
    ).toBe(201);
    const input = (name: string, participant: string) =>
      `{ name: "${name}", period: CLASSICAL_ANTIQUITY, startDate: "-0490-09-12", latitude: 38.1, longitude: 23.9, description: "Hoplites met a landing force.", ` +
      `significance: "It ended an invasion.", location: "Marathon, Greece", participants: ["Athens", "${participant}"], ` +
      `category: MAJOR_DISRUPTIONS_AND_CONFLICTS, subcategory: MILITARY_CONFLICTS_AND_TERRITORIAL_CHANGES }`;
    const create = (name: string, participant: string) =>
      author
        .post('/graphql')
        .set('X-Forwarded-For', freshAddress())
        .send({ query: `mutation { createEvent(input: ${input(name, participant)}) { id } }` });
    const before = await count('historical_events');
    expectRefused(await create(`Mara${NUL}thon`, 'Plataea'), '"input.name" in createEvent');
    expectRefused(await create('Marathon', `Plat${NUL}aea`), '"input.participants[1]" in createEvent');
    expect(await count('historical_events')).toBe(before);
    // The same literal without the NUL is stored: the refusal was the NUL's.
    const clean = await create('Marathon', 'Plataea');
    expect(clean.body.errors).toBeUndefined();
    expect(await count('historical_events')).toBe(before + 1);
  });

  it('refuses a NUL in a plain argument literal of a mutation, and stores nothing', async () => {
    const users = await count('users');
    const register = await t.http
      .post('/graphql')
      .set('X-Forwarded-For', freshAddress())
      .send({ query: `mutation { register(email: "nul.name@example.org", password: "long enough", firstName: "Ada${NUL}") { id } }` });
    expectRefused(register, '"firstName" in register');
    const feedback = await t.http
      .post('/graphql')
      .set('X-Forwarded-For', freshAddress())
      .send({ query: `mutation { recordLinkFeedback(eventId: "x${NUL}", answer: LOOKS_RIGHT) { id } }` });
    expectRefused(feedback, '"eventId" in recordLinkFeedback');
    expect(await count('users')).toBe(users);
    expect(await count('link_feedback')).toBe(0);
  });

  it('refuses a NUL in a query literal, a variable default and a GET block string with 400, not 500', async () => {
    expectRefused(await t.http.post('/graphql').send({ query: `{ searchEvents(query: "Rome${NUL}") { totalCount } }` }), '"query" in searchEvents');
    expectRefused(await t.http.post('/graphql').send({ query: `query ($q: String = "Rome${NUL}") { searchEvents(query: $q) { totalCount } }` }), '"$q"');
    // A block string holds the character itself; over GET it never meets the JSON body parser.
    const get = await t.http
      .get('/graphql')
      .set('apollo-require-preflight', 'true')
      .query({ query: '{ searchEvents(query: """Rome\u0000""") { totalCount } }' });
    expectRefused(get, '"query" in searchEvents');
    // Other escapes still pass.
    const fine = await t.http.post('/graphql').send({ query: '{ searchEvents(query: "Rom\\u00e9\\t") { totalCount } }' });
    expect(fine.status).toBe(200);
    expect(fine.body.errors).toBeUndefined();
  });
});

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

  it(`refuses more than ${GRAPHQL_LIMITS.aliases} aliases and an over-costly query`, async () => {
    const aliases = Array.from({ length: GRAPHQL_LIMITS.aliases + 1 }, (_, i) => `a${i}: periods { id }`).join(' ');
    const tooMany = await post({ query: `{ ${aliases} }` });
    expect(tooMany.status).toBe(400);
    expect(message(tooMany)).toMatch(/Aliases limit of 15 exceeded/i);
    const page = 'events(first: 500) { edges { node { id name description linkedEvent { id name linkedEvent { id name description } } } } }';
    const costly = await post({ query: `{ a: ${page} b: ${page} c: ${page} }` });
    expect(costly.status).toBe(400);
    expect(message(costly)).toMatch(/Cost limit of 100000 exceeded, found 104109/i);
  });

  it('lets a client read a whole page (500 events) with every scalar field of an event', async () => {
    const type = await post({
      query: '{ __type(name: "HistoricalEvent") { fields { name args { name } type { kind name ofType { kind name ofType { kind name } } } } } }',
    });
    type Ref = { kind: string; name: string | null; ofType: Ref | null };
    const named = (ref: Ref): Ref => (ref.ofType ? named(ref.ofType) : ref);
    const fields = (type.body.data.__type.fields as { name: string; args: unknown[]; type: Ref }[])
      .filter((f) => f.args.length === 0 && ['SCALAR', 'ENUM'].includes(named(f.type).kind))
      .map((f) => f.name);
    expect(fields.length).toBeGreaterThan(40);
    const full = await post({
      query: `{ events(first: 500) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { ${fields.join(' ')} } } } }`,
    });
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

describe('rate limits', () => {
  const loginOver = (transport: 'rest' | 'graphql', address: string, email: string, password: string, agent = t.http) =>
    transport === 'rest'
      ? agent.post('/api/login').set('X-Forwarded-For', address).send({ email, password })
      : agent
          .post('/graphql')
          .set('X-Forwarded-For', address)
          .send({ query: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }', variables: { e: email, p: password } });

  it('limits wrong passwords per account and address across REST and GraphQL, with Retry-After, while the account stays open elsewhere', async () => {
    await t.http.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'target@example.org', password: 'the right password' });
    const perPair = FAILURE_LIMITS.loginPerAccountAndAddress.hits;
    const attacker = freshAddress();
    for (let i = 0; i < perPair; i++) {
      const res = await loginOver(i % 2 ? 'rest' : 'graphql', attacker, 'Target@Example.org', `guess ${i}`);
      expect(JSON.stringify(res.body)).toMatch(/Invalid email or password/);
    }
    const limited = await loginOver('rest', attacker, 'target@example.org', 'one more');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(limited.body.message).toMatch(/Too many failed sign-in attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginOver('graphql', attacker, 'target@example.org', 'and another')).body.errors[0].extensions.code).toBe('RATE_LIMITED');
    // The owner, from their own address, is not locked out by the stranger's guesses.
    expect((await loginOver('rest', freshAddress(), 'target@example.org', 'the right password')).status).toBe(200);
  });

  it('never locks the owner out of a browser they signed in from, even past the per-account ceiling', async () => {
    const owner = supertest.agent(t.app);
    await owner.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'popular@example.org', password: 'the right password' });
    expect((await loginOver('rest', freshAddress(), 'popular@example.org', 'the right password', owner)).status).toBe(200);
    // Strangers from many addresses use up the account's ceiling (the failures are counted in bulk here).
    const ceiling = FAILURE_LIMITS.loginPerAccount.hits;
    const em = t.db.orm.em.fork();
    const bucket = { bucket: 'login-fail:account', key: 'popular@example.org', limit: FAILURE_LIMITS.loginPerAccount };
    for (let i = 0; i < ceiling; i++) await new FailureLimiter().recordFailure(em, [bucket]);
    const stranger = await loginOver('rest', freshAddress(), 'popular@example.org', 'a guess');
    expect(stranger.status).toBe(429);
    // Even the right password from an unknown browser waits: the ceiling is per account.
    expect((await loginOver('rest', freshAddress(), 'popular@example.org', 'the right password')).status).toBe(429);
    // The owner's own browser carries its trusted-device cookie and signs in.
    expect((await loginOver('rest', freshAddress(), 'popular@example.org', 'the right password', owner)).status).toBe(200);
    expect((await loginOver('graphql', freshAddress(), 'popular@example.org', 'the right password', owner)).body.data.login.id).toBeTruthy();
  });

  it('a trusted-device cookie counts only for its own account and only with a valid signature', async () => {
    const owner = supertest.agent(t.app);
    await owner.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'device.owner@example.org', password: 'the right password' });
    const res = await loginOver('rest', freshAddress(), 'device.owner@example.org', 'the right password', owner);
    const cookie = String(res.headers['set-cookie']).match(/epoch\.device=([^;]+)/)![1]!;
    const em = t.db.orm.em.fork();
    const bucket = { bucket: 'login-fail:account', key: 'device.owner@example.org', limit: FAILURE_LIMITS.loginPerAccount };
    for (let i = 0; i < FAILURE_LIMITS.loginPerAccount.hits; i++) await new FailureLimiter().recordFailure(em, [bucket]);
    const forged = `${cookie.slice(0, -3)}${cookie.endsWith('AAA') ? 'BBB' : 'AAA'}`;
    const withForged = await t.http
      .post('/api/login')
      .set('X-Forwarded-For', freshAddress())
      .set('Cookie', `epoch.device=${forged}`)
      .send({ email: 'device.owner@example.org', password: 'the right password' });
    expect(withForged.status).toBe(429);
    const valid = await t.http
      .post('/api/login')
      .set('X-Forwarded-For', freshAddress())
      .set('Cookie', `epoch.device=${cookie}`)
      .send({ email: 'device.owner@example.org', password: 'the right password' });
    expect(valid.status).toBe(200);
  });

  it('limits wrong current passwords on an account change like sign-in guesses', async () => {
    const owner = supertest.agent(t.app);
    await owner.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'changer@example.org', password: 'the right password' });
    const limit = FAILURE_LIMITS.currentPasswordPerAccount.hits;
    for (let i = 0; i < limit; i++) {
      const res = await owner
        .patch('/api/user')
        .set('X-Forwarded-For', freshAddress())
        .send({ currentPassword: `guess ${i}`, newPassword: 'a new password' });
      expect(res.status).toBe(400);
    }
    const limited = await owner
      .patch('/api/user')
      .set('X-Forwarded-For', freshAddress())
      .send({ currentPassword: 'the right password', newPassword: 'a new password' });
    expect(limited.status).toBe(429);
    // Names need no password and are not limited.
    expect((await owner.patch('/api/user').send({ firstName: 'Still' })).status).toBe(200);
  });

  it('limits sign-ups per address, and a refused sign-up creates nothing', async () => {
    const address = freshAddress();
    const limit = RATE_LIMIT_POLICIES.register.perAddress.hits;
    for (let i = 0; i < limit; i++) {
      const res = await t.http
        .post('/api/register')
        .set('X-Forwarded-For', address)
        .send({ email: `bulk${i}@example.org`, password: 'long enough' });
      expect(res.status).toBe(201);
    }
    const limited = await t.http.post('/api/register').set('X-Forwarded-For', address).send({ email: 'bulk-extra@example.org', password: 'long enough' });
    expect(limited.status).toBe(429);
    const users = await t.db.orm.em.fork().getConnection().execute(`select count(*)::int as n from users where email = 'bulk-extra@example.org'`);
    expect(users[0]!.n).toBe(0);
    expect(
      (await t.http.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'bulk-extra@example.org', password: 'long enough' })).status,
    ).toBe(201);
  });

  it('limits password-reset mails per address asked about, with the same answer for unknown accounts', async () => {
    const limit = RATE_LIMIT_POLICIES.forgotPassword.perAccount.hits;
    for (let i = 0; i < limit; i++) {
      expect((await t.http.post('/api/forgot-password').set('X-Forwarded-For', freshAddress()).send({ email: 'nobody@example.org' })).status).toBe(200);
    }
    expect((await t.http.post('/api/forgot-password').set('X-Forwarded-For', freshAddress()).send({ email: 'nobody@example.org' })).status).toBe(429);
  });

  it('limits newsletter sign-ups per address', async () => {
    const address = freshAddress();
    const limit = RATE_LIMIT_POLICIES.newsletter.perAddress.hits;
    for (let i = 0; i < limit; i++) {
      expect(
        (
          await t.http
            .post('/api/newsletter/subscribe')
            .set('X-Forwarded-For', address)
            .send({ email: `reader${i}@example.org` })
        ).status,
      ).toBe(200);
    }
    expect((await t.http.post('/api/newsletter/subscribe').set('X-Forwarded-For', address).send({ email: 'reader-extra@example.org' })).status).toBe(429);
  });

  it('limits event submissions per account, whichever address they come from', async () => {
    const author = supertest.agent(t.app);
    expect(
      (await author.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'prolific@example.org', password: 'long enough' })).status,
    ).toBe(201);
    const limit = RATE_LIMIT_POLICIES.eventSubmission.perAccount.hits;
    for (let i = 0; i < limit; i++) {
      const res = await author
        .post('/api/events')
        .set('X-Forwarded-For', freshAddress())
        .send({ ...MARATHON, name: `Marathon, telling ${i}` });
      expect(res.status).toBe(201);
    }
    const limited = await author
      .post('/graphql')
      .set('X-Forwarded-For', freshAddress())
      .send({
        query: 'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
        variables: { input: graphqlEventInput({ ...MARATHON, name: 'One telling too many' }) },
      });
    expect(limited.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(limited.body.errors[0].message).toMatch(/Too many event submission attempts: at most 30 in an hour/);
    const stored = await t.db.orm.em.fork().getConnection().execute(`select count(*)::int as n from historical_events where name = 'One telling too many'`);
    expect(stored[0]!.n).toBe(0);
  });

  it('stores hashes, never the address or the email', async () => {
    const rows = await t.db.orm.em.fork().getConnection().execute<{ key: string }[]>(`select key from rate_limit_counters`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { key } of rows) expect(key).toMatch(/^[0-9a-f]{64}$/);
  });
});
