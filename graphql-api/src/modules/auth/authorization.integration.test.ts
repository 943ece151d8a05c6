import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCuratedData } from '../seed/curated-seeder.js';
import { bodyOf, violationFields } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { User } from '../users/user.entity.js';
import { MARATHON } from '../../test/fixtures/sample-events.js';
import { linkTokenFor, outboxMails } from '../../test/outbox.js';
import { graphqlEventInput } from '../../test/graphql-input.js';

type Agent = ReturnType<typeof supertest.agent>;
type Who = 'signedOut' | 'user' | 'moderator' | 'admin';

let t: TestApp;
const agents = {} as Record<Who, Agent>;
let eventId: string;
let whatifId: string;
let userId: string;

beforeAll(async () => {
  // The callers stand behind a proxy on loopback, each with its own X-Forwarded-For address.
  t = await createTestApp({ ADMIN_EMAILS: 'admin@example.org', TRUST_PROXY: 'loopback' });
  await seedCuratedData(t.db.orm.em.fork());
  eventId = (await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { verificationStatus: 'pending' })).id;
  // The second what-if (by name): the link-feedback counting test below uses the first.
  whatifId = (await t.db.orm.em.fork().find(HistoricalEvent, { eventType: 'whatif' }, { orderBy: { name: 'asc' }, limit: 2 }))[1]!.id;
  agents.signedOut = supertest.agent(t.app);
  for (const who of ['user', 'moderator', 'admin'] as const) {
    agents[who] = supertest.agent(t.app);
    const res = await agents[who].post('/api/register').send({ email: `${who}@example.org`, password: `${who} password` });
    expect(res.status).toBe(201);
  }
  // ADMIN_EMAILS counts once the address is proven: the admin follows the link mailed at sign-up.
  const verified = await supertest(t.app)
    .post('/api/verify-email')
    .send({ token: await linkTokenFor(t.outbox, 'admin@example.org', 'verify') });
  expect(verified.body.user.role).toBe('admin');
  // The moderator role is given by an admin tool (npm run create-admin -- <email> --role moderator).
  const em = t.db.orm.em.fork();
  (await em.findOneOrFail(User, { email: 'moderator@example.org' })).role = 'moderator';
  await em.flush();
  userId = (await em.findOneOrFail(User, { email: 'user@example.org' })).id;
});
afterAll(() => t?.close());

