/**
 * Where the map's main-thread time goes, for looking into a figure of the bench (not part of it).
 *
 *   npx tsx src/profile-map.ts --serve 10000            seeds a throwaway database, serves the build, prints its URL
 *   npx tsx src/profile-map.ts --url URL [--action tick|period|mode|load] [--runs 10]
 *
 * Prints the heaviest functions by self and by total time over the action, from the renderer's CPU
 * profile. Build the web app with `npx vite build --minify false --outDir DIR` and serve it with
 * WEB_DIST_DIR=DIR for readable names.
 */
import { parseArgs } from 'node:util';
import type { CDPSession, Page } from '@playwright/test';
import { startBenchDatabase } from './database.js';
import { launchBrowser } from './map-bench.js';
import { seedSynthetic, startApiServer } from './processes.js';

const { values } = parseArgs({
  options: {
    serve: { type: 'string' },
    url: { type: 'string' },
    action: { type: 'string', default: 'tick' },
    runs: { type: 'string', default: '10' },
    top: { type: 'string', default: '30' },
    focus: { type: 'string' },
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
  const db = await startBenchDatabase();
  await seedSynthetic(db.url, Number(values.serve), 1000);
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
  let all = 0;
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const node = byId.get(id)!;
    if (['(idle)', '(program)', '(root)'].includes(node.callFrame.functionName)) return;
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
  idle: () => Promise.resolve(),
  tick: (page) =>
    page.evaluate(() =>
      document.querySelector('[role="slider"][aria-label="Year"]')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
    ),
  period: (page) => page.evaluate(() => (document.querySelectorAll('aside[aria-label="Periods"] input[type="checkbox"]')[5] as HTMLInputElement).click()),
  mode: (page, i) =>
    page.evaluate((l) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent === l)!.click(), i % 2 === 0 ? 'What-If' : 'Real'),
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
    console.log(summarise(await profileAction(page, cdp, values.action!, runs), runs, Number(values.top)));
  }
} finally {
  await browser.close();
}
