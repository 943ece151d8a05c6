/**
 * npm run bench [-- --events N] [-- --quick]
 * Seeds a throwaway embedded PostgreSQL with synthetic events (10,000, then 100,000, then
 * 1,000,000), starts the production build on it, measures the map in Chromium at each size and the
 * server at the largest, prints a Markdown table and writes bench/results/<date>.json and .md.
 * `--events N` above 1,000,000 adds a larger step after all that (issue 32's 10M step): seeded,
 * started and loaded cold in Chromium, nothing else (a tick there takes minutes on a software GPU).
 * Figures only: nothing here passes or fails on a time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBenchDatabase } from './database.js';
import { benchFeed, benchFullList, benchPage } from './http-bench.js';
import { benchSearch } from './search-bench.js';
import { bundleReport, checkCodeSplit } from './bundle-report.js';
import { benchLighthouse } from './lighthouse-bench.js';
import { benchMap, launchBrowser } from './map-bench.js';
import { measureLargerStep } from './larger-step.js';
import { benchLeaflet } from './leaflet-bench.js';
import { ROOT, seedSynthetic, startApiServer, type ApiServer } from './processes.js';
import { markdownReport, type BenchResults } from './report.js';
import { benchLoad } from './load-test.js';
import { benchPeer, preparePeerDatabase } from './postgraphile-compare.js';
import { resultsName } from './results-name.js';
import { benchCircles } from './software-gpu-circles.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '1000000' },
    quick: { type: 'boolean', default: false },
    // GraphQL vs PostGraphile (issue 32 point 2, about 5 minutes): in a full run unless skipped, in a quick one only when asked.
    'skip-peer': { type: 'boolean', default: false },
    peer: { type: 'boolean', default: false },
  },
});
const target = values.quick ? 10_000 : Number(values.events);
if (!Number.isInteger(target) || target < 1000) {
  console.error('--events must be a whole number of at least 1,000');
  process.exit(2);
}
const FULL_UP_TO = 1_000_000;
const steps = [10_000, 100_000, FULL_UP_TO, target].filter((n, i, all) => n <= Math.min(target, FULL_UP_TO) && all.indexOf(n) === i);
const largerStep = target > FULL_UP_TO ? target : undefined;
const log = (line: string) => console.log(`[bench] ${line}`);

const results: BenchResults = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  events: Math.min(target, FULL_UP_TO),
  quick: values.quick,
  seeding: [],
  startupSeconds: NaN,
  map: [],
  leaflet: [],
};

// A run at another size than the full one does not overwrite the full run's results of the day, nor
// does a second full run of the day (it gets the time as well).
const dir = path.join(ROOT, 'bench', 'results');
const day = `${results.date.slice(0, 10)}${values.quick ? '-quick' : target < FULL_UP_TO ? `-${target}` : ''}`;
const name = values.quick ? day : resultsName(dir, day, results.date);
/** Writes the results so far (again after the larger step, so a failure there keeps the rest). */
function writeResults(): string {
  const report = markdownReport(results);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${name}.md`), `${report}\n`);
  log(`wrote bench/results/${name}.json and .md`);
  return report;
}

// The build's JavaScript per route, and the structural check of the code split (not a time).
results.bundles = bundleReport(path.join(ROOT, 'web', 'dist'));
const splitProblems = checkCodeSplit(results.bundles);

// The floor under every tick: what the browser's software GPU costs for plain circles (full runs only, about a minute).
if (!values.quick) {
  log('the software GPU alone: instanced circles...');
  results.softwareGpu = await benchCircles();
}

const db = await startBenchDatabase();
const browser = await launchBrowser();
let api: ApiServer | null = null;
try {
  let seeded = 0;
  for (const [i, size] of steps.entries()) {
    log(`seeding ${(size - seeded).toLocaleString('en')} synthetic events (to ${size.toLocaleString('en')})...`);
    // The server is stopped while seeding, so the seeding time is the tool's alone.
    await api?.stop();
    const seconds = await seedSynthetic(db.url, size - seeded, 1000 + i);
    results.seeding.push({ events: size - seeded, seconds });
    seeded = size;
    api = await startApiServer(db.url);
    results.startupSeconds = api.startSeconds;
    // Visitors are sent to a node once /readyz says its map feed is built (as a load balancer does).
    results.readySeconds = await api.waitUntilReady();
    log(
      `server answering in ${api.startSeconds.toFixed(2)} s, ready in ${results.readySeconds.toFixed(2)} s; measuring the map at ${size.toLocaleString('en')} events...`,
    );
    results.map.push(await benchMap(browser, api.url, values.quick ? 6 : 25));
    log(`the Leaflet canvas baseline at ${size.toLocaleString('en')} events...`);
    results.leaflet!.push(await benchLeaflet(browser, api.url, values.quick ? 6 : 25));
    if (i === 0) {
      log('Lighthouse on /landing (mobile, desktop) and / (mobile)...');
      // A failed Lighthouse run is reported, not fatal: the other figures still count.
      const lighthouse = async (page: string, formFactors?: ('mobile' | 'desktop')[]) =>
        benchLighthouse(`${api!.url}${page}`, formFactors).catch((e: unknown) => {
          log(`Lighthouse on ${page} failed: ${e instanceof Error ? e.message : String(e)}`);
          return [];
        });
      results.lighthouse = [...(await lighthouse('/landing')), ...(await lighthouse('/', ['mobile']))];
      for (const l of results.lighthouse)
        log(
          `Lighthouse ${new URL(l.url).pathname} (${l.formFactor}): performance ${l.performance}, accessibility ${l.accessibility}, best practices ${l.bestPractices}`,
        );
    }
  }
  // The list first: its memory figure is the stream's, not what the load benchmarks below leave on
  // the heap (after them the same server idles well above where it started).
  log('full REST list...');
  results.list = await benchFullList(api!, target);
  log('page: bare pg handler vs GraphQL...');
  // Full: 12 s per load, in 3 rounds alternating the floor, the cached and the executed page.
  results.page = await benchPage(api!, db.url, values.quick ? { seconds: 2, rounds: 1, warmUpSeconds: 1 } : { seconds: 12, rounds: 3, warmUpSeconds: 3 });
  if (values.quick ? values.peer : !values['skip-peer']) {
    log('GraphQL vs PostGraphile: flat, nested and nodes pages on ours, their floors and PostGraphile...');
    await preparePeerDatabase(db.url);
    // Full: three alternating rounds of 10 s per load after 3 s of warm-up (nine loads).
    results.peer = await benchPeer(api!, db.url, values.quick ? { seconds: 1, rounds: 1, warmUpSeconds: 1 } : { seconds: 30, rounds: 3, warmUpSeconds: 3 });
  }
  log('points feed vs COPY...');
  results.feed = await benchFeed(api!, db.url, values.quick ? 3 : 5);
  log('search...');
  results.search = await benchSearch(api!, values.quick ? 1 : 3);
  results.serverRssAfterLoadMb = Math.round(api!.rssByProcessMb().reduce((a, b) => a + b, 0));
  log('mixed load (reads, searches, sign-ins, sign-ups)...');
  await api?.stop();
  results.load = await benchLoad(db.url, values.quick ? { connections: 20, seconds: 5 } : { connections: 100, seconds: 30 });
  writeResults();
  if (largerStep) {
    const serverLog = path.join(os.tmpdir(), `epoch-atlas-bench-server-${process.pid}.log`);
    results.largerStep = await measureLargerStep({
      databaseUrl: db.url,
      browser,
      size: largerStep,
      seeded: steps[steps.length - 1]!,
      seed: 1000 + steps.length,
      serverLog,
      log,
    });
  }
} finally {
  await api?.stop();
  await browser.close();
  await db.stop();
}

const report = writeResults();
console.log(`\n${report}\n`);
if (splitProblems.length) {
  console.error(`[bench] the code split is broken:\n${splitProblems.join('\n')}`);
  process.exitCode = 1;
}
