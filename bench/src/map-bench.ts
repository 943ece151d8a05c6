/**
 * The map in Chromium (production build): bytes per event on the wire, time until the events are
 * on the GPU, main-thread time of a playback tick, a period toggle and a mode switch, JS heap.
 *
 * Main-thread time comes from Chrome's own accounting of the renderer's main thread (task time and
 * CPU time, CDP Performance.getMetrics) over a window per action: React, effects, the URL update and
 * deck.gl issuing the frame count as work. Time blocked in GL calls that wait for the GPU
 * (readPixels, shader status) is split off from a CPU profile and reported apart, because WebGL
 * here is SwiftShader: a software rasteriser in the GPU process.
 */
import { chromium, type Browser, type CDPSession, type Page, type Response } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/support/chromium.js';
import { mapFeedOffsets } from '../../graphql-api/src/domain/map-feed-layout.js';
import { installDeckProbes, tickUntilDrawn, type DrawnFigures } from './map-tick-drawn.js';
import { median, round } from './stats.js';

/** Natives that block the main thread until the GPU process (a software rasteriser here) catches up. */
const GPU_WAITS = new Set(['readPixels', 'getShaderParameter', 'getProgramParameter', 'clientWaitSync', 'finish', 'getError']);
/** Samples that are not work: the renderer waiting for something to do. */
const NOT_WORK = new Set(['(idle)', '(program)', '(root)']);

interface Profile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Splits a CPU profile's sampled time into our main-thread work and time blocked on the GPU. */
function splitProfile(profile: Profile): { workMs: number; gpuWaitMs: number } {
  const name = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]));
  let work = 0;
  let gpu = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const fn = name.get(id) ?? '';
    if (GPU_WAITS.has(fn)) gpu += ms;
    else if (!NOT_WORK.has(fn)) work += ms;
  });
  return { workMs: work, gpuWaitMs: gpu };
}

export interface ActionFigures {
  /**
   * Actions per window: 1, or the ticks of a playback window (one per animation frame). With more
   * than one, every figure below is per action (per frame for the idle windows).
   */
  perWindow?: number;
  /** Windows with the action measured: `runs`, or fewer where frames take seconds (WINDOWS_BUDGET_MS). */
  windows?: number;
  /** Main-thread task time (Chrome's TaskDuration) over a window with the action: median window. */
  taskMs: number;
  /** The same over an equal window with no action, alternating with them (median). */
  idleTaskMs: number;
  /** Main-thread CPU time (Chrome's ThreadTime) over the action's windows and the idle ones (medians). */
  cpuMs: number;
  idleCpuMs: number;
  /** The CPU profiler's view over fewer windows: sampled work (the 100 µs sampling adds its own cost), action and idle. */
  sampledMs: number;
  idleSampledMs: number;
  /** Main thread blocked waiting for the GPU per action (software rasterising here), from the profile, reported apart. */
  gpuWaitMs: number;
}

/** What cold navigations to the map show: the feed's size and when its events reach the GPU. */
export interface FirstLoadFigures {
  events: number;
  wireBytes: number;
  decodedBytes: number;
  bytesPerEventWire: number;
  bytesPerEventDecoded: number;
  /** Navigation until the feed had arrived, unpacked by the worker, on the main thread. */
  feedLoadedMs?: number;
  /** Navigation until the first frame deck.gl issued with the feed's layers (attributes uploaded): median of LOADS navigations. */
  eventsOnGpuMs: number;
  /** Each navigation's figure, in order. */
  eventsOnGpuRunsMs?: number[];
  /** Navigation until that frame was rasterised (the software GPU finished it): reported apart. */
  eventsRasterisedMs: number;
  jsHeapMb: number;
}

/** The first loads, then the actions on the last one's page (jsHeapMb after them). */
export interface MapFigures extends FirstLoadFigures {
  tick: ActionFigures;
  /** A tick until its frame is rasterised, and the GPU process's CPU per tick (map-tick-drawn.ts). */
  tickDrawn?: DrawnFigures;
  periodToggle: ActionFigures;
  modeSwitch: ActionFigures;
}

async function heapMb(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0) / 1e6;
}

