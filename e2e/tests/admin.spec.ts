import { expect, test } from '@playwright/test';
import fs from 'node:fs';
import { ADMIN, signIn, signInAsAdmin } from '../support/outbox';
import { saveScreenshot } from '../support/screenshots';

test('signed out, /admin sends you to /auth; a signed-in reader sees Access Denied with a way back to the map', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, { email: `reader-${Date.now()}@example.org`, password: 'reader password' });
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log In with another account' })).toBeVisible();
  await saveScreenshot(page, 'admin-access-denied');
  await page.getByRole('link', { name: 'Back to map' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("a moderator reaches the moderation queue at /admin from the user menu, and nothing of the admin's", async ({ page, browser }) => {
  const moderator = { email: `moderator-${Date.now()}@example.org`, password: 'moderator password' };
  await signIn(page, moderator);
  const me = (await (await page.request.get('/api/user')).json()) as { id: string };
  // An admin gives the role (GraphQL setUserRole), in a browser of their own.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signInAsAdmin(adminPage);
  const promoted = await adminPage.request.post('/graphql', { data: { query: `mutation { setUserRole(userId: "${me.id}", role: MODERATOR) { role } }` } });
  expect(((await promoted.json()) as { data: { setUserRole: { role: string } } }).data.setUserRole.role).toBe('MODERATOR');
  await adminContext.close();

  // On the map the user menu offers the queue (the page is loaded after the promotion, so it reads the new role).
  await page.goto('/');
  await page
    .getByLabel('User menu')
    .getByRole('button', { name: /Explorer/ })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Moderation Queue' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Users' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Newsletter metrics' })).toHaveCount(0);
  await saveScreenshot(page, 'admin-moderator');
});

test('as admin: metrics, users and subscribers with search and filters, export, moderation', async ({ page }) => {
  await signInAsAdmin(page);
  expect((await page.request.post('/api/newsletter/subscribe', { data: { email: 'fan@example.org', source: 'inline' } })).status()).toBe(200);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const metrics = page.getByRole('region', { name: 'Newsletter metrics' });
  await expect(metrics).toContainText('Total Subscribers');
  await expect(metrics).toContainText('Open Rate');

  const users = page.getByRole('tabpanel', { name: 'Users' });
  await expect(users.getByRole('cell', { name: ADMIN.email })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search users' }).fill('no-such-person-xyz');
  await expect(users).toContainText('No users match your search.');
  await page.getByRole('searchbox', { name: 'Search users' }).fill('ADMIN@e2e');
  await expect(users.getByRole('cell', { name: ADMIN.email })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Export Started' })).toBeVisible();
  const csv = fs.readFileSync(await (await download).path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe('email,firstName,lastName,role,registered,updated');
  expect(csv).toContain(ADMIN.email);
  await saveScreenshot(page, 'admin-users');

  await page.getByRole('tab', { name: 'Subscribers' }).click();
  const subscribers = page.getByRole('tabpanel', { name: 'Subscribers' });
  await expect(subscribers.getByRole('cell', { name: 'fan@example.org' })).toBeVisible();
  await expect(subscribers.getByRole('cell', { name: 'This Week in History FREE' }).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Status' }).selectOption('unsubscribed');
  await expect(subscribers).toContainText('No subscribers match your filters.');

  await page.getByRole('button', { name: 'Send Newsletter' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Campaigns' }).getByRole('form', { name: 'New campaign' })).toBeVisible();

  await page.getByRole('tab', { name: 'Moderation' }).click();
  const moderation = page.getByRole('tabpanel', { name: 'Moderation' });
  const first = moderation.getByRole('listitem').first();
  const name = (await first.getByRole('heading').textContent())!;
  await saveScreenshot(page, 'admin-moderation');
  await first.getByRole('button', { name: 'Validate' }).click();
  await expect(moderation.getByRole('heading', { name, exact: true })).toHaveCount(0);
  const found = await page.request.get(`/api/events/search?q=${encodeURIComponent(name.slice(0, 40))}`);
  const event = ((await found.json()) as { id: string; name: string; verificationStatus: string }[]).find((e) => e.name === name)!;
  expect(event.verificationStatus).toBe('validated');
  // On the map, the event now shows as validated (full opacity, the green label).
  await page.goto(`/?event=${event.id}`);
  await expect(page.getByTestId('verification-status')).toContainText('Validated');
});

test('the detail card shows the verification label of section 4', async ({ page, request }) => {
  const res = await request.post('/graphql', { data: { query: '{ events(filter: { verificationStatus: DISPUTED }, first: 1) { edges { node { id } } } }' } });
  const id = ((await res.json()) as { data: { events: { edges: { node: { id: string } }[] } } }).data.events.edges[0]!.node.id;
  await page.goto(`/?event=${id}`);
  const badge = page.getByTestId('verification-status');
  await expect(badge).toContainText('Disputed');
  await expect(badge).toHaveAttribute('title', 'Conflicting evidence or under review');
});