/** A tiny valid PNG (1×1), for the media upload. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const gql = (query: string) => (a: Agent) => a.post('/graphql').send({ query });
const ADDRESS: Record<Who, string> = { signedOut: '192.0.2.10', user: '192.0.2.11', moderator: '192.0.2.12', admin: '192.0.2.13' };
const EVERYONE: Who[] = ['signedOut', 'user', 'moderator', 'admin'];
const SIGNED_IN: Who[] = ['user', 'moderator', 'admin'];

/** Every REST endpoint and GraphQL operation, who may call it, and the status a permitted call gets. */
const calls: { name: string; allowed: Who[]; ok?: number; run: (a: Agent, who: Who) => supertest.Test }[] = [
  // Public reads
  { name: 'GET /api/events', allowed: EVERYONE, run: (a) => a.get('/api/events?limit=5') },
  { name: 'GET /api/events/search', allowed: EVERYONE, run: (a) => a.get('/api/events/search?q=Rome') },
  { name: 'GET /api/events/export', allowed: EVERYONE, run: (a) => a.get('/api/events/export?format=csv') },
  { name: 'GET /api/events/:id', allowed: EVERYONE, run: (a) => a.get(`/api/events/${eventId}`) },
  { name: 'GET /api/map/points', allowed: EVERYONE, run: (a) => a.get('/api/map/points') },
  { name: 'GET /api/map/ids', allowed: EVERYONE, run: (a) => a.get('/api/map/ids') },
  { name: 'GET /api/map/connections', allowed: EVERYONE, run: (a) => a.get('/api/map/connections') },
  { name: 'query events', allowed: EVERYONE, run: gql('{ events(first: 3) { totalCount edges { node { id } } } }') },
  { name: 'query event', allowed: EVERYONE, run: (a) => gql(`{ event(id: "${eventId}") { id name } }`)(a) },
  { name: 'query searchEvents', allowed: EVERYONE, run: gql('{ searchEvents(query: "Rome") { edges { node { id } } } }') },
  { name: 'query countryTagCounts', allowed: EVERYONE, run: gql('{ countryTagCounts(first: 5) { tag count } }') },
  { name: 'query periods', allowed: EVERYONE, run: gql('{ periods { key } }') },
  { name: 'query categories', allowed: EVERYONE, run: gql('{ categories { name } }') },
  { name: 'query me', allowed: EVERYONE, run: gql('{ me { id } }') },
  // Public writes
  {
    name: 'POST /api/newsletter/subscribe',
    allowed: EVERYONE,
    run: (a, who) => a.post('/api/newsletter/subscribe').send({ email: `${who}.reader@example.org` }),
  },
  {
    name: 'POST /api/contacts',
    allowed: EVERYONE,
    ok: 201,
    run: (a, who) => a.post('/api/contacts').send({ firstName: 'A', lastName: 'B', email: `${who}.writer@example.org`, subject: 'Hi', message: 'Hello' }),
  },
  {
    name: 'mutation recordLinkFeedback',
    allowed: EVERYONE,
    run: (a) => gql(`mutation { recordLinkFeedback(eventId: "${whatifId}", answer: CONFIRM) { id } }`)(a),
  },
  // The signed-in user's own account and submissions
  { name: 'GET /api/user', allowed: SIGNED_IN, run: (a) => a.get('/api/user') },
  { name: 'PATCH /api/user', allowed: SIGNED_IN, run: (a) => a.patch('/api/user').send({ firstName: 'Renamed' }) },
  { name: 'GET /api/newsletter/me', allowed: SIGNED_IN, run: (a) => a.get('/api/newsletter/me') },
  { name: 'POST /api/newsletter/unsubscribe', allowed: SIGNED_IN, run: (a) => a.post('/api/newsletter/unsubscribe').send({}) },
  { name: 'POST /api/events', allowed: SIGNED_IN, ok: 201, run: (a, who) => a.post('/api/events').send({ ...MARATHON, name: `Marathon retold by ${who}` }) },
  {
    name: 'mutation createEvent',
    allowed: SIGNED_IN,
    run: (a, who) =>
      a.post('/graphql').send({
        query: 'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
        variables: { input: graphqlEventInput({ ...MARATHON, name: `Marathon sung by ${who}` }) },
      }),
  },
  { name: 'POST /api/media', allowed: SIGNED_IN, ok: 201, run: (a) => a.post('/api/media').attach('file', PNG, 'dot.png') },
  // Moderators and admins
  { name: 'GET /api/admin/users', allowed: ['admin'], run: (a) => a.get('/api/admin/users') },
  { name: 'GET /api/newsletter/subscribers', allowed: ['admin'], run: (a) => a.get('/api/newsletter/subscribers') },
  { name: 'GET /api/newsletter/analytics', allowed: ['admin'], run: (a) => a.get('/api/newsletter/analytics') },
  { name: 'GET /api/admin/contacts', allowed: ['admin'], run: (a) => a.get('/api/admin/contacts') },
  {
    name: 'PATCH /api/events/:id/verification',
    allowed: ['moderator', 'admin'],
    run: (a) => a.patch(`/api/events/${eventId}/verification`).send({ status: 'disputed' }),
  },
  {
    name: 'query moderationLog',
    allowed: ['moderator', 'admin'],
    run: (a) => a.post('/graphql').send({ query: '{ moderationLog(first: 5) { edges { node { id action } } } }' }),
  },
  {
    name: 'query linkFeedbackCounts',
    allowed: ['moderator', 'admin'],
    run: (a) => a.post('/graphql').send({ query: `{ linkFeedbackCounts(eventId: "${eventId}") { confirm } }` }),
  },
  {
    name: 'mutation setVerificationStatus',
    allowed: ['moderator', 'admin'],
    run: (a) => a.post('/graphql').send({ query: `mutation { setVerificationStatus(eventId: "${eventId}", status: VALIDATED) { verificationStatus } }` }),
  },
  {
    name: 'mutation setUserRole',
    allowed: ['admin'],
    // The user keeps the role it has: the call is what is checked, not a change.
    run: (a) => a.post('/graphql').send({ query: `mutation { setUserRole(userId: "${userId}", role: USER) { role } }` }),
  },
];

