/**
 * What one load of the map costs on this machine's software GPU, and which part of the page it
 * comes from: `npx tsx bench/src/map-load-cost.ts [--events 10000] [--runs 4] [--data-dir DIR]`.
 * Seeds (or tops up) a database as map-at.ts does, starts the production build, and loads
 * `/?year=1945` at 1440×900 in a fresh browser context per run, four ways: as served; with the
 * basemap's files served empty (no land, rivers or places; transparent relief tiles); with the
 * events feed refused (no events at all); and with both. For each: the wall time until the basemap is drawn (the
 * `atlas:basemap-drawn` mark), the GPU process's CPU over the load, the main thread's blocking time
 * (long animation frames), and the animation frames the page ran. Medians over the runs.
 *
 * Why: the e2e suite loads the map about a hundred times, and Lighthouse and the first-events
 * target measure a load; this says how much of a load is our content and how much the GPU's set-up.
 */
import { parseArgs } from 'node:util';
import { PNG } from 'pngjs';
import type { Browser, Page } from 'playwright';
import { eventCount, openBenchDatabase } from './database.js';
import { launchBrowser } from './map-bench.js';
import { gpuCpuSeconds } from './map-tick-drawn.js';
import { seedSynthetic, startApiServer } from './processes.js';
import { median } from './stats.js';

const { values } = parseArgs({
  options: { events: { type: 'string', default: '10000' }, runs: { type: 'string', default: '4' }, 'data-dir': { type: 'string' } },
});
const events = Number(values.events);
const runs = Number(values.runs);

interface LoadCost {
  drawnMs: number;
  gpuCpuMs: number;
  blockingMs: number;
  frames: number;
}

const EMPTY_JSON = JSON.stringify({ type: 'FeatureCollection', features: [] });
const EMPTY_TILE = PNG.sync.write(new PNG({ width: 256, height: 256 }));

const VARIANTS: Record<string, (page: Page) => Promise<void>> = {
  'as served': async () => {},
  'basemap files empty': async (page) => {
    await page.route(/\/basemap\/(cells\/)?[\w-]+\.json$/, (r) => r.fulfill({ contentType: 'application/json', body: EMPTY_JSON }));
    await page.route(/\/basemap\/relief\//, (r) => r.fulfill({ contentType: 'image/png', body: EMPTY_TILE }));
  },
  'no events feed': async (page) => {
    await page.route(/\/api\/map\//, (r) => r.abort());
  },
  'neither (the page and two empty WebGL maps)': async (page) => {
    await VARIANTS['basemap files empty']!(page);
    await VARIANTS['no events feed']!(page);
  },
};

/** Counts animation frames and sums long animation frames' blocking time from the page's start. */
const PAGE_PROBE = `window.__frames = 0; window.__blocking = 0;
const tick = () => { window.__frames++; requestAnimationFrame(tick); }; requestAnimationFrame(tick);
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__blocking += e.blockingDuration; }).observe({ type: 'long-animation-frame', buffered: true });`;

async function loadOnce(browser: Browser, url: string, variant: (page: Page) => Promise<void>): Promise<LoadCost> {
  const session = await browser.newBrowserCDPSession();
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(PAGE_PROBE);
    await variant(page);
    const before = await gpuCpuSeconds(session);
    await page.goto(`${url}/?year=1945`);
    await page.waitForFunction(() => performance.getEntriesByName('atlas:basemap-drawn').length > 0, undefined, { timeout: 90_000 });
    const gpuCpuMs = ((await gpuCpuSeconds(session)) - before) * 1000;
    const [drawnMs, blockingMs, frames] = await page.evaluate<[number, number, number]>(
      `[performance.getEntriesByName('atlas:basemap-drawn')[0].startTime, window.__blocking, window.__frames]`,
    );
    return { drawnMs, gpuCpuMs, blockingMs, frames };
  } finally {
    await context.close();
    await session.detach();
  }
}

const db = await openBenchDatabase(values['data-dir']);
const browser = await launchBrowser();
try {
  const seeded = await eventCount(db.url);
  if (events > seeded) await seedSynthetic(db.url, events - seeded, seeded === 0 ? 1000 : 2000);
  const api = await startApiServer(db.url);
  try {
    await api.waitUntilReady();
    console.log(
      `| ${events.toLocaleString('en')} events, /?year=1945 at 1440×900, median of ${runs} | basemap drawn (ms) | GPU process CPU (ms) | main thread blocking (ms) | animation frames |`,
    );
    console.log('|---|---:|---:|---:|---:|');
    for (const [name, variant] of Object.entries(VARIANTS)) {
      const loads: LoadCost[] = [];
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, api.url, variant));
      const m = (pick: (l: LoadCost) => number) => Math.round(median(loads.map(pick))).toLocaleString('en');
      console.log(`| ${name} | ${m((l) => l.drawnMs)} | ${m((l) => l.gpuCpuMs)} | ${m((l) => l.blockingMs)} | ${m((l) => l.frames)} |`);
    }
  } finally {
    await api.stop();
  }
} finally {
  await browser.close();
  await db.stop();
}
