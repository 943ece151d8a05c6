/**
 * The map in Chromium (production build): bytes per event on the wire, time until the events are
 * on the GPU, main-thread time of a playback tick, a period toggle and a mode switch, JS heap.
 *
 * Main-thread time comes from the renderer's own accounting (CDP Performance.getMetrics
 * TaskDuration) around each action, minus the same window with no action: it includes React,
 * effects, the URL update and deck.gl issuing the frame, and excludes idle waiting. WebGL here is
 * SwiftShader in Chromium's GPU process, so software rasterising is not in these figures.
 */
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/support/chromium.js';
import { median, round } from './stats.js';

export interface MapFigures {
  events: number;
  wireBytes: number;
  decodedBytes: number;
  bytesPerEventWire: number;
  bytesPerEventDecoded: number;
  eventsOnGpuMs: number;
  tickMs: number;
  periodToggleMs: number;
  modeSwitchMs: number;
  jsHeapMb: number;
}

async function taskMs(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0) * 1000;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1e6;
}

const SETTLE_MS = 250;

/** Main-thread ms of one action: its window's task time minus an idle window's, median of `runs`. */
async function mainThreadMs(page: Page, cdp: CDPSession, runs: number, action: (page: Page, i: number) => Promise<void>): Promise<number> {
  const settle = () => page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), SETTLE_MS);
  const idle: number[] = [];
  const busy: number[] = [];
  for (let i = 0; i < runs; i++) {
    await settle();
    const a = await taskMs(cdp);
    await settle();
    const b = await taskMs(cdp);
    idle.push(b - a);
    await action(page, i);
    await settle();
    busy.push((await taskMs(cdp)) - b);
  }
  return Math.max(0, median(busy) - median(idle));
}

/** One year step, dispatched in the page as the slider's ArrowRight (what a playback tick does). */
const tick = (page: Page) =>
  page.evaluate(() => {
    document.querySelector('[role="slider"][aria-label="Year"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
  });

const togglePeriod = (page: Page) =>
  page.evaluate(() => {
    (document.querySelectorAll('aside[aria-label="Periods"] input[type="checkbox"]')[5] as HTMLInputElement).click();
  });

const switchMode = (page: Page, i: number) =>
  page.evaluate((label) => {
    Array.from(document.querySelectorAll("button")).find((b) => b.textContent === label)!.click();
  }, i % 2 === 0 ? 'What-If' : 'Real');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

export async function benchMap(browser: Browser, baseUrl: string, runs: number): Promise<MapFigures> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const feed = page.waitForResponse((r) => r.url().endsWith('/api/map/points') && r.status() === 200);
    await page.goto(`${baseUrl}/?year=1500`);
    const response = await feed;
    const decodedBytes = (await response.body()).length;
    const wireBytes = (await response.request().sizes()).responseBodySize;
    await page.waitForFunction(() => performance.getEntriesByName('atlas:events-on-gpu').length > 0, undefined, { timeout: 180_000 });
    const eventsOnGpuMs = await page.evaluate(() => performance.getEntriesByName('atlas:events-on-gpu')[0]!.startTime);
    const events = await page.evaluate(async () => {
      const text = document.querySelector('[data-testid="events-counter"]')?.textContent ?? '';
      return Number(/\/(\d+)/.exec(text)?.[1] ?? NaN);
    });
    await page.evaluate(() => (document.querySelector('[role="slider"][aria-label="Year"]') as HTMLElement).focus());
    const tickMs = await mainThreadMs(page, cdp, runs, tick);
    const periodToggleMs = await mainThreadMs(page, cdp, Math.max(4, Math.floor(runs / 2)), togglePeriod);
    const modeSwitchMs = await mainThreadMs(page, cdp, Math.max(4, Math.floor(runs / 2)), switchMode);
    const jsHeapMb = await heapMb(cdp);
    return {
      events,
      wireBytes,
      decodedBytes,
      bytesPerEventWire: round(wireBytes / events, 2),
      bytesPerEventDecoded: round(decodedBytes / events, 2),
      eventsOnGpuMs: round(eventsOnGpuMs),
      tickMs: round(tickMs, 2),
      periodToggleMs: round(periodToggleMs, 2),
      modeSwitchMs: round(modeSwitchMs, 2),
      jsHeapMb: round(jsHeapMb),
    };
  } finally {
    await page.close();
  }
}
