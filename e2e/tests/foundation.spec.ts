import { expect, test } from '@playwright/test';
import { captureMap, projectToScreen } from '../support/map-pixels';
import { saveScreenshot } from '../support/screenshots';

test.describe('the built app on one port', () => {
  test('the main screen draws the seeded events over the basemap', async ({ page, request }) => {
    const events = await request.get('/api/events');
    expect(events.ok()).toBe(true);
    const rows = (await events.json()) as { latitude: number; longitude: number }[];
    const total = rows.length;
    expect(total).toBeGreaterThanOrEqual(50);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Epoch Atlas' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Periods' }).getByRole('listitem')).toHaveCount(7);
    await expect(page.getByText(`Events: ${total}`)).toBeVisible();
    // MapLibre and deck.gl share one WebGL canvas (interleaved overlay).
    await expect(page.locator('[data-testid="map"] canvas.maplibregl-canvas')).toBeVisible();
    await page.waitForTimeout(1500); // let MapLibre and deck.gl finish their first frames
    await saveScreenshot(page, 'main-screen');

    // The deck.gl layer really drew: period-coloured pixels sit where the events are.
    const map = await captureMap(page);
    const view = { longitude: 0, latitude: 20, zoom: 2, width: 1440, height: 900 };
    const onScreen = rows
      .map((r) => projectToScreen(r.longitude, r.latitude, view))
      .filter((p) => p.x > 5 && p.y > 5 && p.x < view.width - 5 && p.y < view.height - 5);
    const drawn = onScreen.filter((p) => map.saturatedNear(p.x, p.y, 2));
    expect(onScreen.length).toBeGreaterThan(20);
    expect(drawn.length / onScreen.length).toBeGreaterThan(0.9);
  });

  test('GraphQL answers on /graphql with the period table', async ({ request }) => {
    const res = await request.post('/graphql', {
      data: { query: '{ periods { key startYear endYear } }' },
      headers: { 'content-type': 'application/json' },
    });
    const body = (await res.json()) as { data: { periods: { key: string; startYear: number }[] } };
    expect(body.data.periods[0]).toEqual({ key: 'deep-ancient', startYear: -3500, endYear: -500 });
  });

  test('unknown pages show the 404 page; unknown API paths answer a JSON 404', async ({ page, request }) => {
    const deepLink = await page.goto('/no/such/page');
    expect(deepLink?.status()).toBe(200); // history fallback: the app decides
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await saveScreenshot(page, 'not-found');

    const api = await request.get('/api/no-such-endpoint');
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ message: expect.stringContaining('No API route') });
  });
});
