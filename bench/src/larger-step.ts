/**
 * The larger step (issue 32's 10M step): seeded to its size, started and loaded cold in Chromium,
 * nothing else (at ten million events a tick takes minutes on the software GPU). `npm run bench --
 * --events N` runs it after the full run; larger-step-alone.ts runs it by itself.
 */
import type { Browser } from 'playwright';
import { benchFirstLoads } from './map-bench.js';
import { seedSynthetic, startApiServer, type ApiServer } from './processes.js';
import type { LargerStepFigures } from './report.js';

export interface LargerStepOptions {
  databaseUrl: string;
  browser: Browser;
  /** Events to measure at; the database holds `seeded` already (seeding adds the rest). */
  size: number;
  seeded: number;
  seed: number;
  /** The server's log (stdout and stderr), kept for a failure's cause. */
  serverLog?: string;
  log: (line: string) => void;
}

/** Undici's "fetch failed" says nothing: its cause does (refused, reset, a timeout). */
function describe(e: unknown): string {
  if (!(e instanceof Error)) return String(e);
  return e.cause instanceof Error ? `${e.message} (${e.cause.message})` : e.message;
}

/** Seeds to `size`, starts the server on it and loads the map cold; a failure is recorded, not thrown. */
export async function measureLargerStep(o: LargerStepOptions): Promise<LargerStepFigures> {
  const step: LargerStepFigures = { events: o.size };
  let api: ApiServer | undefined;
  try {
    if (o.size > o.seeded) {
      o.log(`the larger step: seeding ${(o.size - o.seeded).toLocaleString('en')} more synthetic events (to ${o.size.toLocaleString('en')})...`);
      step.seedingSeconds = await seedSynthetic(o.databaseUrl, o.size - o.seeded, o.seed);
    }
    api = await startApiServer(o.databaseUrl, {}, undefined, { logFile: o.serverLog });
    step.startupSeconds = api.startSeconds;
    step.readySeconds = await api.waitUntilReady();
    o.log(`server ready in ${step.readySeconds.toFixed(2)} s; the map's first loads at ${o.size.toLocaleString('en')} events...`);
    step.map = await benchFirstLoads(o.browser, api.url);
  } catch (e) {
    step.failure = describe(e);
    o.log(`the larger step failed: ${step.failure}${o.serverLog ? ` (the server's log: ${o.serverLog})` : ''}`);
  } finally {
    await api?.stop();
  }
  return step;
}
