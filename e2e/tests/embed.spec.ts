import { expect, test, type Frame, type Page } from '@playwright/test';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hoverUntilPopup, projectToScreen } from '../support/map-pixels';
import { saveScreenshot } from '../support/screenshots';

// Issue 29, point 2: /embed in a page on another origin, the map drawn inside it; the other pages
// cannot be framed; the share popover's Embed code; what a crawler reads of an event's page.

/** Another site: a server of its own on another port, whose page frames `frames` (name -> address). */
async function anotherSite(frames: Record<string, string>): Promise<{ url: string; close: () => void }> {
  const iframes = Object.entries(frames)
    .map(([name, src]) => `<iframe name="${name}" src="${src}" width="800" height="500" style="border:0"></iframe>`)
    .join('');
  const site = http.createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<!doctype html><title>A blog</title><h1>A blog</h1>${iframes}`),
  );
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(site.address() as AddressInfo).port}/`, close: () => site.close() };
}

async function marathonId(page: Page): Promise<string> {
  const found = await page.request.get('/api/events/search?q=Battle%20of%20Marathon');
  const [event] = (await found.json()) as { id: string; name: string }[];
  expect(event?.name).toMatch(/Marathon/);
  return event!.id;
}

/** The frame's map has drawn its events (the app marks the first frame with them). */
async function eventsDrawnIn(frame: Frame): Promise<void> {
  await frame.waitForFunction(() => performance.getEntriesByName('atlas:events-on-gpu').length > 0, undefined, { timeout: 30_000 });
}

test('a page on another origin frames /embed: the map and timeline draw inside it; the map page itself cannot be framed', async ({ page, baseURL }) => {
  const id = await marathonId(page);
  const app = new URL(baseURL!).origin;
  const site = await anotherSite({ embed: `${app}/embed?year=-490&event=${id}`, normal: `${app}/?year=-490` });
  await page.goto(site.url);

  const embed = page.frame({ name: 'embed' })!;
  await eventsDrawnIn(embed);
  const inside = page.frameLocator('iframe[name="embed"]');
  await expect(inside.getByTestId('map')).toBeVisible();
  await expect(inside.getByRole('slider').first()).toBeVisible();
  // The embed's state came from its address: the event's card is open.
  await expect(inside.getByRole('heading', { name: /Battle of Marathon/ }).first()).toBeVisible();
  // No header, no chat, no sign-in popup.
  await expect(inside.getByRole('banner')).toHaveCount(0);
  await expect(inside.getByRole('link', { name: /Sign Up\/Log In/ })).toHaveCount(0);
  await expect(inside.getByRole('link', { name: 'Epoch Atlas ↗' })).toHaveAttribute('target', '_blank');
  // The panels fold away and come back.
  await inside.getByRole('button', { name: 'Hide panels' }).click();
  await expect(inside.getByRole('complementary', { name: 'Periods' })).toHaveCount(0);
  await inside.getByRole('button', { name: 'Show panels' }).click();
  await expect(inside.getByRole('complementary', { name: 'Periods' })).toBeVisible();

  // The map page refuses to be framed (frame-ancestors 'none'): Chromium puts its error page in place of the app.
  await expect.poll(() => page.frame({ name: 'normal' })?.url(), { timeout: 15_000 }).toMatch(/^chrome-error:/);
  await expect(page.frameLocator('iframe[name="normal"]').getByTestId('map')).toHaveCount(0);
  await saveScreenshot(page, 'embed-on-another-site');
  site.close();
});

for (const [width, height] of [
  [1440, 900],
  [360, 740],
] as const) {
  test(`/embed at ${width}x${height}: the map and the timeline alone`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const id = await marathonId(page);
    await page.goto(`/embed?year=-490&event=${id}`);
    await eventsDrawnIn(page.mainFrame());
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hide panels' })).toBeVisible();
    await saveScreenshot(page, `embed-${width}x${height}`);
  });
}

test('the share popover offers Embed: the iframe code of /embed with the event, copied', async ({ page, request }) => {
  expect((await request.post('/api/register', { data: { email: `embed-${Date.now()}@example.org`, password: 'embed password' } })).status()).toBe(201);
  const created = await request.post('/api/events', {
    data: {
      // Alone in the southern Indian Ocean: the toast test (visitor-flows) puts its own event in the South Pacific.
      ...{ name: 'Embed test event', period: 'renaissance-early-modern', startDate: '1500', latitude: -30, longitude: 80 },
      ...{ location: 'Indian Ocean', description: 'An event to embed.', significance: 'It checks the embed code.' },
      ...{ category: 'Culture', subcategory: 'Festivals' },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/?year=1500');
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  const p = projectToScreen(80, -30, { longitude: 0, latitude: 20, zoom: 2, width: 1440, height: 900 });
  const popup = await hoverUntilPopup(page, p);
  await popup.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: /^Share: Embed test event/ });
  await share.getByRole('button', { name: 'Embed' }).click();
  const code = share.getByRole('textbox', { name: /Embed this map/ });
  await expect(code).toHaveValue(
    new RegExp(`^<iframe src="http://[^"]+/embed\\?year=1500&amp;event=${id}" title="Embed test event - Epoch Atlas" width="800" height="500"`),
  );
  await saveScreenshot(page, 'share-popover-embed');
  const snippet = await code.inputValue();
  await share.getByRole('button', { name: 'Copy embed code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Embed code copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
});

test('an event’s page as a crawler reads it: its own title and preview tags, and a card image', async ({ request }) => {
  const found = await request.get('/api/events/search?q=Battle%20of%20Marathon');
  const [event] = (await found.json()) as { id: string; name: string }[];
  const html = await (await request.get(`/?event=${event!.id}`, { headers: { 'user-agent': 'Twitterbot/1.0' } })).text();
  expect(html).toContain(`<meta property="og:title" content="${event!.name}`);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
  const card = await request.get(new URL(image).pathname);
  expect(card.status()).toBe(200);
  expect(card.headers()['content-type']).toBe('image/png');
});