const expected = (who: Who, allowed: Who[], ok = 200) => (allowed.includes(who) ? ok : who === 'signedOut' ? 401 : 403);

/** REST answers with the status; GraphQL with 200 and a code, mapped back to the status it means. */
function statusOf(res: supertest.Response): number {
  const code = res.body?.errors?.[0]?.extensions?.code;
  if (code === 'UNAUTHENTICATED') return 401;
  if (code === 'FORBIDDEN') return 403;
  return res.status;
}

describe('who may call what', () => {
  for (const call of calls) {
    for (const who of ['signedOut', 'user', 'moderator', 'admin'] as const) {
      it(`${call.name} as ${who} → ${expected(who, call.allowed, call.ok)}`, async () => {
        // Each role calls from its own address, so per-address limits (contacts: 3 an hour) do not mix them up.
        const res = await call.run(agents[who], who).set('X-Forwarded-For', ADDRESS[who]);
        expect(statusOf(res), JSON.stringify(res.body).slice(0, 300)).toBe(expected(who, call.allowed, call.ok));
        if (statusOf(res) >= 400) expect(JSON.stringify(res.body)).toMatch(/Sign in|Not signed in|Only (admins|moderators and admins) can do this/);
      });
    }
  }
});

describe('moderation', () => {
  it('records who moved an event and when, and rejects an unknown state', async () => {
    const res = await agents.moderator.patch(`/api/events/${eventId}/verification`).send({ status: 'rejected' });
    expect(res.status).toBe(200);
    const event = await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, eventId);
    const moderator = await t.db.orm.em.fork().findOneOrFail(User, { email: 'moderator@example.org' });
    expect(event.verificationStatus).toBe('rejected');
    expect(event.verifiedBy).toBe(moderator.id);
    expect(Date.now() - event.verifiedAt!.getTime()).toBeLessThan(60_000);
    const bad = await agents.moderator.patch(`/api/events/${eventId}/verification`).send({ status: 'approved' });
    expect(bad.status).toBe(400);
    expect(bad.body.violations[0].message).toMatch(/pending, validated, disputed, rejected/);
    const missing = await agents.admin.patch(`/api/events/00000000-0000-4000-8000-000000000000/verification`).send({ status: 'validated' });
    expect(missing.status).toBe(404);
  });
});

describe('the moderation log', () => {
  it('keeps refused submissions with their violations and who sent them, and every status change', async () => {
    const bad = await agents.user.post('/api/events').send({ name: 'Spam <script>alert(1)</script>', period: 'modern', startDate: '1999' });
    expect(bad.status).toBe(400);
    const log = await agents.moderator
      .post('/graphql')
      .send({ query: '{ moderationLog(action: SUBMISSION_REJECTED, first: 1) { edges { node { eventName userId violations { field message } } } } }' });
    const entry = log.body.data.moderationLog.edges[0].node;
    expect(entry.eventName).toBe('Spam <script>alert(1)</script>');
    expect(entry.userId).toBeTruthy();
    expect(entry.violations.length).toBeGreaterThan(1);

    await agents.admin.patch(`/api/events/${eventId}/verification`).send({ status: 'validated' });
    const history = await agents.admin
      .post('/graphql')
      .send({ query: `{ moderationLog(eventId: "${eventId}") { edges { node { action fromStatus toStatus } } } }` });
    expect(history.body.data.moderationLog.edges[0].node).toEqual({ action: 'STATUS_CHANGED', fromStatus: expect.any(String), toStatus: 'VALIDATED' });
  });

  it('logs a refused submission whose name holds control characters without them', async () => {
    const bad = await agents.user.post('/api/events').send({ name: 'Start\u0001 and\u001f bell\u0007' });
    expect(bad.status).toBe(400);
    const log = await agents.moderator
      .post('/graphql')
      .send({ query: '{ moderationLog(action: SUBMISSION_REJECTED, first: 1) { edges { node { eventName } } } }' });
    expect(log.body.data.moderationLog.edges[0].node.eventName).toBe('Start and bell');
  });

  it('counts the answers on a linked connection', async () => {
    const whatif = await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { eventType: 'whatif' }, { orderBy: { name: 'asc' } });
    const record = (answer: string) =>
      agents.signedOut.post('/graphql').send({ query: `mutation { recordLinkFeedback(eventId: "${whatif.id}", answer: ${answer}) { id } }` });
    await record('CONFIRM');
    await record('CONFIRM');
    await record('NOT_RELATED');
    const res = await agents.moderator
      .post('/graphql')
      .send({ query: `{ linkFeedbackCounts(eventId: "${whatif.id}") { looksRight notRelated confirm reject } }` });
    expect(res.body.data.linkFeedbackCounts).toEqual({ looksRight: 0, notRelated: 1, confirm: 2, reject: 0 });
  });
});

