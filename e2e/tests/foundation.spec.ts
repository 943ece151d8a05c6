import { expect, test } from '@playwright/test';
import { allEvents } from '../support/graphql';
import { captureSettledMap, eventsDrawn, projectToScreen } from '../support/map-pixels';
import { saveScreenshot } from '../support/screenshots';

test.describe('the built app on one port', () => {
  test('the main screen draws the seeded events over the basemap', async ({ page, request }) => {
    const events = await request.get('/api/events');
    expect(events.ok()).toBe(true);
    const total = ((await events.json()) as unknown[]).length;
    expect(total).toBeGreaterThanOrEqual(50);
    // The events the server says are visible in 1945 (real mode) are the ones that must be drawn.
    type Row = { latitude: number; longitude: number; category: string };
    const rows = await allEvents<Row>(request, '{ year: 1945, mode: REAL }', 'latitude longitude category');
    // Point-like events are opaque markers; territorial ones are translucent circles in metres.
    const markers = rows.filter((r) => !['MAJOR_DISRUPTIONS_AND_CONFLICTS', 'GLOBAL_PERIODS_OF_PROSPERITY'].includes(r.category));

    await page.goto('/?year=1945');
    await expect(page.getByRole('heading', { name: 'Epoch Atlas' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Periods' }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByTestId('events-counter')).toHaveText(`Events: ${rows.length}/${total}`);
    // MapLibre and deck.gl share one WebGL canvas (interleaved overlay).
    await expect(page.locator('[data-testid="map"] canvas.maplibregl-canvas')).toBeVisible();
    await eventsDrawn(page);
    await saveScreenshot(page, 'main-screen');

    // The deck.gl layer really drew: period-coloured pixels sit where the events are.
    const map = await captureSettledMap(page);
    const view = { longitude: 0, latitude: 20, zoom: 2, width: 1440, height: 900 };
    const onScreen = markers
      .map((r) => projectToScreen(r.longitude, r.latitude, view))
      .filter((p) => p.x > 5 && p.y > 5 && p.x < view.width - 5 && p.y < view.height - 5);
    const drawn = onScreen.filter((p) => map.saturatedNear(p.x, p.y, 2));
    expect(onScreen.length).toBeGreaterThan(3);
    expect(drawn.length / onScreen.length).toBeGreaterThan(0.9);
  });

  test('GraphQL answers on /graphql with the period table', async ({ request }) => {
    const res = await request.post('/graphql', {
      data: { query: '{ periods { key startYear endYear } }' },
      headers: { 'content-type': 'application/json' },
    });
    const body = (await res.json()) as { data: { periods: { key: string; startYear: number }[] } };
    expect(body.data.periods[0]).toEqual({ key: 'DEEP_ANCIENT', startYear: -3500, endYear: -500 });
  });

  test('unknown pages show the 404 page; unknown API paths answer a JSON 404', async ({ page, request }) => {
    const deepLink = await page.goto('/no/such/page');
    expect(deepLink?.status()).toBe(404); // the app's page, with the status of a page that is not there (issue 30)
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await saveScreenshot(page, 'not-found');

    const api = await request.get('/api/no-such-endpoint');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: expect.stringContaining('No API route') });
  });
});

test.describe('Content-Security-Policy', () => {
  test('the map, its workers and the site pages run under the CSP without a single violation', async ({ page }) => {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations ??= [];
        (window as unknown as { __cspViolations: string[] }).__cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    page.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto('/?year=1945');
    expect(response?.headers()['content-security-policy']).toContain("worker-src 'self' blob:");
    await expect(page.getByTestId('events-counter')).toContainText('Events:');
    await page.getByRole('button', { name: 'Browse Events' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const inPage = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    await page.goto('/landing');
    await expect(page.locator('h1').first()).toBeVisible();
    const onLanding = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    expect([...violations, ...inPage, ...onLanding]).toEqual([]);
  });
});
