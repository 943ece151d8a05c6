import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { saveScreenshot } from '../support/screenshots';

// Issue 30: the offline basemap at every zoom, and territory circles that let it show through.

const PANELS = 'header, aside, nav, [role="toolbar"], section[aria-label="Timeline"], .maplibregl-ctrl, button { visibility: hidden !important; }';

/** The map alone (panels hidden), as pixels; `hide` adds more CSS for the capture. */
async function capture(page: Page, hide = '') {
  const style = await page.addStyleTag({ content: PANELS + hide });
  const png = PNG.sync.read(await page.screenshot());
  await style.evaluate((el) => (el as Element).remove());
  return png;
}

/** Label pixels: near-white greys (the place names' colour), which nothing else on the map has. */
function labelPixels(png: PNG): number {
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    const [r, g, b] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    if (Math.min(r, g, b) > 185 && Math.max(r, g, b) - Math.min(r, g, b) < 30) n++;
  }
  return n;
}

async function open(page: Page, url: string) {
  const cells: string[] = [];
  const pending = new Set<string>();
  const failed: string[] = [];
  page.on('request', (r) => pending.add(r.url()));
  page.on('requestfinished', (r) => pending.delete(r.url()));
  page.on('requestfailed', (r) => {
    pending.delete(r.url());
    failed.push(`${r.url()} (${r.failure()?.errorText})`);
  });
  page.on('response', (r) => {
    if (r.url().includes('/basemap/cells/') && r.status() === 200) cells.push(new URL(r.url()).pathname);
  });
  await page.goto(url);
  await expect(page.getByTestId('events-counter')).not.toContainText('...');
  // MapLibre is idle only once every request it made has settled: if it never gets there, say which did not.
  await page
    .waitForFunction(() => performance.getEntriesByName('atlas:basemap-drawn').length > 0, undefined, { timeout: 30_000 })
    .catch((e: Error) => {
      throw new Error(`${e.message}\nstill pending: ${[...pending].join(', ') || 'none'}\nfailed: ${failed.join(', ') || 'none'}`);
    });
  return cells;
}

test('zoom 2: the world files only, with the largest places named', async ({ page }) => {
  const cells = await open(page, '/?year=1945');
  expect(cells).toEqual([]);
  expect(labelPixels(await capture(page))).toBeGreaterThan(300);
});

for (const [where, url, cell] of [
  ['Paris in 1945', '/?year=1945&view=48.8566,2.3522,8.00', '/basemap/cells/12_9.json'],
  ['the Nile in 1450 BCE', '/?year=-1450&view=25.7000,32.6000,8.00', '/basemap/cells/14_7.json'],
] as const) {
  test(`zoom 8 over ${where}: the 1:10m cell of the view, towns named`, async ({ page }) => {
    const cells = await open(page, url);
    expect(cells).toContain('/basemap/cells/index.json');
    expect(cells).toContain(cell);
    // Only the cells the view touches: a handful, not the world's 239.
    expect(cells.length).toBeLessThan(6);
    expect(labelPixels(await capture(page))).toBeGreaterThan(100);
  });
}

test('a territory circle that covers the screen lets the basemap show through (its fill fades)', async ({ page }) => {
  await open(page, '/?year=1945&view=48.8566,2.3522,8.00');
  const withEvents = await capture(page);
  const basemapOnly = await capture(page, ' canvas:not(.maplibregl-canvas) { visibility: hidden !important; }');
  // Mean colour difference over a corner of the screen away from the city markers.
  let diff = 0;
  let n = 0;
  for (let y = 560; y < 700; y += 2) {
    for (let x = 1100; x < 1400; x += 2) {
      const i = 4 * (y * withEvents.width + x);
      diff +=
        Math.abs(withEvents.data[i]! - basemapOnly.data[i]!) +
        Math.abs(withEvents.data[i + 1]! - basemapOnly.data[i + 1]!) +
        Math.abs(withEvents.data[i + 2]! - basemapOnly.data[i + 2]!);
      n++;
    }
  }
  const mean = diff / n;
  // The circle is there (its tint), but faint: before, its flat fill hid the basemap (a mean of about 80).
  expect(mean).toBeGreaterThan(1);
  expect(mean).toBeLessThan(20);
  await saveScreenshot(page, 'basemap-paris-1945-faded-territory');
});