describe('contacts', () => {
  const message = { firstName: 'Ada', lastName: 'Byron', email: 'Ada@Example.org', subject: 'Hello', message: 'A question about the map.' };

  it('stores a valid message (201), lists it for admins without the sender key, and rate-limits per address', async () => {
    const sender = supertest.agent(t.app);
    const earlier = Number((await agents.admin.get('/api/admin/contacts')).headers['x-total-count']);
    const ok = await sender.post('/api/contacts').send(message);
    expect(ok.status).toBe(201);
    expect(ok.body.message).toMatch(/Thank you/);
    const list = await agents.admin.get('/api/admin/contacts');
    expect(list.body[0]).toMatchObject({ email: 'ada@example.org', subject: 'Hello', message: 'A question about the map.' });
    expect(list.body[0].senderKey).toBeUndefined();
    await sender.post('/api/contacts').send(message);
    await sender.post('/api/contacts').send(message);
    const fourth = await sender.post('/api/contacts').send(message);
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toMatch(/Too many messages/);
    expect(list.headers['x-total-count']).toBe(String(earlier + 1));
    expect((await agents.admin.get('/api/admin/contacts')).headers['x-total-count']).toBe(String(earlier + 3));
  });

  it('answers 400 with every problem and stores nothing', async () => {
    const before = (await agents.admin.get('/api/admin/contacts')).headers['x-total-count'];
    const bad = await supertest(t.app)
      .post('/api/contacts')
      .send({ firstName: ' ', email: 'nope', message: 'x'.repeat(5001) });
    expect(bad.status).toBe(400);
    expect(violationFields(bad)).toEqual(['email', 'firstName', 'lastName', 'message', 'subject']);
    expect((await agents.admin.get('/api/admin/contacts')).headers['x-total-count']).toBe(before);
  });
});

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

