/**
 * Campaigns on the real queue (issue 27): an admin writes, previews, tests and sends a campaign;
 * pg-boss sends it to 1,000 active subscribers in batches through the dev outbox, each once, with
 * the unsubscribe link and the RFC 8058 headers; opens and clicks are counted per mail and the
 * dashboard's figures come from them. Refusals change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails, type OutboxMail } from '../../test/outbox.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../test/role-agents.js';
import { graphqlAs, type Agent } from '../../test/signed-in-agent.js';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../../test/test-app.js';
import { addSubscribers, waitUntilSent } from '../../test/newsletter-fixtures.js';

let t: TestApp;
let agents: Record<Who, Agent>;
beforeAll(async () => {
  t = await createTestApp({
    ADMIN_EMAILS: ROLE_EMAIL.admin,
    NEWSLETTER_SEND_RATE: '1000',
    NEWSLETTER_BATCH_SIZE: '50',
    PUBLIC_URL: 'https://atlas.example.org',
  });
  agents = (await roleAgents(t)).agents;
});
afterAll(() => t?.close());

const CAMPAIGN = '{ id status recipients sent failed opened clicked openRate clickRate newsletterName tier }';
const CREATE = `mutation($input: CampaignInput!) { createCampaign(input: $input) ${CAMPAIGN} }`;
const SEND = `mutation($id: ID!) { sendCampaign(id: $id) ${CAMPAIGN} }`;
const MARKDOWN = 'Hello **historians**.\n\nRead [the Moon landing](/?event=1) and [a museum](https://museum.example.org/moon).';
const em = () => t.db.orm.em.fork();
const violations = (a: GraphQLAnswer<unknown>) => (a.errors ?? []).flatMap((e) => (e.extensions?.violations as { field: string }[] | undefined) ?? []);
const codes = (a: GraphQLAnswer<unknown>) => (a.errors ?? []).map((e) => e.extensions?.code);
const campaignMails = () => outboxMails(t.outbox).filter((m) => m.subject === 'Moon month');
const tokenIn = (mail: OutboxMail, pattern: RegExp) => pattern.exec(mail.html ?? '')![1]!;

interface Campaign {
  id: string;
  status: string;
  recipients: number;
  sent: number;
  opened: number;
  clicked: number;
  openRate: number;
  clickRate: number;
}

describe('campaigns', () => {
  let campaign: Campaign;

  it('refuses an empty campaign and an unknown newsletter with BAD_USER_INPUT on the argument, and non-admins', async () => {
    const empty = await graphqlAs(agents.admin, CREATE, { input: { newsletter: 'WEEKLY_DIGEST', subject: 'Hi', markdown: '   ' } });
    expect(violations(empty).map((v) => v.field)).toEqual(['input.markdown']);
    const unknown = await graphqlAs(agents.admin, CREATE, { input: { newsletter: 'DAILY_GOSSIP', subject: 'Hi', markdown: 'x' } });
    expect(codes(unknown)).toEqual(['BAD_USER_INPUT']);
    expect(codes(await graphqlAs(agents.user, CREATE, { input: { newsletter: 'WEEKLY_DIGEST', subject: 'Hi', markdown: 'x' } }))).toEqual(['FORBIDDEN']);
    expect(codes(await graphqlAs(agents.signedOut, SEND, { id: '00000000-0000-4000-8000-000000000000' }))).toEqual(['UNAUTHENTICATED']);
    const [{ n }] = await em().execute<[{ n: number }]>('select count(*)::int as n from newsletter_campaigns');
    expect(n).toBe(0);
  });

  it('keeps every campaign call to admins: 401 signed out, 403 for members and moderators', async () => {
    const input = { newsletter: 'WEEKLY_DIGEST', subject: 'Hi', markdown: 'x' };
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, Record<string, unknown>][] = [
      ['{ campaigns(first: 5) { totalCount } }', {}],
      ['query($input: CampaignInput!) { previewCampaign(input: $input) { html } }', { input }],
      ['{ weeklyDigestPreview { html } }', {}],
      [CREATE, { input }],
      ['mutation($id: ID!) { sendTestCampaign(id: $id) }', { id }],
      [SEND, { id }],
    ];
    for (const [document, variables] of calls) {
      expect(codes(await graphqlAs(agents.signedOut, document, variables)), document).toEqual(['UNAUTHENTICATED']);
      expect(codes(await graphqlAs(agents.user, document, variables)), document).toEqual(['FORBIDDEN']);
      expect(codes(await graphqlAs(agents.moderator, document, variables)), document).toEqual(['FORBIDDEN']);
    }
    expect(outboxMails(t.outbox).filter((m) => m.subject.includes('Hi'))).toEqual([]);
  });

  it('previews the mail and sends a test to the admin alone', async () => {
    await addSubscribers(em(), 'reader', 1000);
    await addSubscribers(em(), 'premium', 3, ['premiumInsights']);
    await addSubscribers(em(), 'everything', 2, null);
    await addSubscribers(em(), 'pending', 4, ['weeklyDigest'], 'pending');
    await addSubscribers(em(), 'gone', 4, ['weeklyDigest'], 'unsubscribed');
    const preview = await graphqlAs<{ previewCampaign: { html: string; text: string; recipients: number } }>(
      agents.admin,
      'query($input: CampaignInput!) { previewCampaign(input: $input) { html text recipients } }',
      { input: { newsletter: 'WEEKLY_DIGEST', subject: 'Moon month', markdown: MARKDOWN } },
    );
    expect(preview.data!.previewCampaign.recipients).toBe(1002);
    expect(preview.data!.previewCampaign.html).toContain('<strong>historians</strong>');
    expect(preview.data!.previewCampaign.html).toContain('This Week in History · FREE');
    expect(preview.data!.previewCampaign.text).toContain('the Moon landing (https://atlas.example.org/?event=1)');

    const created = await graphqlAs<{ createCampaign: Campaign }>(agents.admin, CREATE, {
      input: { newsletter: 'WEEKLY_DIGEST', subject: 'Moon month', markdown: MARKDOWN },
    });
    campaign = created.data!.createCampaign;
    expect(campaign).toMatchObject({ status: 'DRAFT', recipients: 0 });
    const test = await graphqlAs(agents.admin, 'mutation($id: ID!) { sendTestCampaign(id: $id) }', { id: campaign.id });
    expect(test.data).toEqual({ sendTestCampaign: true });
    const tests = outboxMails(t.outbox).filter((m) => m.subject === '[Test] Moon month');
    expect(tests.map((m) => m.to)).toEqual([ROLE_EMAIL.admin]);
  });

  it(
    'sends to the 1,002 active subscribers of the newsletter in batches on the queue, each once, with the unsubscribe headers',
    { timeout: 120_000 },
    async () => {
      const sent = await graphqlAs<{ sendCampaign: Campaign }>(agents.admin, SEND, { id: campaign.id });
      expect(sent.data!.sendCampaign).toMatchObject({ status: 'SENDING', recipients: 1002 });
      await waitUntilSent(em(), campaign.id);
      const mails = campaignMails();
      const to = mails.map((m) => m.to);
      expect(to).toHaveLength(1002);
      expect(new Set(to).size).toBe(1002);
      expect(to.filter((a) => /^(premium|pending|gone)/.test(a))).toEqual([]);
      for (const mail of mails.slice(0, 5)) {
        expect(mail.headers!['List-Unsubscribe']).toMatch(/^<https:\/\/atlas\.example\.org\/api\/newsletter\/one-click\?token=[\w-]+>$/);
        expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
        expect(mail.text).toMatch(/Unsubscribe: https:\/\/atlas\.example\.org\/newsletter\/unsubscribe\?token=/);
      }
      const [jobs] = await em().execute<[{ n: number }]>(`select count(*)::int as n from pgboss.job where name = 'newsletter-batch' and state = 'completed'`);
      expect(jobs.n).toBeGreaterThanOrEqual(Math.ceil(1002 / 50));
      // A campaign goes out once.
      expect(codes(await graphqlAs(agents.admin, SEND, { id: campaign.id }))).toEqual(['ALREADY_SENT']);
    },
  );

  it('counts opens and clicks per mail, redirects only to the mail’s links or the site, and the figures follow', async () => {
    const [a, b, c] = campaignMails();
    const track = (m: OutboxMail) => tokenIn(m, /\/api\/newsletter\/o\/([\w-]+)"/);
    expect((await t.http.get(`/api/newsletter/o/${track(a!)}`)).headers['content-type']).toBe('image/gif');
    await t.http.get(`/api/newsletter/o/${track(a!)}`);
    await t.http.get(`/api/newsletter/o/${track(b!)}`);
    const museum = encodeURIComponent('https://museum.example.org/moon');
    const click = await t.http.get(`/api/newsletter/c/${track(c!)}?u=${museum}`);
    expect(click.status).toBe(302);
    expect(click.headers.location).toBe('https://museum.example.org/moon');
    expect((await t.http.get(`/api/newsletter/c/${track(c!)}?u=${encodeURIComponent('https://atlas.example.org/?event=2')}`)).status).toBe(302);
    // No open redirect: an address the mail does not hold, or a forged token, is refused and not counted.
    expect((await t.http.get(`/api/newsletter/c/${track(c!)}?u=${encodeURIComponent('https://evil.example.net/')}`)).status).toBe(400);
    expect((await t.http.get(`/api/newsletter/c/${track(a!).slice(0, -2)}xx?u=${museum}`)).status).toBe(400);
    expect((await t.http.get(`/api/newsletter/o/not-a-token`)).status).toBe(400);
    // The mail's link goes through the redirect.
    expect(c!.html).toContain(`/api/newsletter/c/${track(c!)}?u=${museum}`);

    const list = await graphqlAs<{ campaigns: { edges: { node: Campaign }[] } }>(agents.admin, `{ campaigns(first: 5) { edges { node ${CAMPAIGN} } } }`);
    expect(list.data!.campaigns.edges[0]!.node).toMatchObject({ status: 'SENT', sent: 1002, opened: 2, clicked: 1, openRate: 0.2, clickRate: 0.1 });
    const analytics = await graphqlAs<{ newsletterAnalytics: Record<string, unknown> }>(
      agents.admin,
      '{ newsletterAnalytics { totalSubscribers activeSubscribers weeklyGrowth activeRate delivered openRate clickRate period } }',
    );
    expect(analytics.data!.newsletterAnalytics).toEqual({
      totalSubscribers: 1013,
      activeSubscribers: 1005,
      weeklyGrowth: 0,
      activeRate: 99.2,
      delivered: 1002,
      openRate: 0.2,
      clickRate: 0.1,
      period: 'Last 30 days',
    });
  });
});
