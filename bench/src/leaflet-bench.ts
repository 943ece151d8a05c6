/**
 * The baseline for the map's tick (issue 32): the same points drawn by Leaflet on a canvas
 * (leaflet-page.ts), measured as the product's map is: ticks until drawn with the GPU process's CPU
 * (map-tick-drawn.ts), then the main thread per tick in the same windows of ticks (map-bench.ts).
 */
import type { Browser, Page, Route } from '@playwright/test';
import { mapFeedOffsets } from '../../graphql-api/src/domain/map-feed-layout.js';
import { leafletPageFiles } from './leaflet-page.js';
import { TICKS_PER_WINDOW, idleFrames, mainThreadMs, ticks, type ActionFigures } from './map-bench.js';
import { DRAWN_FROM_YEAR, tickUntilDrawn, type DrawnFigures } from './map-tick-drawn.js';
import { round } from './stats.js';

export interface LeafletFigures {
  events: number;
  /** Navigation until the first frame with the markers, rasterised (ms). */
  firstDrawnMs: number;
  /** Markers on the canvas at the year the page opens at (the events visible then). */
  markersAtStart: number;
  drawn: DrawnFigures;
  /** Main thread per tick with its frame, in the windows the product's tick is measured in. */
  tick: ActionFigures;
}

/** Where the bench serves the page, on the API's origin (never reaching the server). */
const PREFIX = '/bench/leaflet/';

/** Opens the page, served from the bench's memory, and waits for its first frame with the markers. */
async function openLeafletPage(browser: Browser, baseUrl: string): Promise<{ page: Page; events: number }> {
  // The feed's event count gives the column offsets the page decodes with (the domain layout).
  const head = await fetch(`${baseUrl}/api/map/points`, { method: 'HEAD' });
  const events = Number(head.headers.get('x-event-count'));
  if (!head.ok || !Number.isInteger(events)) throw new Error(`HEAD /api/map/points answered ${head.status} without an event count`);
  const files = leafletPageFiles({ offsets: mapFeedOffsets(events), year: DRAWN_FROM_YEAR });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const serve = (route: Route) => {
    const file = files[new URL(route.request().url()).pathname.slice(PREFIX.length)];
    return file ? route.fulfill({ body: file.body, contentType: file.contentType }) : route.fallback();
  };
  await page.route(`${baseUrl}${PREFIX}*`, serve);
  await page.goto(`${baseUrl}${PREFIX}page`);
  await page.waitForFunction(() => performance.getEntriesByName('bench:leaflet-drawn').length > 0, undefined, { timeout: 180_000 });
  // Nothing more is requested: no request is paused for the route while measuring.
  await page.unrouteAll();
  return { page, events };
}

export async function benchLeaflet(browser: Browser, baseUrl: string, runs: number): Promise<LeafletFigures> {
  const { page, events } = await openLeafletPage(browser, baseUrl);
  try {
    const firstDrawnMs = await page.evaluate(() => performance.getEntriesByName('bench:leaflet-drawn')[0]!.startTime);
    const markersAtStart = await page.evaluate(() => (window as unknown as { benchMarkers(): number }).benchMarkers());
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Profiler.enable');
    const drawn = await tickUntilDrawn(browser, page);
    // The main-thread windows without the CPU profiler's (their split of GPU waits is the product's question).
    const tick = await mainThreadMs(page, cdp, runs, ticks, () => idleFrames(page), TICKS_PER_WINDOW, 0);
    return { events, firstDrawnMs: round(firstDrawnMs), markersAtStart, drawn, tick };
  } finally {
    await page.close();
  }
}
