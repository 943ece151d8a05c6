/**
 * Where the map's main-thread time goes, for looking into a figure of the bench (not part of it).
 *
 *   npx tsx src/profile-map.ts --serve 10000 [--data-dir DIR]   seeds a throwaway database (or tops up a kept one), serves the build, prints its URL
 *   npx tsx src/profile-map.ts --url URL [--action tick|period|mode|load] [--runs 10] [--under FUNCTION]
 *   npx tsx src/profile-map.ts --url URL --trace [--action tick|period|mode] [--runs 20]
 *
 * Prints the heaviest functions by self and by total time over the action, from the renderer's CPU
 * profile (with --under, only time spent below that function). Build the web app with
 * `npx vite build --minify false --outDir DIR` and serve it with WEB_DIST_DIR=DIR for readable names.
 * With --trace, the action's main-thread time from a Chrome trace instead: its JS and its frame,
 * apart from the idle frames every window gets a varying number of (see traceAction).
 */
import { parseArgs } from 'node:util';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { eventCount, openBenchDatabase } from './database.js';
import { launchBrowser } from './map-bench.js';
import { seedSynthetic, startApiServer } from './processes.js';
import { median } from './stats.js';

const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    url: { type: 'string' },
    action: { type: 'string', default: 'tick' },
    runs: { type: 'string', default: '10' },
    top: { type: 'string', default: '30' },
    focus: { type: 'string' },
    under: { type: 'string' },
    trace: { type: 'boolean', default: false },
    'data-dir': { type: 'string' },
  },
});

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

