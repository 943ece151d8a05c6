/**
 * Worker thread of the synthetic seed: generates batches of synthetic events and encodes them as
 * COPY text, so generation runs on the second core while PostgreSQL ingests the previous batch.
 * It stays at most AHEAD batches ahead of the loader (each batch is a few MB).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { rowEncoder, type CopyTarget } from '../../db/copy-rows.js';
import { syntheticEventRows } from './synthetic-events.js';

export interface SyntheticJob {
  count: number;
  batchSize: number;
  seed: number;
  target: CopyTarget;
}

const AHEAD = 2;
const port = parentPort!;
const { count, batchSize, seed, target } = workerData as SyntheticJob;
const encode = rowEncoder(target);
const utf8 = new TextEncoder();
let credits = AHEAD;
let wake: (() => void) | null = null;
port.on('message', () => {
  credits++;
  wake?.();
  wake = null;
});
for (const rows of syntheticEventRows(count, batchSize, { seed })) {
  while (credits === 0) await new Promise<void>((resolve) => (wake = resolve));
  credits--;
  const text = utf8.encode(encode(rows));
  port.postMessage({ text, rows: rows.length }, [text.buffer]);
}
port.postMessage({ done: true });
port.close();
