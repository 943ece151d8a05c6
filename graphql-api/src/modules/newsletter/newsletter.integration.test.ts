/**
 * The newsletter over REST (spec section 6): a subscription is pending until the link mailed to
 * the address is followed, an anonymous call reveals nothing about a known address, a signed-in
 * account subscribes its own proven address at once, and admins list subscribers and analytics.
 * The same over GraphQL: newsletter-graphql.integration.test.ts; who may call what:
 * auth/authorization.integration.test.ts.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokenFor, outboxMails } from '../../test/outbox.js';
import { bodyOf } from '../../test/response-body.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../test/role-agents.js';
import type { Agent } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

let t: TestApp;
let agents: Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin });
  agents = (await roleAgents(t)).agents;
});
afterAll(() => t?.close());

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
