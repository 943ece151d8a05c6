/**
 * npx tsx src/postgraphile-bench.ts [--events 100000] [--seconds 30] [--rounds 3] [--warm-up 3]
 *   [--data-dir DIR] [--baseline DIST]
 * Issue 32 point 2 on its own (npm run bench runs it too, at its largest size): seeds a throwaway
 * database with the synthetic events and two relationships per event, starts the production build
 * of our server (graphql-api/dist: build first) and measures postgraphile-compare.ts's loads.
 * --data-dir keeps the database there and seeds it only the first time (a million events take
 * minutes to seed). --baseline loads another build of our server alongside (a graphql-api/dist
 * directory, e.g. of a git worktree at an older commit: an A/B of two builds in the same rounds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startEmbeddedPostgres } from '../../graphql-api/src/db/embedded-postgres.js';
import { freePort } from '../../graphql-api/src/db/free-port.js';
import { startBenchDatabase } from './database.js';
import { benchPeer, preparePeerDatabase } from './postgraphile-compare.js';
import { seedSynthetic, startApiServer } from './processes.js';
import { peerTable } from './peer-report.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '30' },
    rounds: { type: 'string', default: '3' },
    'warm-up': { type: 'string', default: '3' },
    'data-dir': { type: 'string' },
    baseline: { type: 'string' },
  },
});
const kept = values['data-dir'] ? path.resolve(values['data-dir'], 'postgres') : null;
const fresh = !kept || !fs.existsSync(path.join(kept, 'PG_VERSION'));
const db = kept
  ? await startEmbeddedPostgres({ dataDir: kept, port: await freePort(), database: 'epoch_atlas', ephemeral: false })
  : await startBenchDatabase();
try {
  if (fresh) {
    console.log(`seeding ${Number(values.events).toLocaleString('en')} events...`);
    await seedSynthetic(db.url, Number(values.events), 1000);
  } else console.log(`using the events already in ${kept} (--events is ignored)`);
  await preparePeerDatabase(db.url);
  const api = await startApiServer(db.url);
  const baseline = values.baseline ? await startApiServer(db.url, {}, path.resolve(values.baseline)) : undefined;
  try {
    await api.waitUntilReady();
    await baseline?.waitUntilReady();
    console.log('measuring...');
    const options = { seconds: Number(values.seconds), rounds: Number(values.rounds), warmUpSeconds: Number(values['warm-up']) };
    const figures = await benchPeer(api, db.url, options, baseline);
    console.log(`\n${peerTable(figures).join('\n')}\n`);
    console.log(JSON.stringify(figures));
  } finally {
    await Promise.all([api.stop(), baseline?.stop()]);
  }
} finally {
  await db.stop();
}
