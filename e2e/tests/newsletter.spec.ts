import { expect, test } from '@playwright/test';
import { linkTokenFromOutbox } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

const SUCCESS = "Successfully subscribed! You'll receive your first historical digest soon.";

test('newsletter card: a valid email is required, then it subscribes for real with the success card and toast', async ({ page }) => {
  const email = `reader-${Date.now()}@example.org`;
  await page.goto('/news');
  const card = page.getByRole('region', { name: 'Get the weekly historical digest' });
  const input = card.getByRole('textbox', { name: 'Email' });
  const subscribe = card.getByRole('button', { name: 'Subscribe' });
  await expect(subscribe).toBeDisabled();
  await input.fill('not an email');
  await subscribe.click();
  await expect(card.getByRole('alert')).toHaveText('Valid email required');

  const sent = page.waitForRequest('**/api/newsletter/subscribe');
  await input.fill(`  ${email}  `);
  await subscribe.click();
  expect((await sent).postDataJSON()).toEqual({ email, preferences: { weeklyDigest: true, premiumInsights: false, historianCorner: false }, source: 'inline' });
  await expect(page.getByRole('status').filter({ hasText: SUCCESS })).toBeVisible();
  const done = page.getByRole('region', { name: 'Newsletter subscription' });
  await expect(done).toContainText('You are subscribed');
  await expect(done).toContainText(`A confirmation email is on its way to ${email}`);

  // The subscriber follows the link in the mail (the dev outbox) and is confirmed.
  const token = await linkTokenFromOutbox(email, 'token');
  await page.goto(`/newsletter/confirm?token=${token}`);
  await expect(page.getByRole('status')).toHaveText("Your subscription is confirmed. You'll receive your first historical digest soon.");
  await saveScreenshot(page, 'newsletter-confirmed');
});

test('newsletter card: a failing server shows the failure toast and keeps the form', async ({ page }) => {
  // The one boundary mock: the subscribe call answers 500 (a real server failure cannot be caused on demand).
  await page.route('**/api/newsletter/subscribe', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Internal server error"}' }),
  );
  await page.goto('/monetization');
  const card = page.getByRole('region', { name: 'Get the weekly historical digest' });
  await card.getByRole('textbox', { name: 'Email' }).fill('reader@example.org');
  await card.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscription failed - Please try again later.' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expect(card.getByRole('textbox', { name: 'Email' })).toHaveValue('reader@example.org');
});