const SETTLE_MS = 250;
/** Windows under the CPU profiler per action, for the GPU-wait split (an even number keeps a mode switch's alternation). */
const PROFILED_RUNS = 6;
/**
 * Time for one action's windows (plain and profiled). At a million events a software-GPU frame
 * takes seconds, and 25 playback windows of 8 frames with their idle twins would take most of an
 * hour: once over budget an action stops after MIN_WINDOWS windows (the report says how many).
 */
const WINDOWS_BUDGET_MS = 120_000;
const MIN_WINDOWS = 3;

/** Waits after an action for its frame to be issued (deck.gl draws on the next animation frame). */
const settle = (page: Page) => page.evaluate((ms) => new Promise((r) => setTimeout(r, ms)), SETTLE_MS);

/** Sampled work and GPU waits over one window: `action`, then time for its frame to be issued. */
async function profileWindow(page: Page, cdp: CDPSession, action: () => Promise<unknown>): Promise<{ workMs: number; gpuWaitMs: number }> {
  await cdp.send('Profiler.start');
  await action();
  await settle(page);
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
  return splitProfile(profile);
}

/** Chrome's own accounting of the renderer's main thread, in ms: time in tasks and CPU time. */
async function threadMs(cdp: CDPSession): Promise<{ task: number; cpu: number }> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { task: value('TaskDuration'), cpu: value('ThreadTime') };
}

/** Main-thread task time and CPU time over one window: `action`, then time for its frame to be issued. */
async function metricsWindow(page: Page, cdp: CDPSession, action: () => Promise<unknown>): Promise<{ task: number; cpu: number }> {
  const before = await threadMs(cdp);
  await action();
  await settle(page);
  const after = await threadMs(cdp);
  return { task: after.task - before.task, cpu: after.cpu - before.cpu };
}

/**
 * Main-thread time of one action: Chrome's task time and CPU time of the renderer's main thread
 * over a window per action (the action, then time for its frame to be issued), medians over `runs`
 * windows. Windows in which nothing happens alternate with them: their median is what the page
 * costs anyway over as long (deck.gl's frame loop runs every animation frame), so the action's own
 * cost is the difference, and load from other processes shifts both alike.
 *
 * The CPU profile, over `profiledRuns` windows of its own, splits off time blocked on the software GPU.
 * Its figures are not the main ones: sampling every 100 µs costs the thread itself (the thread's
 * CPU time over a window rose several times over with the profiler on), and a sample taken while
 * the thread is descheduled (the software rasteriser has both cores) counts as work.
 */
export async function mainThreadMs(
  page: Page,
  cdp: CDPSession,
  runs: number,
  action: (page: Page, i: number) => Promise<void>,
  nothing: () => Promise<unknown> = () => page.evaluate(() => undefined),
  perWindow = 1,
  profiledRuns = PROFILED_RUNS,
): Promise<ActionFigures> {
  await page.waitForTimeout(SETTLE_MS);
  // The idle windows make the same round trip into the page as the actions (an empty evaluate by
  // default), so Playwright's own evaluate machinery is not counted as the action's.
  const task: number[] = [];
  const cpu: number[] = [];
  const idleTask: number[] = [];
  const idleCpu: number[] = [];
  const started = Date.now();
  const overBudget = (done: number, least: number) => done >= least && Date.now() - started > WINDOWS_BUDGET_MS;
  for (let i = 0; i < runs && !overBudget(i, MIN_WINDOWS); i++) {
    const idle = await metricsWindow(page, cdp, nothing);
    idleTask.push(idle.task);
    idleCpu.push(idle.cpu);
    const w = await metricsWindow(page, cdp, () => action(page, i));
    task.push(w.task);
    cpu.push(w.cpu);
  }
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const sampled: number[] = [];
  const idleSampled: number[] = [];
  const gpu: number[] = [];
  for (let i = 0; i < profiledRuns && !overBudget(i, 1); i++) {
    idleSampled.push((await profileWindow(page, cdp, nothing)).workMs);
    // Continues the action's alternation (a mode switch goes back and forth).
    const w = await profileWindow(page, cdp, () => action(page, task.length + i));
    sampled.push(w.workMs);
    gpu.push(w.gpuWaitMs);
  }
  const m = (xs: number[]) => round(median(xs) / perWindow, 2);
  return {
    perWindow,
    windows: task.length,
    taskMs: m(task),
    idleTaskMs: m(idleTask),
    cpuMs: m(cpu),
    idleCpuMs: m(idleCpu),
    sampledMs: m(sampled),
    idleSampledMs: m(idleSampled),
    gpuWaitMs: m(gpu),
  };
}