if (values.serve) {
  const db = await openBenchDatabase(values['data-dir']);
  const seeded = await eventCount(db.url);
  if (Number(values.serve) > seeded) await seedSynthetic(db.url, Number(values.serve) - seeded, seeded === 0 ? 1000 : 2000);
  const api = await startApiServer(db.url);
  console.log(`serving ${values.serve} events at ${api.url} (Ctrl-C stops)`);
  const stop = async () => {
    await api.stop();
    await db.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  await new Promise(() => {});
}

const label = (n: Node) => {
  const f = n.callFrame;
  const file = f.url.split('/').pop() ?? '';
  return `${f.functionName || '(anonymous)'} ${file}:${f.lineNumber + 1}`;
};

/** Self and total milliseconds per function (total counts a function once per sample). */
function summarise(profile: Profile, runs: number, top: number): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const stackHas = (id: number, name: string) => {
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) if (label(byId.get(cur)!).startsWith(`${name} `)) return true;
    return false;
  };
  let all = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) return;
    if (values.under && !stackHas(id, values.under)) return;
    all += ms;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(byId.get(cur)!);
      if (seen.has(l)) continue;
      seen.add(l);
      total.set(l, (total.get(l) ?? 0) + ms);
    }
  });
  if (values.focus) {
    // The call stacks under which a function spent its time, heaviest first.
    const stacks = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const path: string[] = [];
      for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) path.push(label(byId.get(cur)!));
      if (!path.some((l) => l.startsWith(`${values.focus} `))) return;
      const key = path.slice(0, 14).join(' < ');
      stacks.set(key, (stacks.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    for (const [k, v] of [...stacks.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${(v / runs).toFixed(2)} ms  ${k}\n`);
  }
  const rows = (m: Map<string, number>) =>
    [...m.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${(v / runs).toFixed(2).padStart(8)} ms  ${k}`)
      .join('\n');
  return `work per action: ${(all / runs).toFixed(2)} ms\n-- self --\n${rows(self)}\n-- total --\n${rows(total)}`;
}

const actions: Record<string, (page: Page, i: number) => Promise<unknown>> = {
  // The same round trip into the page as the actions, doing nothing.
  idle: (page) => page.evaluate(() => undefined),
  tick: (page) =>
    page.evaluate(() =>
      document.querySelector('[role="slider"][aria-label="Year"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
    ),
  period: (page) => page.evaluate(() => (document.querySelectorAll('aside[aria-label="Periods"] input[type="checkbox"]')[5] as HTMLInputElement).click()),
  mode: (page, i) =>
    page.evaluate(
      (l) =>
        Array.from(document.querySelectorAll('button'))
          .find((b) => b.textContent === l)!
          .click(),
      i % 2 === 0 ? 'What-If' : 'Real',
    ),
};

async function profileAction(page: Page, cdp: CDPSession, name: string, runs: number) {
  await page.waitForTimeout(500);
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  for (let i = 0; i < runs; i++) {
    await actions[name]!(page, i);
    await page.evaluate(() => new Promise((r) => setTimeout(r, 250)));
  }
  return ((await cdp.send('Profiler.stop')) as { profile: Profile }).profile;
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The action's own main-thread time from a Chrome trace, split into its JavaScript and the frame
 * that shows it, in windows that alternate with idle ones. The bench's figure (an action window's
 * task time minus an idle window's) also counts how many frames each window happened to get: with
 * a busy software rasteriser an action window gets fewer idle frames (deck.gl's animation loop runs
 * in every one) than an idle window, and at a million events neither gets any. Here idle frames are
 * left out: JS is the action window's non-frame JS tasks less an idle window's, and the frame is the
 * first frame after the action less a median idle frame. Tracing adds its own overhead to both.
 */
async function traceAction(browser: Browser, page: Page, name: string, runs: number) {
  await page.waitForTimeout(1000);
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel', 'blink.user_timing', 'cc', 'v8'] });
  for (let i = 0; i < runs; i++) {
    for (const kind of ['idle', 'action']) {
      await page.evaluate((m) => performance.mark(m), `window:${kind}:${i}:start`);
      await actions[kind === 'idle' ? 'idle' : name]!(page, i);
      await page.evaluate(() => new Promise((r) => setTimeout(r, 250)));
      await page.evaluate((m) => performance.mark(m), `window:${kind}:${i}:end`);
    }
  }
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const marks = events.filter((e) => e.name.startsWith('window:'));
  const pid = marks[0]!.pid;
  const main = events.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain')!.tid;
  const onMain = events.filter((e) => e.pid === pid && e.tid === main && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const at = (m: string) => marks.find((e) => e.name === m)!.ts;
  // Top-level tasks of a window with the names of the events inside each.
  const tasks = (kind: string, i: number) => {
    const [start, end] = [at(`window:${kind}:${i}:start`), at(`window:${kind}:${i}:end`)];
    const out: { ts: number; ms: number; names: Set<string> }[] = [];
    let until = -1;
    for (const e of onMain) {
      if (e.ts < start || e.ts >= end) continue;
      if (e.ts >= until) {
        out.push({ ts: e.ts, ms: e.dur! / 1000, names: new Set() });
        until = e.ts + e.dur!;
      } else out[out.length - 1]!.names.add(e.name);
    }
    return out;
  };
  const isFrame = (t: { names: Set<string> }) => t.names.has('ProxyMain::BeginMainFrame');
  const isJs = (t: { names: Set<string> }) => !isFrame(t) && (t.names.has('FunctionCall') || t.names.has('v8.callFunction') || t.names.has('EventDispatch'));
  const sum = (xs: { ms: number }[]) => xs.reduce((a, t) => a + t.ms, 0);
  const idle = Array.from({ length: runs }, (_, i) => tasks('idle', i));
  const idleFrame = median(
    idle
      .flat()
      .filter(isFrame)
      .map((t) => t.ms),
  );
  const idleJs = median(idle.map((w) => sum(w.filter(isJs))));
  const js: number[] = [];
  const frame: number[] = [];
  const both: number[] = [];
  const frames: number[] = [];
  for (let i = 0; i < runs; i++) {
    const w = tasks('action', i);
    js.push(sum(w.filter(isJs)) - idleJs);
    const first = w.find(isFrame);
    // No idle frames to compare with (none in any window): the frame counts whole.
    if (first) frame.push(first.ms - (Number.isNaN(idleFrame) ? 0 : idleFrame));
    if (first) both.push(js[i]! + frame[frame.length - 1]!);
    frames.push(w.filter(isFrame).length);
  }
  const f = (xs: number[]) => (xs.length ? `${median(xs).toFixed(2)} ms [${Math.min(...xs).toFixed(2)}..${Math.max(...xs).toFixed(2)}]` : 'none');
  return [
    `${name}, median over ${runs} windows [min..max]:`,
    `  JS ${f(js)}`,
    `  its frame less an idle frame ${f(frame)} (${frame.length} windows had a frame)`,
    `  JS + frame, in the windows that had the frame ${f(both)}`,
    `  idle frame ${Number.isNaN(idleFrame) ? 'none' : `${idleFrame.toFixed(2)} ms`}; frames per window: idle ${median(idle.map((w) => w.filter(isFrame).length))}, ${name} ${median(frames)}`,
  ].join('\n');
}

const browser = await launchBrowser();
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  const runs = Number(values.runs);
  if (values.action === 'load') {
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }
  await page.goto(`${values.url}/?year=1500`);
  await page.waitForFunction(() => ['atlas:events-on-gpu', 'atlas:basemap-drawn'].every((m) => performance.getEntriesByName(m).length > 0), undefined, {
    timeout: 180_000,
  });
  const marks = await page.evaluate(() =>
    [...performance.getEntriesByType('mark'), ...performance.getEntriesByType('resource').filter((r) => r.name.includes('/api/'))].map(
      (e) => `${e.name.replace(/^.*\/api/, '/api')} ${e.startTime.toFixed(0)}${e.duration ? `+${e.duration.toFixed(0)}` : ''}`,
    ),
  );
  console.log(marks.join('\n'));
  if (values.action === 'load') {
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    console.log(summarise(profile, 1, Number(values.top)));
  } else {
    await page.evaluate(() => (document.querySelector('[role="slider"][aria-label="Year"]') as HTMLElement).focus());
    if (values.trace) console.log(await traceAction(browser, page, values.action, runs));
    else console.log(summarise(await profileAction(page, cdp, values.action, runs), runs, Number(values.top)));
  }
} finally {
  await browser.close();
}