/** How many pixels differ (any channel by more than 12) between two captures of the same view. */
function changedPixels(a: PNG, b: PNG): number {
  let n = 0;
  for (let i = 0; i < a.data.length; i += 4) {
    if (Math.max(Math.abs(a.data[i]! - b.data[i]!), Math.abs(a.data[i + 1]! - b.data[i + 1]!), Math.abs(a.data[i + 2]! - b.data[i + 2]!)) > 12) n++;
  }
  return n;
}

/**
 * The basemap alone (panels and the events' canvas hidden), once as served and once with the files
 * `replaced` matches served as `empty` (a transparent tile, no features). Served, not aborted: an
 * aborted tile makes MapLibre fetch its parents, and that fails too, so the second view would
 * measure error handling rather than the map without those files.
 */
async function withAndWithout(page: Page, url: string, replaced: RegExp, empty: { contentType: string; body: Buffer | string }) {
  const events = ' canvas:not(.maplibregl-canvas) { visibility: hidden !important; }';
  await open(page, url);
  const whole = await capture(page, events);
  await page.route(replaced, (route) => route.fulfill({ status: 200, ...empty }));
  await open(page, url);
  const without = await capture(page, events);
  await page.unroute(replaced);
  return { whole, without };
}

test('relief, river centrelines and the labels’ glyphs all come from the app, and nothing from another server', async ({ page, baseURL }) => {
  const loaded: string[] = [];
  const foreign: string[] = [];
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.protocol.startsWith('http') && u.origin !== new URL(baseURL!).origin) foreign.push(r.url());
    if (r.status() === 200) loaded.push(decodeURIComponent(u.pathname));
  });
  // The world view: the relief tiles of zoom 3 (the map's zoom 2 in 512-pixel tiles), the rivers, Latin letters.
  await open(page, '/?year=1945');
  expect(loaded).toContain('/basemap/fonts/Noto Sans Regular/0-255.pbf');
  expect(loaded).toContain('/basemap/river-lines.json');
  expect(loaded.some((p) => /^\/basemap\/relief\/3\/\d\/\d\.png$/.test(p))).toBe(true);
  // Over the Nile, the names' macrons and dotted letters (Isnā, Idfū): Latin Extended-A.
  await open(page, '/?year=-1450&view=25.7000,32.6000,8.00');
  expect(loaded).toContain('/basemap/fonts/Noto Sans Regular/256-511.pbf');
  expect(foreign).toEqual([]);
});

test('the shaded relief is drawn over the land (zoom 2)', async ({ page }) => {
  test.slow(); // two loads of the map: up to 30 s under load
  const { whole, without } = await withAndWithout(page, '/?year=1945', /\/basemap\/relief\//, {
    contentType: 'image/png',
    body: PNG.sync.write(new PNG({ width: 256, height: 256 })),
  });
  // Mountains the world over: thousands of pixels lighter or darker than the flat land colour.
  expect(changedPixels(whole, without)).toBeGreaterThan(5000);
});

test('the Nile is drawn as a river line at zoom 8 (its centreline, over the banks)', async ({ page }) => {
  test.slow(); // two loads of the map: up to 30 s under load
  const { whole, without } = await withAndWithout(page, '/?year=-1450&view=25.7000,32.6000,8.00', /\/basemap\/river-lines\.json/, {
    contentType: 'application/json',
    body: JSON.stringify({ type: 'FeatureCollection', features: [] }),
  });
  // A line across the 900 pixels of the screen, two or three pixels wide.
  expect(changedPixels(whole, without)).toBeGreaterThan(1200);
});
