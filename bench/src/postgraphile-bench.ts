/**
 * npx tsx src/postgraphile-bench.ts [--events 100000] [--seconds 30] [--rounds 3] [--warm-up 3]
 * Issue 32 point 2 on its own (npm run bench runs it too, at its largest size): seeds a throwaway
 * database with the synthetic events and two relationships per event, starts the production build
 * of our server (graphql-api/dist: build first) and measures postgraphile-compare.ts's loads.
 */
import { parseArgs } from 'node:util';
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
  },
});
const db = await startBenchDatabase();
try {
  console.log(`seeding ${Number(values.events).toLocaleString('en')} events...`);
  await seedSynthetic(db.url, Number(values.events), 1000);
  await preparePeerDatabase(db.url);
  const api = await startApiServer(db.url);
  try {
    await api.waitUntilReady();
    console.log('measuring...');
    const figures = await benchPeer(api, db.url, { seconds: Number(values.seconds), rounds: Number(values.rounds), warmUpSeconds: Number(values['warm-up']) });
    console.log(`\n${peerTable(figures).join('\n')}\n`);
    console.log(JSON.stringify(figures));
  } finally {
    await api.stop();
  }
} finally {
  await db.stop();
}