/**
 * Ticks per playback window. A tick's frame displaces frames deck.gl would have drawn anyway, so a
 * single tick's window minus an idle window could come out below zero (it did: 10k at -0.1 ms).
 * Instead a window plays TICKS_PER_WINDOW ticks, one per animation frame as playback does, and
 * the figure is its main-thread time divided by the ticks: each tick with the frame it causes, a
 * sum of task times that cannot be negative. Its matched idle window waits as many animation frames
 * in the same way, doing nothing: what one frame costs when nothing changes, reported beside it.
 */
export const TICKS_PER_WINDOW = 8;

/** Year steps, one per animation frame, dispatched in the page as the slider's ArrowRight (what a playback tick does). */
export const ticks = (page: Page) =>
  page.evaluate(async (count) => {
    const slider = document.querySelector('[role="slider"][aria-label="Year"]')!;
    for (let i = 0; i < count; i++) {
      slider.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      await new Promise((r) => requestAnimationFrame(r));
    }
  }, TICKS_PER_WINDOW);

/** As many animation frames as `ticks` waits, with nothing changed. */
export const idleFrames = (page: Page) =>
  page.evaluate(async (count) => {
    for (let i = 0; i < count; i++) await new Promise((r) => requestAnimationFrame(r));
  }, TICKS_PER_WINDOW);

const togglePeriod = (page: Page) =>
  page.evaluate(() => {
    (document.querySelectorAll('aside[aria-label="Periods"] input[type="checkbox"]')[5] as HTMLInputElement).click();
  });

const switchMode = (page: Page, i: number) =>
  page.evaluate(
    (label) => {
      Array.from(document.querySelectorAll('button'))
        .find((b) => b.textContent === label)!
        .click();
    },
    i % 2 === 0 ? 'What-If' : 'Real',
  );

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/** Navigations whose load times are taken (median), each in a fresh browser context (cold cache). */
const LOADS = 3;

/** The events the map holds, from its counter ("visible/all"). */
const eventsCount = (page: Page) =>
  page.evaluate(() => {
    const text = document.querySelector('[data-testid="events-counter"]')?.textContent ?? '';
    return Number(/\/(\d+)/.exec(text)?.[1] ?? NaN);
  });

interface MapLoad {
  page: Page;
  cdp: CDPSession;
  events: number;
  decodedBytes: number;
  wireBytes: number;
  eventsOnGpuMs: number;
  eventsRasterisedMs: number;
  feedLoadedMs: number;
}

/** How long a navigation may take to draw its events and load the whole feed (seconds per frame at the largest sizes). */
const LOAD_TIMEOUT_MS = 180_000;

/** One navigation to the map in a new context, until the events and the countries are drawn. */
async function loadMap(browser: Browser, baseUrl: string, timeout: number): Promise<MapLoad> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Profiler.enable');
  await installDeckProbes(page);
  // When the app marks its first frame with the events, wait in the page for the GPU to finish
  // it (a one-pixel readback on the deck.gl canvas) and mark that too.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('atlas:events-on-gpu').length) return;
      observer.disconnect();
      const gl = (document.getElementById('deckgl-overlay') as HTMLCanvasElement | null)?.getContext('webgl2');
      gl?.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
      performance.mark('bench:events-rasterised');
    }).observe({ entryTypes: ['mark'] });
  });
  // The feed whole (/api/map/points) or in chunks (/api/map/chunks/NAME.points, listed by /api/map/manifest).
  const feed: Response[] = [];
  page.on('response', (r) => {
    if (/\/api\/map\/(points|chunks\/[^/]+\.points)$/.test(new URL(r.url()).pathname) && r.status() === 200) feed.push(r);
  });
  await page.goto(`${baseUrl}/?year=1500`);
  // Actions are measured on a quiet page: the events drawn and the basemap's countries drawn.
  const marks = ['atlas:events-on-gpu', 'bench:events-rasterised', 'atlas:basemap-drawn', 'atlas:feed-loaded'];
  await page.waitForFunction((names) => names.every((m) => performance.getEntriesByName(m).length > 0), marks, { timeout });
  const [eventsOnGpuMs, eventsRasterisedMs, , feedLoadedMs] = await page.evaluate(
    (names) => names.map((m) => performance.getEntriesByName(m)[0]!.startTime),
    marks,
  );
  // Every chunk is in (the rest load in the background) before the bytes on the wire are summed.
  await page.waitForLoadState('networkidle', { timeout });
  // The counter shows the first chunks' rows until the feed worker has put the whole feed together
  // (seconds at 10M, after the network is idle): wait for the manifest's count, or the bytes per
  // event come out divided by a part (172.78 at 10M in a run that read it early).
  const manifestCount = await page.evaluate(async () => ((await (await fetch('/api/map/manifest')).json()) as { count: number }).count);
  const waitUntil = Date.now() + timeout;
  while ((await eventsCount(page)) !== manifestCount && Date.now() < waitUntil) await page.waitForTimeout(100);
  const events = await eventsCount(page);
  // A large body is evicted from the inspector's cache: the decoded size follows from the layout.
  const decodedBytes = mapFeedOffsets(events).total;
  const wireBytes = (await Promise.all(feed.map(async (r) => (await r.request().sizes()).responseBodySize))).reduce((a, b) => a + b, 0);
  return { page, cdp, events, decodedBytes, wireBytes, eventsOnGpuMs: eventsOnGpuMs!, eventsRasterisedMs: eventsRasterisedMs!, feedLoadedMs: feedLoadedMs! };
}

