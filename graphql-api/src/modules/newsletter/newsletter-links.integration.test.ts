/**
 * The links of a newsletter mail (issue 27): one-click unsubscribe (RFC 8058) and the web page's
 * unsubscribe, both without signing in; forged and expired links refused with nothing changed;
 * tracking turned off by its setting; and 'This Week in History' built from the coming week's days.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../test/outbox.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renderMarkdownMail } from './campaign-render.js';
import { startSending } from './campaign-sending.js';
import { queueWeeklyDigest, toPgArray } from './digest-schedule.js';
import { addEvent, addSubscribers, waitUntilSent } from '../../test/newsletter-fixtures.js';
import { buildWeeklyDigest } from './weekly-digest.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ NEWSLETTER_TRACKING: 'false', NEWSLETTER_SEND_RATE: '500', RATE_LIMIT_FACTOR: '0' });
});
afterAll(() => t?.close());

const em = () => t.db.orm.em.fork();
const statusOf = async (email: string) =>
  (await em().execute<{ status: string }[]>(`select status from newsletter_subscribers where email = ?`, [email]))[0]?.status;
const tokenOf = (text: string) => /unsubscribe\?token=([\w-]+)/.exec(text)![1]!;

/** Sends a campaign to the weekly digest's active subscribers through the real queue; its mails. */
async function sendCampaign(subject: string, markdown: string) {
  const mail = renderMarkdownMail(markdown, 'http://localhost:4000');
  const [row] = await em().execute<{ id: string }[]>(
    `insert into newsletter_campaigns (id, newsletter, subject, markdown, html, text, links)
     values (gen_random_uuid(), 'weeklyDigest', ?, ?, ?, ?, ?::text[]) returning id`,
    [subject, markdown, mail.html, mail.text, toPgArray(mail.links)],
  );
  await startSending(em(), row!.id);
  await t.newsletter.queue.sendCampaign(row!.id);
  await waitUntilSent(t.db.orm.em, row!.id);
  return outboxMails(t.outbox).filter((m) => m.subject === subject);
}

