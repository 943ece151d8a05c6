/**
 * npx tsx bench/src/larger-step-alone.ts --events 10000000 [--data-dir DIR] [--seed-only]
 * The larger step by itself (larger-step.ts): seeds a database to N synthetic events (in DIR when
 * given, kept and topped up only: ten million events take about 35 minutes here), starts the
 * production build on it with its log kept, waits until it is ready, loads the map cold and prints
 * the step's table. --seed-only stops after seeding, so the measuring can wait for a quiet machine.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eventCount, openBenchDatabase } from './database.js';
import { largerStepRows } from './first-load-report.js';
import { measureLargerStep } from './larger-step.js';
import { launchBrowser } from './map-bench.js';
import { seedSynthetic } from './processes.js';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '10000000' },
    'data-dir': { type: 'string' },
    'seed-only': { type: 'boolean', default: false },
  },
});
const size = Number(values.events);
if (!Number.isInteger(size) || size < 1000) {
  console.error('--events must be a whole number of at least 1,000');
  process.exit(2);
}
const log = (line: string) => console.log(`[larger step] ${line}`);
const db = await openBenchDatabase(values['data-dir']);
try {
  const seeded = await eventCount(db.url);
  if (values['seed-only']) {
    if (size > seeded) {
      log(`seeding ${(size - seeded).toLocaleString('en')} more synthetic events (to ${size.toLocaleString('en')})...`);
      log(`seeded in ${(await seedSynthetic(db.url, size - seeded, 2000)).toFixed(1)} s`);
    } else log(`the database holds ${seeded.toLocaleString('en')} events already`);
  } else {
    const browser = await launchBrowser();
    try {
      const serverLog = path.join(os.tmpdir(), `epoch-atlas-larger-step-${process.pid}.log`);
      const step = await measureLargerStep({ databaseUrl: db.url, browser, size, seeded, seed: 2000, serverLog, log });
      console.log(`\n${largerStepRows(step).join('\n')}`);
      if (step.failure) process.exitCode = 1;
    } finally {
      await browser.close();
    }
  }
} finally {
  await db.stop();
}
