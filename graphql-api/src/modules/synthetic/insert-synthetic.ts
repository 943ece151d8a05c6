import type { EntityManager } from '@mikro-orm/postgresql';
import { Worker } from 'node:worker_threads';
import { copyEncoded, copyRows, copyTargetFor, type CopyTarget } from '../../db/copy-rows.js';
import { withSecondaryIndexesDeferred } from '../../db/deferred-indexes.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { syntheticEventRows } from './synthetic-events.js';
import type { SyntheticJob } from './synthetic-worker.js';

export interface InsertSyntheticOptions {
  seed?: number;
  batchSize?: number;
  onProgress?: (inserted: number) => void;
  /** Called once the rows are in, before the indexes are rebuilt (large loads only). */
  onIndexing?: () => void;
  /** From this many rows on the indexes are deferred (DEFER_INDEXES_FROM; tests take the large-load path with fewer). */
  deferIndexesFrom?: number;
}

/** From this many rows on, the table's secondary indexes are dropped during the load and rebuilt after it. */
export const DEFER_INDEXES_FROM = 50_000;

const DEFAULT_SEED = 20261122;

/** Batches encoded by a worker thread, as they come (the worker is told each time one is taken). */
async function* fromWorker(job: SyntheticJob): AsyncGenerator<{ text: Buffer; rows: number }> {
  const worker = new Worker(new URL('./synthetic-worker.js', import.meta.url), { workerData: job });
  const queue: { text: Uint8Array; rows: number }[] = [];
  let done = false;
  let failure: Error | undefined;
  let notify: (() => void) | null = null;
  const poke = () => {
    notify?.();
    notify = null;
  };
  worker.on('message', (message: { done?: true; text: Uint8Array; rows: number }) => {
    if (message.done) done = true;
    else queue.push(message);
    poke();
  });
  worker.on('error', (error) => {
    failure = error;
    poke();
  });
  worker.on('exit', () => {
    done = true;
    poke();
  });
  try {
    for (;;) {
      const next = queue.shift();
      if (next) {
        worker.postMessage('more');
        yield { text: Buffer.from(next.text.buffer, next.text.byteOffset, next.text.byteLength), rows: next.rows };
      } else if (failure) throw failure;
      else if (done) return;
      else await new Promise<void>((resolve) => (notify = resolve));
    }
  } finally {
    await worker.terminate();
  }
}

/**
 * Streams synthetic events into the database with COPY, batch by batch (memory stays flat at any
 * count; each batch commits, so an interrupted load keeps what it wrote). Built code generates and
 * encodes in a worker thread, so generation and PostgreSQL's ingest run on both cores at once;
 * from TypeScript sources (tests) it generates in this thread.
 */
export async function insertSyntheticEvents(em: EntityManager, count: number, options: InsertSyntheticOptions = {}) {
  const started = performance.now();
  const seed = options.seed ?? DEFAULT_SEED;
  const batchSize = options.batchSize ?? 5000;
  let inserted = 0;
  const onBatch = (rows: number) => {
    inserted += rows;
    options.onProgress?.(inserted);
    if (inserted === count) options.onIndexing?.();
  };
  const load = async () => {
    if (import.meta.url.endsWith('.ts')) return copyRows(em, HistoricalEvent, syntheticEventRows(count, batchSize, { seed }), onBatch);
    const sample = syntheticEventRows(1, 1, { seed }).next().value![0]!;
    const target: CopyTarget = copyTargetFor(em, HistoricalEvent, sample);
    return copyEncoded(em, target, fromWorker({ count, batchSize, seed, target }), onBatch);
  };
  let loadedAt = 0;
  const timedLoad = async () => {
    await load();
    loadedAt = performance.now();
  };
  if (count >= (options.deferIndexesFrom ?? DEFER_INDEXES_FROM))
    await withSecondaryIndexesDeferred(em, em.getMetadata().get(HistoricalEvent).tableName, timedLoad);
  else await timedLoad();
  const indexedAt = performance.now();
  // Fresh statistics, and a visibility map so the map feed reads the covering index alone.
  await em.getConnection().execute('vacuum analyze "historical_events"');
  const ms = performance.now() - started;
  return { inserted, ms, phases: { loadMs: loadedAt - started, indexMs: indexedAt - loadedAt, vacuumMs: started + ms - indexedAt } };
}
