/**
 * The rate limits (counted in PostgreSQL, keys hashed): wrong passwords per account and address
 * without locking the owner out, current-password guesses, sign-ups, reset mails, newsletter
 * sign-ups and event submissions.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses } from '../../test/client-addresses.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { FAILURE_LIMITS, RATE_LIMIT_POLICIES } from '../../domain/rate-limits.js';
import { FailureLimiter } from './failure-limiter.js';
import { graphqlEventInput } from '../../test/graphql-input.js';
import { MARATHON } from '../../test/fixtures/sample-events.js';

let t: TestApp;
beforeAll(async () => {
  // The tests stand for clients behind a proxy on loopback, each with its own X-Forwarded-For.
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => t?.close());

/** Each test gets its own client address, so limits do not leak between tests. */
const freshAddress = clientAddresses();

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
