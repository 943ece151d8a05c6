/**
 * The newsletter through GraphQL end to end (issue 23, point 4), on the same service and rules as
 * REST (newsletter.integration.test.ts): subscribe is pending until the link mailed to the address
 * is followed (confirmSubscription), a signed-in account manages its own address
 * (updateNewsletterPreferences, unsubscribe, mySubscription), and each call has its refusal.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokenFor, outboxMails } from '../../test/outbox.js';
import { graphqlAs, signedInAgent, type Agent } from '../../test/signed-in-agent.js';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../test/test-app.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '0' });
});
afterAll(() => t?.close());

interface Subscription {
  email: string;
  preferences: string[];
  status: string;
}

const RESULT = '{ email preferences status }';
const SUBSCRIBE = `mutation($input: SubscribeInput!) { subscribe(input: $input) ${RESULT} }`;
const CONFIRM = `mutation($token: String!) { confirmSubscription(token: $token) ${RESULT} }`;
const PREFERENCES = `mutation($p: [NewsletterTopic!]!) { updateNewsletterPreferences(preferences: $p) ${RESULT} }`;
const MINE = '{ mySubscription { email preferences status } }';

const stored = (email: string) => t.db.orm.em.fork().findOne(NewsletterSubscriber, { email });
const mailsTo = (email: string) => outboxMails(t.outbox).filter((m) => m.to === email);
const codes = (answer: GraphQLAnswer<unknown>) => (answer.errors ?? []).map((e) => e.extensions?.code);
const violations = (answer: GraphQLAnswer<unknown>) =>
  (answer.errors ?? []).flatMap((e) => (e.extensions?.violations as { field: string; message: string }[] | undefined) ?? []);

/** A signed-in account whose address is proven (it followed the link mailed at sign-up). */
async function provenAccount(email: string): Promise<Agent> {
  const agent = await signedInAgent(t, email);
  const verified = await supertest(t.app)
    .post('/api/verify-email')
    .send({ token: await linkTokenFor(t.outbox, email, 'verify') });
  expect(verified.status).toBe(200);
  return agent;
}

describe('subscribe and confirmSubscription', () => {
  it('an anonymous subscription is PENDING, mails a link, and becomes ACTIVE once its token is confirmed', async () => {
    const email = 'graphql.reader@example.org';
    const res = await t.graphql<{ subscribe: Subscription }>(SUBSCRIBE, {
      input: { email: '  GraphQL.Reader@Example.org ', preferences: ['WEEKLY_DIGEST', 'PREMIUM_INSIGHTS'], firstName: 'Grace', source: 'graphql' },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.subscribe).toEqual({ email, preferences: ['WEEKLY_DIGEST', 'PREMIUM_INSIGHTS'], status: 'PENDING' });
    expect(await stored(email)).toMatchObject({ status: 'pending', firstName: 'Grace', source: 'graphql' });
    const token = await linkTokenFor(t.outbox, email, 'token');
    expect(mailsTo(email).at(-1)!.text).toContain(`http://localhost:4000/newsletter/confirm?token=${token}`);

    const confirmed = await t.graphql<{ confirmSubscription: Subscription }>(CONFIRM, { token });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmSubscription).toEqual({ email, preferences: ['WEEKLY_DIGEST', 'PREMIUM_INSIGHTS'], status: 'ACTIVE' });
    expect(await stored(email)).toMatchObject({ status: 'active', preferences: ['weeklyDigest', 'premiumInsights'] });

    // The link works once.
    const again = await t.graphql<{ confirmSubscription: Subscription }>(CONFIRM, { token });
    expect(again.data).toBeNull();
    expect(codes(again)).toEqual(['BAD_USER_INPUT']);
    expect(violations(again)).toEqual([{ field: 'token', message: expect.stringMatching(/invalid or has expired/) }]);
  });

  it('a token that was never mailed is refused, and changes nothing', async () => {
    const before = await t.db.orm.em.fork().count(NewsletterSubscriber, { status: 'active' });
    for (const token of ['x'.repeat(43), 'short']) {
      const res = await t.graphql<{ confirmSubscription: Subscription }>(CONFIRM, { token });
      expect(res.data, token).toBeNull();
      expect(codes(res), token).toEqual(['BAD_USER_INPUT']);
      expect(violations(res)[0]!.field, token).toBe('token');
    }
    expect(await t.db.orm.em.fork().count(NewsletterSubscriber, { status: 'active' })).toBe(before);
  });

  it('a malformed address is refused with the field, stores nothing and mails nothing', async () => {
    const res = await t.graphql<{ subscribe: Subscription }>(SUBSCRIBE, { input: { email: 'not-an-address' } });
    expect(res.data).toBeNull();
    expect(codes(res)).toEqual(['BAD_USER_INPUT']);
    expect(violations(res)).toEqual([{ field: 'email', message: 'Invalid email' }]);
    expect(await stored('not-an-address')).toBeNull();
    expect(mailsTo('not-an-address')).toEqual([]);
  });

  it("a signed-in account subscribes its own proven address at once; another address waits for its owner's link", async () => {
    const email = 'graphql.owner@example.org';
    const owner = await provenAccount(email);
    const own = await graphqlAs<{ subscribe: Subscription }>(owner, SUBSCRIBE, { input: { email } });
    expect(own.data!.subscribe).toEqual({ email, preferences: ['WEEKLY_DIGEST'], status: 'ACTIVE' });
    expect(mailsTo(email).filter((m) => /newsletter\/confirm/.test(m.text))).toEqual([]);
    const other = await graphqlAs<{ subscribe: Subscription }>(owner, SUBSCRIBE, { input: { email: 'graphql.friend@example.org' } });
    expect(other.data!.subscribe.status).toBe('PENDING');
    expect(await stored('graphql.friend@example.org')).toMatchObject({ status: 'pending' });
  });
});

