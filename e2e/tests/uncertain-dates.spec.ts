import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { eventsDrawn, projectToScreen } from '../support/map-pixels';
import { saveScreenshot } from '../support/screenshots';

/** Somewhere no curated event stands (the Gibson Desert), so the dot is alone in its pixels. */
const PLACE = { latitude: -24.5, longitude: 128.7 };
const ZOOM = 7;
const VIEWPORT = { width: 1440, height: 900 };

/** How strongly coloured the map is at the event's dot (max minus min channel, 0 to 255), panels hidden. */
async function dotStrength(page: Page, year: number): Promise<number> {
  await page.goto(`/?year=${year}&view=${PLACE.latitude},${PLACE.longitude},${ZOOM}`);
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  await eventsDrawn(page);
  await page.waitForFunction(() => performance.getEntriesByName('atlas:basemap-drawn').length > 0, undefined, { timeout: 20_000 });
  const hide = await page.addStyleTag({ content: 'header, aside, nav, [role="toolbar"], .maplibregl-ctrl { visibility: hidden !important; }' });
  const png = PNG.sync.read(await page.screenshot());
  await hide.evaluate((el) => (el as Element).remove());
  const { x, y } = projectToScreen(PLACE.longitude, PLACE.latitude, { longitude: PLACE.longitude, latitude: PLACE.latitude, zoom: ZOOM, ...VIEWPORT });
  let best = 0;
  for (let dy = -2; dy <= 2; dy++)
    for (let dx = -2; dx <= 2; dx++) {
      const i = 4 * (Math.round(y + dy) * png.width + Math.round(x + dx));
      const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
      best = Math.max(best, Math.max(r, g, b) - Math.min(r, g, b));
    }
  return best;
}

test('an event dated 145X (some time in the 1450s) fades in across those years instead of popping in at a guessed one', async ({ page }) => {
  // Six map loads at zoom 7, each drawing the basemap's 1:10m cells before its capture (issue 30).
  test.slow();
  const account = { email: `uncertain-${Date.now()}@example.org`, password: 'uncertain dates 1' };
  expect((await page.request.post('/api/register', { data: account })).status()).toBe(201);
  const created = await page.request.post('/api/events', {
    data: {
      name: 'Uncertain dot (e2e fade test)',
      startDate: '145X',
      latitude: PLACE.latitude,
      longitude: PLACE.longitude,
      location: 'Gibson Desert, Australia',
      description: 'A test event whose start is known only to the decade, so the map fades it in across the 1450s.',
      significance: 'It shows how the map draws a date nobody knows to the year.',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const event = (await created.json()) as { id: string; startDate: string; startYear: number; endYear: number };
  expect(event).toMatchObject({ startDate: '145X', startYear: 1450, endYear: 1459 });

  const before = await dotStrength(page, 1449);
  const first = await dotStrength(page, 1450);
  const middle = await dotStrength(page, 1455);
  const last = await dotStrength(page, 1459);
  await saveScreenshot(page, 'uncertain-date-fade-1459');
  // Not there before its earliest year; faint at it, stronger through the decade, whole at its latest.
  expect(first, `1450 (${first}) is drawn over the background of 1449 (${before})`).toBeGreaterThan(before);
  expect(middle, `1455 (${middle}) is stronger than 1450 (${first})`).toBeGreaterThan(first);
  expect(last, `1459 (${last}) is stronger than 1455 (${middle})`).toBeGreaterThan(middle);

  // The card says what is uncertain.
  await page.goto(`/?event=${event.id}`);
  await expect(page.getByRole('complementary', { name: 'Event details' }).getByTestId('event-dates')).toHaveText('1450s CE');
  await saveScreenshot(page, 'uncertain-date-card');
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByTestId('event-dates')).toHaveText('1450s CE');
  await saveScreenshot(page, 'uncertain-date-card-phone');
});
