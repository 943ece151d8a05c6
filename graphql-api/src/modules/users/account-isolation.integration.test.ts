/**
 * Accounts: a user changes their own names freely and their email and password only with the
 * current password; no call reaches another account or raises a role, and no public answer
 * carries an account's email. Who may call what is in auth/authorization.integration.test.ts.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARATHON } from '../../test/fixtures/sample-events.js';
import { linkTokenFor } from '../../test/outbox.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../test/role-agents.js';
import type { Agent } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { User } from './user.entity.js';

let t: TestApp;
let agents: Record<Who, Agent>;

beforeAll(async () => {
  // The callers stand behind a proxy on loopback, each with its own X-Forwarded-For address.
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin, TRUST_PROXY: 'loopback' });
  agents = (await roleAgents(t)).agents;
});
afterAll(() => t?.close());

const ADDRESS_OF_USER = '192.0.2.11';

describe('account settings', () => {
  it('changes names freely, the email and password only with the current password', async () => {
    const a = supertest.agent(t.app);
    await a.post('/api/register').send({ email: 'settings@example.org', password: 'settings password' });
    const names = await a.patch('/api/user').send({ firstName: 'Mary', lastName: 'Somerville' });
    expect(names.body).toMatchObject({ firstName: 'Mary', lastName: 'Somerville', email: 'settings@example.org' });
    const noPassword = await a.patch('/api/user').send({ email: 'mary@example.org' });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.violations[0].field).toBe('currentPassword');
    const taken = await a.patch('/api/user').send({ email: 'admin@example.org', currentPassword: 'settings password' });
    expect(taken.status).toBe(409);
    const moved = await a.patch('/api/user').send({ email: 'Mary@Example.org', currentPassword: 'settings password', newPassword: 'a new long password' });
    expect(moved.body).toMatchObject({ email: 'settings@example.org', pendingEmail: 'mary@example.org' });
    await supertest(t.app)
      .post('/api/verify-email')
      .send({ token: await linkTokenFor(t.outbox, 'mary@example.org', 'verify') });
    expect((await a.get('/api/user')).body).toMatchObject({ email: 'mary@example.org', pendingEmail: null, emailVerified: true });
    expect((await supertest(t.app).post('/api/login').send({ email: 'mary@example.org', password: 'a new long password' })).status).toBe(200);
    expect((await supertest(t.app).patch('/api/user').send({ firstName: 'X' })).status).toBe(401);
  });
});

describe('one account cannot reach another', () => {
  it('a user cannot change another account, or their own email or role, through the account call', async () => {
    const em = t.db.orm.em.fork();
    const admin = await em.findOneOrFail(User, { email: 'admin@example.org' });
    const res = await agents.user
      .patch('/api/user')
      .set('X-Forwarded-For', ADDRESS_OF_USER)
      .send({ id: admin.id, email: 'admin@example.org', role: 'admin', firstName: 'Mallory' });
    expect([200, 400]).toContain(res.status);
    const after = t.db.orm.em.fork();
    const adminAfter = await after.findOneOrFail(User, admin.id);
    expect(adminAfter.firstName).toBe(admin.firstName);
    expect(adminAfter.role).toBe('admin');
    const user = await after.findOneOrFail(User, { email: 'user@example.org' });
    expect(user.role).toBe('user');
  });

  it('no public answer carries an account email, even for events that users submitted', async () => {
    const submitted = await agents.user
      .post('/api/events')
      .set('X-Forwarded-For', ADDRESS_OF_USER)
      .send({ ...MARATHON, name: 'Marathon by a registered user' });
    expect(submitted.status).toBe(201);
    const answers = [
      await agents.signedOut.get(`/api/events/${submitted.body.id}`),
      await agents.signedOut.get('/api/events'),
      await agents.signedOut.get('/api/events/search?q=Marathon'),
      await agents.signedOut.get('/api/events/export?format=jsonl'),
      await agents.signedOut.post('/graphql').send({ query: `{ event(id: "${submitted.body.id}") { id name creatorAddress } }` }),
    ];
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/@example\.org/);
    }
  });
});