describe('newsletter links', () => {
  it('unsubscribes in one click from the List-Unsubscribe address, as a mail program posts it, without a session', async () => {
    await addSubscribers(em(), 'click', 3);
    const mails = await sendCampaign('One click', 'Read [more](https://example.org/more).');
    expect(mails).toHaveLength(3);
    const [first, second, third] = mails;
    const oneClick = /^<(.+)>$/.exec(first!.headers!['List-Unsubscribe']!)![1]!;
    const url = new URL(oneClick);
    const res = await t.http.post(`${url.pathname}${url.search}`).set('Origin', 'https://mail.example.com').type('form').send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);
    expect(await statusOf(first!.to)).toBe('unsubscribed');
    // The web page's link, over REST and GraphQL.
    expect((await t.http.post('/api/newsletter/unsubscribe-link').send({ token: tokenOf(second!.text) })).body).toEqual({ success: true, email: second!.to });
    expect(await statusOf(second!.to)).toBe('unsubscribed');
    const gql = await t.graphql('mutation($t: String!) { unsubscribeWithLink(token: $t) }', { t: tokenOf(third!.text) });
    expect(gql.data).toEqual({ unsubscribeWithLink: true });
    expect(await statusOf(third!.to)).toBe('unsubscribed');
  });

  it('refuses a forged or expired unsubscribe link with a 400 and changes nothing', async () => {
    await addSubscribers(em(), 'stay', 1);
    const [mail] = await sendCampaign('Stay', 'Stay with us.');
    const token = tokenOf(mail!.text);
    const [id, expires, mac] = token.split('_');
    const other = '00000000-0000-4000-8000-000000000000';
    const expired = t.newsletter.signer.sign('unsubscribe', id!, Date.now() - 2 * 365 * 24 * 3600 * 1000);
    const tracking = t.newsletter.signer.sign('track', id!);
    for (const bad of [`${other}_${expires}_${mac}`, `${id}_${expires}_${mac!.slice(1)}A`, expired, tracking, 'nonsense', '']) {
      const res = await t.http
        .post(`/api/newsletter/one-click?token=${encodeURIComponent(bad)}`)
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status, bad).toBe(400);
      const page = await t.http.post('/api/newsletter/unsubscribe-link').send({ token: bad });
      expect(page.status).toBe(400);
      expect(page.body.violations).toEqual([{ field: 'token', message: expect.stringContaining('invalid or has expired') }]);
    }
    const gql = await t.graphql('mutation($t: String!) { unsubscribeWithLink(token: $t) }', { t: expired });
    expect(gql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await statusOf(mail!.to)).toBe('active');
  });

  it('with tracking off, mails hold no tracking image and no redirected link, and nothing is recorded', async () => {
    await addSubscribers(em(), 'private', 1);
    const [mail] = await sendCampaign('Private', 'A [link](https://example.org/x).');
    expect(mail!.html).not.toContain('/api/newsletter/o/');
    expect(mail!.html).toContain('href="https://example.org/x"');
    const [delivery] = await em().execute<{ id: string }[]>(`select id from newsletter_deliveries where email = 'private1@example.org'`);
    const token = t.newsletter.signer.sign('track', delivery!.id);
    expect((await t.http.get(`/api/newsletter/o/${token}`)).status).toBe(200);
    expect((await t.http.get(`/api/newsletter/c/${token}?u=${encodeURIComponent('https://example.org/x')}`)).status).toBe(302);
    const [{ n }] = await em().execute<[{ n: number }]>(`select count(*)::int as n from newsletter_engagements`);
    expect(n).toBe(0);
  });

  it("builds 'This Week in History' from the events whose month and day fall in the coming week, and queues it once", async () => {
    const moon = await addEvent(em(), {
      name: 'Apollo 11 lands',
      date: '1969-07-20',
      location: 'Sea of Tranquility',
      description: 'Two people walk on the Moon. Then they fly home.',
    });
    await addEvent(em(), { name: 'Bastille stormed', date: '1789-07-14', location: 'Paris', description: 'A fortress falls.' });
    await addEvent(em(), { name: 'Battle of Cannae', date: '-0216-08-02', location: 'Apulia', description: 'Hannibal encircles Rome’s army.' });
    await addEvent(em(), { name: 'A what-if landing', date: '1968-07-21', location: 'Moon', description: 'Imagined.', type: 'whatif' });
    const digest = await buildWeeklyDigest(em(), 'https://atlas.example.org', new Date('2026-07-17T07:00:00Z'));
    expect(digest.events.map((e) => e.name)).toEqual(['Apollo 11 lands']);
    expect(digest.subject).toBe('This Week in History: 17 July to 23 July 2026');
    expect(digest.markdown).toContain(
      `- **1969**, Sea of Tranquility: [Apollo 11 lands](https://atlas.example.org/?event=${moon}). Two people walk on the Moon\\.`,
    );
    const august = await buildWeeklyDigest(em(), 'https://atlas.example.org', new Date('2026-07-30T00:00:00Z'));
    expect(august.markdown).toContain('**216 BCE**, Apulia');

    await addSubscribers(em(), 'digest', 2, null);
    const first = await queueWeeklyDigest(em(), 'http://localhost:4000', new Date('2026-07-17T07:00:00Z'));
    const again = await queueWeeklyDigest(em(), 'http://localhost:4000', new Date('2026-07-17T09:00:00Z'));
    expect(again).toBe(first);
    await t.newsletter.queue.sendCampaign(first!);
    await waitUntilSent(t.db.orm.em, first!);
    const mails = outboxMails(t.outbox).filter((m) => m.subject.startsWith('This Week in History'));
    // Every active subscriber of the weekly digest (the earlier tests' who stayed), none who left.
    expect(mails.map((m) => m.to).sort()).toEqual(['digest1@example.org', 'digest2@example.org', 'private1@example.org', 'stay1@example.org']);
    expect(mails[0]!.text).toContain(`Apollo 11 lands (http://localhost:4000/?event=${moon})`);
    expect(mails[0]!.html).toContain('This Week in History · FREE');
  });
});