/** LOADS cold navigations (each page closed before the next); the last one's page stays open. */
async function firstLoads(browser: Browser, baseUrl: string, timeout: number): Promise<{ last: MapLoad; figures: Omit<FirstLoadFigures, 'jsHeapMb'> }> {
  const loads: MapLoad[] = [];
  for (let i = 0; i < LOADS; i++) {
    if (i > 0) await loads[i - 1]!.page.close();
    loads.push(await loadMap(browser, baseUrl, timeout));
  }
  const last = loads[LOADS - 1]!;
  const { events, decodedBytes, wireBytes } = last;
  return {
    last,
    figures: {
      events,
      wireBytes,
      decodedBytes,
      bytesPerEventWire: round(wireBytes / events, 2),
      bytesPerEventDecoded: round(decodedBytes / events, 2),
      feedLoadedMs: round(median(loads.map((l) => l.feedLoadedMs))),
      eventsOnGpuMs: round(median(loads.map((l) => l.eventsOnGpuMs))),
      eventsRasterisedMs: round(median(loads.map((l) => l.eventsRasterisedMs))),
      eventsOnGpuRunsMs: loads.map((l) => round(l.eventsOnGpuMs)),
    },
  };
}

/**
 * The first loads alone, for sizes beyond the full run's (issue 32's 10M step): at ten million
 * events a software-GPU frame takes tens of seconds, so ticks and actions would take hours.
 */
export async function benchFirstLoads(browser: Browser, baseUrl: string): Promise<FirstLoadFigures> {
  const { last, figures } = await firstLoads(browser, baseUrl, 5 * LOAD_TIMEOUT_MS);
  try {
    return { ...figures, jsHeapMb: round(await heapMb(last.cdp)) };
  } finally {
    await last.page.close();
  }
}

export async function benchMap(browser: Browser, baseUrl: string, runs: number): Promise<MapFigures> {
  const { last, figures } = await firstLoads(browser, baseUrl, LOAD_TIMEOUT_MS);
  const { page, cdp } = last;
  try {
    // First, on the page at rest at 1500: ticks until drawn. The main-thread windows go on from there.
    const tickDrawn = await tickUntilDrawn(browser, page);
    await page.evaluate(() => (document.querySelector('[role="slider"][aria-label="Year"]') as HTMLElement).focus());
    const tickFigures = await mainThreadMs(page, cdp, runs, ticks, () => idleFrames(page), TICKS_PER_WINDOW);
    const periodToggle = await mainThreadMs(page, cdp, Math.max(4, Math.floor(runs / 2)), togglePeriod);
    const modeSwitch = await mainThreadMs(page, cdp, Math.max(4, Math.floor(runs / 2)), switchMode);
    const jsHeapMb = await heapMb(cdp);
    return { ...figures, tick: tickFigures, tickDrawn, periodToggle, modeSwitch, jsHeapMb: round(jsHeapMb) };
  } finally {
    await page.close();
  }
}