describe('newsletter', () => {
  const subscribe = (body: object, agent = supertest(t.app)) => agent.post('/api/newsletter/subscribe').send(body);
  const confirmLatest = async (email: string) =>
    supertest(t.app)
      .post('/api/newsletter/confirm')
      .send({ token: await linkTokenFor(t.outbox, email, 'token') });
  const stored = (email: string) => t.db.orm.em.fork().findOne(NewsletterSubscriber, { email });

  it('an anonymous subscription is pending until the link mailed to the address is followed', async () => {
    const first = await subscribe({ email: '  Reader@Example.org ', source: 'inline' });
    expect(first.status).toBe(200);
    expect(first.body.subscriber).toEqual({ email: 'reader@example.org', preferences: ['weeklyDigest'], status: 'pending' });
    expect(await stored('reader@example.org')).toMatchObject({ status: 'pending', source: 'inline' });
    const mail = outboxMails(t.outbox)
      .filter((m) => m.to === 'reader@example.org')
      .at(-1)!;
    expect(mail.text).toContain('http://localhost:4000/newsletter/confirm?token=');
    const confirmed = await confirmLatest('reader@example.org');
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.subscriber).toEqual({ email: 'reader@example.org', preferences: ['weeklyDigest'], status: 'active' });
    expect(
      (
        await supertest(t.app)
          .post('/api/newsletter/confirm')
          .send({ token: 'x'.repeat(43) })
      ).status,
    ).toBe(400);
  });

  it('an anonymous subscribe for a known address reveals nothing and changes nothing until that address confirms', async () => {
    const owner = supertest.agent(t.app);
    await owner.post('/api/register').send({ email: 'known@example.org', password: 'known password', firstName: 'Known', subscribeToNewsletter: true });
    await supertest(t.app)
      .post('/api/verify-email')
      .send({ token: await linkTokenFor(t.outbox, 'known@example.org', 'verify') });
    await owner.post('/api/newsletter/unsubscribe').send({});
    const before = await stored('known@example.org');
    expect(before).toMatchObject({ status: 'unsubscribed', firstName: 'Known', source: 'register' });

    const probe = await subscribe({ email: 'known@example.org', preferences: { weeklyDigest: false, premiumInsights: true } });
    const stranger = await subscribe({ email: 'never.seen@example.org', preferences: { weeklyDigest: false, premiumInsights: true } });
    expect(probe.status).toBe(stranger.status);
    expect(probe.body.subscriber).toEqual({ ...stranger.body.subscriber, email: 'known@example.org' });
    expect(JSON.stringify(probe.body)).not.toMatch(/Known|register|unsubscribed/);
    expect(await stored('known@example.org')).toMatchObject({ status: 'unsubscribed', preferences: before!.preferences });
    // Only the address's owner, following the mailed link, applies the change.
    await confirmLatest('known@example.org');
    expect(await stored('known@example.org')).toMatchObject({ status: 'active', preferences: ['premiumInsights'], firstName: 'Known' });
  });

  it('a signed-in account subscribes its own proven address at once; unsubscribing needs the session', async () => {
    expect((await agents.signedOut.post('/api/newsletter/unsubscribe').send({ email: 'admin@example.org' })).status).toBe(401);
    const res = await subscribe({ email: 'admin@example.org', preferences: { historianCorner: true } }, agents.admin);
    expect(res.body.subscriber).toEqual({ email: 'admin@example.org', preferences: ['weeklyDigest', 'historianCorner'], status: 'active' });
    expect((await agents.admin.get('/api/newsletter/me')).body).toMatchObject({ email: 'admin@example.org', status: 'active' });
    // Someone else's address, even signed in, goes through its owner's confirmation.
    expect((await subscribe({ email: 'reader.two@example.org' }, agents.admin)).body.subscriber.status).toBe('pending');
  });

  it('rejects a bad email with the spec text (section 8: Invalid email)', async () => {
    const res = await agents.signedOut.post('/api/newsletter/subscribe').send({ email: 'nope' });
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([{ field: 'email', message: 'Invalid email' }]);
  });

  it('lists subscribers and users for admins with search, status filter, paging and a total', async () => {
    for (const n of [1, 2, 3]) await agents.signedOut.post('/api/newsletter/subscribe').send({ email: `page${n}@example.org` });
    const page = await agents.admin.get('/api/newsletter/subscribers').query({ search: 'PAGE', limit: 2 });
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.body).toHaveLength(2);
    const unsubscribed = await agents.admin.get('/api/newsletter/subscribers').query({ status: 'unsubscribed', search: 'page' });
    expect(unsubscribed.body).toEqual([]);
    const users = await agents.admin.get('/api/admin/users').query({ search: 'moder' });
    expect(bodyOf<{ email: string }[]>(users).map((u) => u.email)).toEqual(['moderator@example.org']);
    expect(users.body[0].password).toBeUndefined();
    const analytics = await agents.admin.get('/api/newsletter/analytics');
    expect(analytics.body).toMatchObject({ totalSubscribers: expect.any(Number), activeRate: expect.any(Number), openRate: 0, clickRate: 0 });
    expect(analytics.body.totalSubscribers).toBeGreaterThanOrEqual(4);
  });
});

describe('one account cannot reach another', () => {
  it('a user cannot change another account, or their own email or role, through the account call', async () => {
    const em = t.db.orm.em.fork();
    const admin = await em.findOneOrFail(User, { email: 'admin@example.org' });
    const res = await agents.user
      .patch('/api/user')
      .set('X-Forwarded-For', ADDRESS.user)
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
      .set('X-Forwarded-For', ADDRESS.user)
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
