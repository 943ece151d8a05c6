import { expect, test, type Page } from '@playwright/test';
import { linkTokenFromOutbox, mailFromOutbox, signInAsAdmin, type Mail } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

/** A reader who subscribed from the card's call and followed the confirmation mail: an active subscriber. */
async function confirmedSubscriber(page: Page, email: string) {
  expect((await page.request.post('/api/newsletter/subscribe', { data: { email, source: 'inline' } })).status()).toBe(200);
  const token = await linkTokenFromOutbox(email, 'token');
  expect((await page.request.post('/api/newsletter/confirm', { data: { token } })).status()).toBe(200);
}

/** The tracking image and a tracked link of a newsletter mail, as the reader's mail program loads and follows them. */
function tracked(mail: Mail) {
  const html = mail.html ?? '';
  const image = /src="(http[^"]+\/api\/newsletter\/o\/[\w-]+)"/.exec(html)![1]!;
  const link = /href="(http[^"]+\/api\/newsletter\/c\/[^"]+)"/.exec(html)![1]!.replace(/&amp;/g, '&');
  return { image, link };
}

test('an admin writes, previews, tests and sends a campaign, and sees its figures', async ({ page }) => {
  const reader = `campaign-reader-${Date.now()}@example.org`;
  await confirmedSubscriber(page, reader);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Send Newsletter' }).click();
  const tab = page.getByRole('tabpanel', { name: 'Campaigns' });
  const form = tab.getByRole('form', { name: 'New campaign' });
  const subject = `Moon month ${Date.now()}`;
  await form.getByLabel('Newsletter').selectOption({ label: 'This Week in History (FREE)' });
  await form.getByLabel('Subject').fill(subject);
  await form.getByLabel('Text (Markdown)').fill('Hello **readers**.\n\nThe Moon landing is [on the map](/?year=1969).');

  await form.getByRole('button', { name: 'Preview' }).click();
  const preview = tab.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: `Preview: ${subject}` })).toBeVisible();
  const frame = preview.frameLocator('iframe[title="Mail preview"]');
  await expect(frame.locator('strong')).toHaveText('readers');
  await expect(frame.getByText('This Week in History · FREE')).toBeVisible();
  await saveScreenshot(page, 'admin-campaign-preview');

  await form.getByRole('button', { name: 'Send test to me' }).click();
  await expect(form.getByRole('status')).toHaveText('A test was sent to your address, marked [Test].');
  expect((await mailFromOutbox('admin@e2e.example.org', `[Test] ${subject}`)).text).toContain('Hello readers.');

  await form.getByRole('button', { name: 'Send campaign' }).click();
  await expect(form.getByRole('status')).toContainText(/active subscribers? of This Week in History\. Click Confirm send to send it\./);
  await form.getByRole('button', { name: 'Confirm send' }).click();
  await expect(form.getByRole('status')).toContainText('Sending to');

  // The reader's mail program opens the mail and follows its link.
  const mail = await mailFromOutbox(reader, subject);
  expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const { image, link } = tracked(mail);
  expect((await page.request.get(image)).headers()['content-type']).toBe('image/gif');
  const click = await page.request.get(link, { maxRedirects: 0 });
  expect(click.status()).toBe(302);
  expect(click.headers().location).toMatch(/\/\?year=1969$/);

  const row = tab.getByRole('row').filter({ hasText: subject });
  await expect(async () => {
    await tab.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByRole('cell').nth(2)).toHaveText('sent', { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText('This Week in History FREE');
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^1 \(\d+(\.\d)?%\)$/);
  await expect(row.getByRole('cell').nth(6)).toHaveText(/^1 \(\d+(\.\d)?%\)$/);
  await saveScreenshot(page, 'admin-campaigns');

  // This week's automatic digest, from the curated events whose day falls in the coming week.
  await tab.getByRole('button', { name: "Preview this week's digest" }).click();
  await expect(preview.getByRole('heading', { name: /^Preview: This Week in History: / })).toBeVisible();
  await expect(frame.getByRole('link').first()).toHaveAttribute('href', /\/\?event=[0-9a-f-]{36}$/);
  await saveScreenshot(page, 'admin-digest-preview');

  // The metric cards count from the same records.
  await page.reload();
  const metrics = page.getByRole('region', { name: 'Newsletter metrics' });
  await expect(metrics).toContainText(/Last 30 days, of \d+ mails? sent/);
  await expect(metrics.getByText(/^\d+(\.\d)?%$/).nth(1)).not.toHaveText('0%');
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await saveScreenshot(page, 'admin-metrics-phone');
  await page.getByRole('form', { name: 'New campaign' }).scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-campaign-form-phone');
  await page.getByRole('table').scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'admin-campaigns-phone');
});

test('a subscriber confirms from the mail, then unsubscribes from the link in a newsletter, signed out', async ({ page, browser }) => {
  const reader = `leaving-reader-${Date.now()}@example.org`;
  await page.goto('/news');
  const card = page.getByRole('region', { name: 'Get the weekly historical digest' });
  await expect(card).toContainText('This Week in History FREE');
  await card.getByRole('textbox', { name: 'Email' }).fill(reader);
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('region', { name: 'Newsletter subscription' })).toContainText(`A confirmation email is on its way to ${reader}`);
  await page.goto(`/newsletter/confirm?token=${await linkTokenFromOutbox(reader, 'token')}`);
  await expect(page.getByRole('status')).toContainText('Your subscription is confirmed.');

  // An admin sends a campaign to the weekly digest (through the API the Campaigns tab uses).
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await signInAsAdmin(adminPage);
  const subject = `Farewell test ${Date.now()}`;
  const gql = async (query: string, variables: object) =>
    ((await (await adminPage.request.post('/graphql', { data: { query, variables } })).json()) as { data: Record<string, { id: string }> }).data;
  const created = await gql('mutation($i: CampaignInput!) { createCampaign(input: $i) { id } }', {
    i: { newsletter: 'WEEKLY_DIGEST', subject, markdown: 'One more story.' },
  });
  await gql('mutation($id: ID!) { sendCampaign(id: $id) { id } }', { id: created.createCampaign!.id });

  // The reader follows the unsubscribe link of the mail, in a browser that never signed in.
  const mail = await mailFromOutbox(reader, subject);
  const unsubscribe = /(http\S+\/newsletter\/unsubscribe\?token=[\w-]+)/.exec(mail.text)![1]!;
  const stranger = await browser.newContext();
  const readerPage = await stranger.newPage();
  await readerPage.goto(unsubscribe);
  await expect(readerPage.getByRole('heading', { name: 'Unsubscribe' })).toBeVisible();
  await saveScreenshot(readerPage, 'newsletter-unsubscribe');
  await readerPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(readerPage.getByRole('status')).toHaveText(`${reader} is unsubscribed: you will get no more newsletters from Epoch Atlas.`);
  await readerPage.setViewportSize({ width: 360, height: 740 });
  await saveScreenshot(readerPage, 'newsletter-unsubscribed-phone');
  // Followed again (or forged), the link says so.
  await readerPage.goto(unsubscribe.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')));
  await readerPage.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(readerPage.getByRole('alert')).toContainText('invalid or has expired');

  const listed = await adminPage.request.get(`/api/newsletter/subscribers?search=${encodeURIComponent(reader)}`);
  expect(((await listed.json()) as { status: string }[])[0]!.status).toBe('unsubscribed');
  await stranger.close();
  await admin.close();
});
