/**
 * A playback tick until it is drawn: from the slider's ArrowRight until the frame with the new
 * year has been rasterised by the GPU (SwiftShader, a software rasteriser in Chrome's GPU process
 * here), and the GPU process's CPU time per tick. The same measure runs on the product's map and on
 * the Leaflet baseline (leaflet-bench.ts); each page provides two functions on `window`:
 *
 *   benchFramesDrawn()   how many times the page has drawn its points so far (a counter)
 *   benchFinishDrawing() blocks until the GPU has executed everything the page drew
 *
 * Why this measures "drawn": a tick only changes state (the product moves a uniform, Leaflet swaps
 * markers); the drawing happens in the next animation frame, and its commands go to the GPU process
 * as a queue. So each tick waits animation frames until the page has drawn again (the counter
 * moved), then asks for one pixel back from the canvas it drew on (readPixels for WebGL,
 * getImageData for a 2D canvas): a readback cannot answer before the GPU has executed every command
 * queued before it, so when it returns the frame is rasterised. What follows, the compositor
 * putting the canvas on screen, costs the same for either page and is not in the figure.
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { median, percentile, round } from './stats.js';

/** Measured ticks (the "median of 25 ticks of 5 years from 1500"). */
export const DRAWN_TICKS = 25;
/** Ticks forward and back again before measuring, so no cold tick (first shader use, JIT) counts. */
const WARM_UP_TICKS = 3;
/** The year both pages open at and the measured ticks start from. */
export const DRAWN_FROM_YEAR = 1500;

export interface DrawnFigures {
  ticks: number;
  /** Input until the frame with the new year is rasterised: median and 90th percentile (ms). */
  medianMs: number;
  p90Ms: number;
  /** CPU time of Chrome's GPU process (the software rasteriser) per tick over the measured ticks (ms). */
  gpuCpuMsPerTick: number;
  /** The year after the measured ticks (1625 for 25 ticks of 5 years from 1500). */
  toYear: number;
}

interface BenchWindow {
  benchFramesDrawn(): number;
  benchFinishDrawing(): void;
}

/**
 * The product's probes, installed before its scripts run: a count of the draw calls on deck.gl's
 * canvas (the non-interleaved overlay's own, #deckgl-overlay: the basemap draws on MapLibre's) and
 * a one-pixel readback on it.
 */
export async function installDeckProbes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as BenchWindow;
    let draws = 0;
    const proto = WebGL2RenderingContext.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
    for (const method of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced']) {
      const original = proto[method]!;
      proto[method] = function (this: WebGL2RenderingContext, ...args: unknown[]) {
        if ((this.canvas as HTMLCanvasElement).id === 'deckgl-overlay') draws++;
        return original.apply(this, args);
      };
    }
    w.benchFramesDrawn = () => draws;
    w.benchFinishDrawing = () => {
      const gl = (document.getElementById('deckgl-overlay') as HTMLCanvasElement).getContext('webgl2')!;
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, new Uint8Array(4));
    };
  });
}

/** Seconds of CPU Chrome's GPU process has used so far (CDP SystemInfo, on a browser-level session). */
export async function gpuCpuSeconds(session: CDPSession): Promise<number> {
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type.toLowerCase() === 'gpu').reduce((sum, p) => sum + p.cpuTime, 0);
}

/** In the page: each key as a tick until drawn (see above); the milliseconds of each. */
const ticksInPage = (page: Page, keys: string[]) =>
  page.evaluate(async (keys) => {
    const w = window as unknown as BenchWindow;
    const slider = document.querySelector('[role="slider"][aria-label="Year"]')!;
    const times: number[] = [];
    for (const key of keys) {
      const drawn = w.benchFramesDrawn();
      const start = performance.now();
      slider.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      for (let frames = 0; w.benchFramesDrawn() === drawn; frames++) {
        if (frames === 120) throw new Error(`nothing drawn in 120 animation frames after ${key}`);
        await new Promise((r) => requestAnimationFrame(r));
      }
      w.benchFinishDrawing();
      times.push(performance.now() - start);
    }
    return times;
  }, keys);

const sliderYear = (page: Page) => page.evaluate(() => Number(document.querySelector('[role="slider"][aria-label="Year"]')!.getAttribute('aria-valuenow')));

/**
 * DRAWN_TICKS ticks until drawn from DRAWN_FROM_YEAR on a page at rest showing that year, after
 * WARM_UP_TICKS ticks forward and as many back; the GPU process's CPU time over the measured ones.
 */
export async function tickUntilDrawn(browser: Browser, page: Page): Promise<DrawnFigures> {
  const from = await sliderYear(page);
  if (from !== DRAWN_FROM_YEAR) throw new Error(`the page shows ${from}, not ${DRAWN_FROM_YEAR}`);
  await page.evaluate(() => (document.querySelector('[role="slider"][aria-label="Year"]') as HTMLElement).focus());
  await ticksInPage(page, [...Array<string>(WARM_UP_TICKS).fill('ArrowRight'), ...Array<string>(WARM_UP_TICKS).fill('ArrowLeft')]);
  const session = await browser.newBrowserCDPSession();
  try {
    const before = await gpuCpuSeconds(session);
    const times = await ticksInPage(page, Array<string>(DRAWN_TICKS).fill('ArrowRight'));
    const gpuSeconds = (await gpuCpuSeconds(session)) - before;
    return {
      ticks: DRAWN_TICKS,
      medianMs: round(median(times)),
      p90Ms: round(percentile(times, 90)),
      gpuCpuMsPerTick: round((gpuSeconds * 1000) / DRAWN_TICKS),
      toYear: await sliderYear(page),
    };
  } finally {
    await session.detach();
  }
}
