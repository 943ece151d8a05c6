/**
 * The map's figures alone at one size, with the Leaflet baseline (issue 32, points 3 and 4):
 * `npx tsx bench/src/map-at.ts --events 1000000 [--runs 6] [--data-dir DIR]`. Seeds a throwaway
 * database with the synthetic events (or tops up a kept one in DIR to that many), starts the production build (run `npm run build` first) and measures the map as
 * `npm run bench` does, for a look at one size in a few minutes instead of the whole suite. Prints
 * the rows and writes bench/results/<date>-map-<events>.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eventCount, openBenchDatabase } from './database.js';
import { benchLeaflet } from './leaflet-bench.js';
import { leafletRows, leafletTargets } from './leaflet-report.js';
import { benchMap, launchBrowser } from './map-bench.js';
import { ROOT, seedSynthetic, startApiServer } from './processes.js';
import { resultsName } from './results-name.js';

const { values } = parseArgs({
  options: { events: { type: 'string', default: '1000000' }, runs: { type: 'string', default: '6' }, 'data-dir': { type: 'string' } },
});
const events = Number(values.events);
const runs = Number(values.runs);
const log = (line: string) => console.log(`[map-at] ${line}`);

const db = await openBenchDatabase(values['data-dir']);
const browser = await launchBrowser();
try {
  const seeded = await eventCount(db.url);
  log(`seeding ${Math.max(0, events - seeded).toLocaleString('en')} synthetic events (to ${events.toLocaleString('en')})...`);
  const seedSeconds = events > seeded ? await seedSynthetic(db.url, events - seeded, seeded === 0 ? 1000 : 2000) : 0;
  const api = await startApiServer(db.url);
  try {
    const readySeconds = await api.waitUntilReady();
    log(`seeded in ${seedSeconds.toFixed(1)} s, ready in ${readySeconds.toFixed(2)} s; measuring the map...`);
    const map = await benchMap(browser, api.url, runs);
    log('the Leaflet canvas baseline...');
    const leaflet = await benchLeaflet(browser, api.url, runs);
    const lines = [
      `feed on the wire ${map.bytesPerEventWire} bytes/event; feed loaded ${map.feedLoadedMs} ms; events on the GPU ${map.eventsOnGpuMs} ms (${map.eventsOnGpuRunsMs?.join(' / ')}); rasterised ${map.eventsRasterisedMs} ms`,
      `tick main thread ${map.tick.taskMs} ms (idle frame ${map.tick.idleTaskMs}); CPU ${map.tick.cpuMs}; period toggle ${map.periodToggle.taskMs}; mode switch ${map.modeSwitch.taskMs}; heap ${map.jsHeapMb} MB`,
      ...leafletRows([map], [leaflet]).map(([label, cells]) => `${label}: ${cells.join(' | ')}`),
      ...leafletTargets([map], [leaflet]),
    ];
    for (const line of lines) console.log(line);
    const date = new Date().toISOString();
    const dir = path.join(ROOT, 'bench', 'results');
    const file = path.join(dir, `${resultsName(dir, `${date.slice(0, 10)}-map-${events}`, date)}.json`);
    fs.writeFileSync(file, `${JSON.stringify({ date, events, seedSeconds, readySeconds, map, leaflet, lines }, null, 2)}\n`);
    log(`wrote ${path.relative(ROOT, file)}`);
  } finally {
    await api.stop();
  }
} finally {
  await browser.close();
  await db.stop();
}
