/**
 * Lighthouse on the map's route alone, reproducible without the whole bench:
 *   npx tsx bench/src/lighthouse-map.ts [--events 10000] [--runs 3] [--diagnostics]
 * Seeds a throwaway embedded database with the synthetic events, starts the production build on it
 * (graphql-api/dist; the web app from WEB_DIST_DIR if set, else web/dist), waits until the map feed is
 * built, as `npm run bench` does, and runs Lighthouse's mobile audit of `/` the given number of
 * times, each in a fresh Chromium. Build first (`npm run build`), under the build lock when the
 * working tree is shared.
 */
import { parseArgs } from 'node:util';
import { startBenchDatabase } from './database.js';
import { benchLighthouse } from './lighthouse-bench.js';
import { seedSynthetic, startApiServer } from './processes.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000' },
    runs: { type: 'string', default: '1' },
    diagnostics: { type: 'boolean', default: false },
  },
});
const events = Number(values.events);
const runs = Number(values.runs);

const db = await startBenchDatabase();
try {
  // The same seed as the bench's first step, so the figures compare with its own.
  await seedSynthetic(db.url, events, 1000);
  const api = await startApiServer(db.url);
  try {
    await api.waitUntilReady();
    for (let run = 1; run <= runs; run++) {
      const [figures] = await benchLighthouse(`${api.url}/`, ['mobile'], { diagnostics: values.diagnostics });
      const { diagnostics, ...scores } = figures!;
      console.log(`run ${run}/${runs}: ${JSON.stringify(scores)}`);
      if (diagnostics) console.log(diagnostics.join('\n'));
    }
  } finally {
    await api.stop();
  }
} finally {
  await db.stop();
}
