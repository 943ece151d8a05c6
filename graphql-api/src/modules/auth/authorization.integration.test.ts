/**
 * Who may call what: every REST endpoint and GraphQL operation, called as a signed-out visitor, a
 * reader (role user), a moderator and an admin. A refusal answers 401 signed out and 403 for a
 * role that is not enough (GraphQL: UNAUTHENTICATED and FORBIDDEN); an allowed call succeeds.
 * The behaviour behind the calls is tested by theme: moderation (moderation.integration.test.ts),
 * contacts, accounts (account-isolation.integration.test.ts) and the newsletter (REST and GraphQL).
 */
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCuratedData } from '../seed/curated-seeder.js';
import { bodyOf } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { MARATHON } from '../../test/fixtures/sample-events.js';
import { graphqlEventInput } from '../../test/graphql-input.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../test/role-agents.js';
import type { Agent } from '../../test/signed-in-agent.js';

let t: TestApp;
let agents: Record<Who, Agent>;
let eventId: string;
let whatifId: string;
let userId: string;

beforeAll(async () => {
  // The callers stand behind a proxy on loopback, each with its own X-Forwarded-For address.
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin, TRUST_PROXY: 'loopback' });
  await seedCuratedData(t.db.orm.em.fork());
  eventId = (await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { verificationStatus: 'pending' })).id;
  whatifId = (await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { eventType: 'whatif' }, { orderBy: { name: 'asc' } })).id;
  const roles = await roleAgents(t);
  agents = roles.agents;
  userId = roles.ids.user;
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
  // The newsletter in GraphQL: anyone subscribes an address; the rest is the signed-in account's own.
  {
    name: 'mutation subscribe',
    allowed: EVERYONE,
    run: (a, who) => gql(`mutation { subscribe(input: { email: "${who}.graphql@example.org" }) { status } }`)(a),
  },
  { name: 'query mySubscription', allowed: SIGNED_IN, run: gql('{ mySubscription { email status } }') },
  {
    name: 'mutation updateNewsletterPreferences',
    allowed: SIGNED_IN,
    run: gql('mutation { updateNewsletterPreferences(preferences: [WEEKLY_DIGEST, HISTORIAN_CORNER]) { status preferences } }'),
  },
  { name: 'mutation unsubscribe', allowed: SIGNED_IN, run: gql('mutation { unsubscribe }') },
  // Moderators and admins
  { name: 'GET /api/admin/users', allowed: ['admin'], run: (a) => a.get('/api/admin/users') },
  { name: 'GET /api/newsletter/subscribers', allowed: ['admin'], run: (a) => a.get('/api/newsletter/subscribers') },
  { name: 'GET /api/newsletter/analytics', allowed: ['admin'], run: (a) => a.get('/api/newsletter/analytics') },
  { name: 'GET /api/admin/contacts', allowed: ['admin'], run: (a) => a.get('/api/admin/contacts') },
  // The same admin data in GraphQL
  { name: 'query users', allowed: ['admin'], run: gql('{ users(first: 5, search: "example") { totalCount edges { node { id email role } } } }') },
  {
    name: 'query subscribers (search, status)',
    allowed: ['admin'],
    run: gql('{ subscribers(first: 5, search: "reader", status: PENDING) { totalCount edges { node { email status } } } }'),
  },
  { name: 'query newsletterAnalytics', allowed: ['admin'], run: gql('{ newsletterAnalytics { totalSubscribers weeklyGrowth activeRate period } }') },
  { name: 'query contactMessages', allowed: ['admin'], run: gql('{ contactMessages(first: 5) { totalCount edges { node { email subject } } } }') },
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

const STATUS_OF_CODE: Record<string, number> = { UNAUTHENTICATED: 401, FORBIDDEN: 403, BAD_USER_INPUT: 400, RATE_LIMITED: 429 };

/**
 * REST answers with the status; GraphQL with 200 and a code, mapped back to the status it means
 * (any other code, or an error without one, is a 500: an allowed call must answer without errors).
 */
function statusOf(res: supertest.Response): number {
  const errors = bodyOf<{ errors?: { extensions?: { code?: string } }[] } | null>(res)?.errors;
  if (!errors?.length) return res.status;
  return STATUS_OF_CODE[errors[0]!.extensions?.code ?? ''] ?? 500;
}

/** An allowed GraphQL call answers data (statusOf has checked it has no errors). */
function expectGraphQLData(res: supertest.Response) {
  const data = bodyOf<{ data?: Record<string, unknown> | null }>(res).data;
  expect(Object.keys(data ?? {}), JSON.stringify(res.body).slice(0, 300)).toHaveLength(1);
}

describe('who may call what', () => {
  for (const call of calls) {
    for (const who of ['signedOut', 'user', 'moderator', 'admin'] as const) {
      it(`${call.name} as ${who} → ${expected(who, call.allowed, call.ok)}`, async () => {
        // Each role calls from its own address, so per-address limits (contacts: 3 an hour) do not mix them up.
        const res = await call.run(agents[who], who).set('X-Forwarded-For', ADDRESS[who]);
        expect(statusOf(res), JSON.stringify(res.body).slice(0, 300)).toBe(expected(who, call.allowed, call.ok));
        if (statusOf(res) >= 400) expect(JSON.stringify(res.body)).toMatch(/Sign in|Not signed in|Only (admins|moderators and admins) can do this/);
        else if (call.name.startsWith('query ') || call.name.startsWith('mutation ')) expectGraphQLData(res);
      });
    }
  }
});
