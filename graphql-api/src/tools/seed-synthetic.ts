/**
 * npm run seed:synthetic -- --count N [--seed S] [--batch B]
 * Adds N synthetic events (see modules/synthetic) to the database `npm start` uses, streaming in
 * batches with a progress bar, and prints how long it took.
 */
import 'reflect-metadata';
import { Presets, SingleBar } from 'cli-progress';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../orm/open-database.js';
import { insertSyntheticEvents } from '../modules/synthetic/insert-synthetic.js';

const { values } = parseArgs({
  options: {
    count: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '20261122' },
    batch: { type: 'string', default: '5000' },
  },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error('--count must be a whole number from 1 to 10,000,000');
  process.exit(2);
}

const db = await openDatabase(loadConfig());
console.log(`Adding ${count.toLocaleString('en')} synthetic events to ${db.description}`);
const bar = new SingleBar({ format: '  {bar} {percentage}% | {value}/{total} events | {duration}s' }, Presets.shades_classic);
bar.start(count, 0);
try {
  const result = await insertSyntheticEvents(db.orm.em.fork(), count, {
    seed: Number(values.seed),
    batchSize: Number(values.batch),
    onProgress: (n) => bar.update(n),
    onIndexing: () => {
      bar.stop();
      console.log('Rows loaded; rebuilding the indexes...');
    },
  });
  bar.stop();
  console.log(
    `Inserted ${result.inserted.toLocaleString('en')} events in ${(result.ms / 1000).toFixed(1)} s (${Math.round(result.inserted / (result.ms / 1000)).toLocaleString('en')} events/s).`,
  );
  const s = (ms: number) => (ms / 1000).toFixed(1);
  console.log(`Phases: rows ${s(result.phases.loadMs)} s, index rebuild ${s(result.phases.indexMs)} s, vacuum analyze ${s(result.phases.vacuumMs)} s.`);
} finally {
  bar.stop();
  await db.close();
}
