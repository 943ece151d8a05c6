import { expect, test } from '@playwright/test';
import { signInAsAdmin } from '../support/outbox';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { saveScreenshot } from '../support/screenshots';

/** Every route of the spec's table with a text that must be on it. */
const ROUTES: { path: string; heading: RegExp; text: string | RegExp }[] = [
  { path: '/landing', heading: /./, text: 'Browse Without Account' },
  { path: '/about', heading: /./, text: /mission/i },
  { path: '/builders', heading: /./, text: '/graphql' },
  { path: '/sponsors', heading: /./, text: /fiscal sponsor/i },
  { path: '/monetization', heading: /./, text: /creator/i },
  { path: '/partners', heading: /./, text: /Natural Earth|Wikipedia/ },
  { path: '/news', heading: /./, text: /2026/ },
  { path: '/investors', heading: /./, text: /./ },
  { path: '/media-kit', heading: /./, text: 'We respond to press enquiries within 24 hours.' },
  { path: '/terms', heading: /./, text: 'Version 2.1' },
  { path: '/contacts', heading: /./, text: /./ },
  { path: '/no-such-page', heading: /404 Page Not Found/, text: '404 Page Not Found' },
];

for (const route of ROUTES) {
  test(`${route.path}: its content, its own title and description, no serious accessibility problems`, async ({ page }) => {
    const response = await page.goto(route.path);
    // An unknown path gets the app's 404 page with a real 404 status (issue 30).
    expect(response?.status()).toBe(route.path === '/no-such-page' ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    await expect(page.getByRole('main')).toContainText(route.text);
    await expect(page).toHaveTitle(/ - Epoch Atlas$/);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
    await expectNoSeriousA11yViolations(page);
    // Nothing wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('pages have distinct titles and descriptions', async ({ page }) => {
  const seen = new Map<string, string>();
  for (const { path } of ROUTES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const key = `${await page.title()}|${await page.locator('meta[name="description"]').getAttribute('content')}`;
    expect(seen.get(key), `${path} repeats ${seen.get(key)}`).toBeUndefined();
    seen.set(key, path);
  }
});

test('the site menu lists the spec links in order, opens the deck in a new tab, works by keyboard', async ({ page }) => {
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const links = page.getByRole('navigation', { name: 'Site' }).getByRole('link');
  await expect(links).toHaveText([
    'Welcome',
    'About',
    'Partners',
    'Sponsors',
    'Builders',
    'Monetization',
    'Investors',
    'News',
    /Presentation deck/,
    'Media kit',
    'Contacts',
    'Terms',
  ]);
  const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
  expect(hrefs.filter((h) => !h!.includes('#deck'))).toEqual([
    '/landing',
    '/about',
    '/partners',
    '/sponsors',
    '/builders',
    '/monetization',
    '/investors',
    '/news',
    '/media-kit',
    '/contacts',
    '/terms',
  ]);
  const deck = links.filter({ hasText: 'Presentation deck' });
  await expect(deck).toHaveAttribute('target', '_blank');
  await expect(deck).toHaveAttribute('rel', /noopener/);
  await page.keyboard.press('Escape');
  await expect(links).toHaveCount(0);
  await expect(toggle).toBeFocused();

  await toggle.click();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Contacts' }).click();
  await expect(page).toHaveURL(/\/contacts$/);
});

test('landing buttons lead to /auth and to the map; partner links open in a new tab', async ({ page }) => {
  await page.goto('/landing');
  await expect(page.getByRole('link', { name: 'Log In to Explore' })).toHaveAttribute('href', '/auth');
  await expect(page.getByRole('link', { name: 'Browse Without Account' })).toHaveAttribute('href', '/');
  await page.goto('/partners');
  const external = page.getByRole('main').locator('a[href^="http"]');
  await expect(external).toHaveCount(2);
  for (const a of await external.all()) {
    await expect(a).toHaveAttribute('target', '_blank');
    await expect(a).toHaveAttribute('rel', /noopener/);
  }
});

test('contacts: client checks, a stored message, and the admin sees it', async ({ page }) => {
  await page.goto('/contacts');
  const form = page.getByRole('form', { name: 'Contact us' });
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('alert').first()).toHaveText('Required');
  await form.getByLabel('First name').fill('Grace');
  await form.getByLabel('Last name').fill('Hopper');
  await form.getByLabel('Email').fill('grace@example.org');
  await form.getByLabel('Subject').fill('Collaboration');
  await form.getByLabel('Message').fill('We would like to add naval history.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status')).toContainText('Thank you');
  await saveScreenshot(page, 'contacts-desktop');

  await signInAsAdmin(page);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Messages' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Messages' })).toContainText('We would like to add naval history.');
});

test('the terms can be printed and downloaded', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.getByText('Last updated January 24 2025')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/terms.*\.txt$/);
  await page.evaluate(() => (window.print = () => document.body.setAttribute('data-printed', 'yes')));
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('pages fit the width; the main screen keeps its controls reachable', async ({ page }) => {
    for (const { path } of ROUTES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
      if (['/landing', '/about', '/contacts', '/no-such-page'].includes(path)) await saveScreenshot(page, `phone${path.replaceAll('/', '-')}`);
    }
    await page.goto('/');
    await expect(page.getByTestId('events-counter')).not.toContainText('...');
    await expect(page.getByRole('slider', { name: 'Year' })).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Play' })).toBeInViewport();
    await expect(page.getByRole('searchbox', { name: 'Search events' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'phone-main');
  });
});

test('desktop screenshots of the main pages', async ({ page }) => {
  for (const path of ['/landing', '/about', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await saveScreenshot(page, `desktop${path.replaceAll('/', '-')}`);
  }
});

test('the main screen, its dialogs, the auth page and the admin dashboard pass axe', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await expect(page).toHaveTitle('Map of history - Epoch Atlas');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Help guide' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await signInAsAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('a screen whose code is gone (a deploy replaced it) reloads once, then offers a reload instead of a blank page', async ({ page }) => {
  // The open tab names the old chunk of the About page; the server no longer has it.
  const gone = /\/assets\/about-page-[^/]+\.js$/;
  await page.route(gone, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }));
  await page.goto('/landing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  // A link inside the app: the router loads the About page's chunk.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  // First the automatic reload (a new build may be out); the chunk is still missing after it.
  await reloaded;
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('This page could not be loaded');
  await expect(alert.getByRole('link', { name: 'Back to the map' })).toHaveAttribute('href', '/');
  expect(page.url()).toMatch(/\/about$/);
  await saveScreenshot(page, 'desktop-chunk-missing');
  // The chunk is back (the cache or the network recovered): Reload shows the page.
  await page.unroute(gone);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('main')).toContainText(/mission/i);
});