describe("a signed-in subscriber's own subscription", () => {
  it('updateNewsletterPreferences, mySubscription and unsubscribe act on the account’s own address', async () => {
    const email = 'graphql.subscriber@example.org';
    const agent = await provenAccount(email);
    expect((await graphqlAs<{ mySubscription: Subscription | null }>(agent, MINE)).data).toEqual({ mySubscription: null });

    const chosen = await graphqlAs<{ updateNewsletterPreferences: Subscription }>(agent, PREFERENCES, { p: ['HISTORIAN_CORNER', 'PREMIUM_INSIGHTS'] });
    expect(chosen.errors).toBeUndefined();
    expect(chosen.data!.updateNewsletterPreferences).toEqual({ email, preferences: ['PREMIUM_INSIGHTS', 'HISTORIAN_CORNER'], status: 'ACTIVE' });
    const mine = await graphqlAs<{ mySubscription: Subscription }>(agent, MINE);
    expect(mine.data!.mySubscription).toEqual({ email, preferences: ['PREMIUM_INSIGHTS', 'HISTORIAN_CORNER'], status: 'ACTIVE' });

    const changed = await graphqlAs<{ updateNewsletterPreferences: Subscription }>(agent, PREFERENCES, { p: ['WEEKLY_DIGEST'] });
    expect(changed.data!.updateNewsletterPreferences).toEqual({ email, preferences: ['WEEKLY_DIGEST'], status: 'ACTIVE' });
    expect(await stored(email)).toMatchObject({ status: 'active', preferences: ['weeklyDigest'] });

    const gone = await graphqlAs<{ unsubscribe: boolean }>(agent, 'mutation { unsubscribe }');
    expect(gone).toEqual({ data: { unsubscribe: true } });
    expect((await graphqlAs<{ mySubscription: Subscription }>(agent, MINE)).data!.mySubscription.status).toBe('UNSUBSCRIBED');
    expect(await stored(email)).toMatchObject({ status: 'unsubscribed' });
  });

  it('an account whose address is not proven yet gets PENDING preferences and a link, not a subscription', async () => {
    const email = 'graphql.unproven@example.org';
    const agent = await signedInAgent(t, email);
    const res = await graphqlAs<{ updateNewsletterPreferences: Subscription }>(agent, PREFERENCES, { p: ['PREMIUM_INSIGHTS'] });
    expect(res.data!.updateNewsletterPreferences).toEqual({ email, preferences: ['PREMIUM_INSIGHTS'], status: 'PENDING' });
    expect(await linkTokenFor(t.outbox, email, 'token')).toEqual(expect.any(String));
    expect(await stored(email)).toMatchObject({ status: 'pending' });
  });

  it('signed out, each is refused with UNAUTHENTICATED and changes nothing', async () => {
    const email = 'graphql.kept@example.org';
    await graphqlAs(await provenAccount(email), PREFERENCES, { p: ['WEEKLY_DIGEST'] });
    const anonymous = supertest.agent(t.app);
    const answers = [
      await graphqlAs<{ mySubscription: unknown }>(anonymous, MINE),
      await graphqlAs<{ updateNewsletterPreferences: unknown }>(anonymous, PREFERENCES, { p: ['HISTORIAN_CORNER'] }),
      await graphqlAs<{ unsubscribe: unknown }>(anonymous, 'mutation { unsubscribe }'),
    ];
    for (const res of answers) {
      expect(codes(res), JSON.stringify(res)).toEqual(['UNAUTHENTICATED']);
      expect(res.errors![0]!.message).toMatch(/Sign in/);
    }
    // mySubscription is nullable: null under its own error; the mutations' non-null results null the data.
    expect(answers[0]!.data).toEqual({ mySubscription: null });
    expect(answers[1]!.data).toBeNull();
    expect(answers[2]!.data).toBeNull();
    expect(await stored(email)).toMatchObject({ status: 'active', preferences: ['weeklyDigest'] });
  });
});
