import { expect, type Locator, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

/** Where MapLibre draws a longitude/latitude at a zoom, in CSS pixels (Web Mercator, 512 px tiles). */
export function projectToScreen(
  lon: number,
  lat: number,
  view: { longitude: number; latitude: number; zoom: number; width: number; height: number },
): { x: number; y: number } {
  const worldSize = 512 * 2 ** view.zoom;
  const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));
  const x = view.width / 2 + ((lon - view.longitude) / 360) * worldSize;
  const y = view.height / 2 - ((mercatorY(lat) - mercatorY(view.latitude)) / (2 * Math.PI)) * worldSize;
  return { x, y };
}

/**
 * The map as the user sees it, with the panels hidden so that only the map and the deck.gl layers
 * are in the picture. Returns a reader for "is there a strongly coloured pixel near (x, y)": the
 * basemap is muted greys and blues, the period colours are saturated.
 */
export async function captureMap(page: Page): Promise<{ saturatedNear(x: number, y: number, radius: number): boolean; saturatedCount: number }> {
  const hide = await page.addStyleTag({ content: 'header, aside, nav, [role="toolbar"], .maplibregl-ctrl { visibility: hidden !important; }' });
  const png = PNG.sync.read(await page.screenshot());
  await hide.evaluate((el) => (el as Element).remove());
  const saturated = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= png.width || y >= png.height) return false;
    const i = 4 * (Math.round(y) * png.width + Math.round(x));
    const r = png.data[i]!,
      g = png.data[i + 1]!,
      b = png.data[i + 2]!;
    return Math.max(r, g, b) - Math.min(r, g, b) > 60;
  };
  let saturatedCount = 0;
  for (let y = 0; y < png.height; y++) for (let x = 0; x < png.width; x++) if (saturated(x, y)) saturatedCount++;
  return {
    saturatedCount,
    saturatedNear(x, y, radius) {
      for (let dy = -radius; dy <= radius; dy++) for (let dx = -radius; dx <= radius; dx++) if (saturated(x + dx, y + dy)) return true;
      return false;
    },
  };
}

/**
 * The map once it has settled: after the events are drawn, MapLibre may still be fading in tiles
 * and labels for a second or more on a busy machine, which moves a few pixels. Captures until two
 * captures half a second apart count the same.
 */
export async function captureSettledMap(page: Page, timeoutMs = 15_000): ReturnType<typeof captureMap> {
  let previous: number | null = null;
  let last: Awaited<ReturnType<typeof captureMap>> | null = null;
  await expect
    .poll(
      async () => {
        last = await captureMap(page);
        const settled = last.saturatedCount === previous;
        previous = last.saturatedCount;
        return settled;
      },
      { message: 'the map settles', timeout: timeoutMs, intervals: [500] },
    )
    .toBe(true);
  return last!;
}

/** The first frame with the feed's layers is drawn (the app marks it for the benchmark). */
export async function eventsDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('atlas:events-on-gpu').length > 0, undefined, { timeout: 20_000 });
}

/**
 * Rests the pointer on a map point until its event's popup shows, and returns the popup. The
 * pointer comes from a little way off each try: the map picks on pointer moves, and until the
 * layers are drawn (or a tile fades in) a rest on the point finds nothing.
 */
export async function hoverUntilPopup(page: Page, point: { x: number; y: number }, timeoutMs?: number): Promise<Locator> {
  const popup = page.getByTestId('event-popup');
  await expect(async () => {
    await page.mouse.move(point.x - 30, point.y - 30);
    await page.mouse.move(point.x, point.y);
    await expect(popup).toBeVisible({ timeout: 2500 });
  }).toPass(timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  return popup;
}
