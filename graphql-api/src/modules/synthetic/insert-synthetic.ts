import type { EntityManager } from '@mikro-orm/postgresql';
import { HistoricalEvent } from '../events/event.entity.js';
import { syntheticEventRows } from './synthetic-events.js';

export interface InsertSyntheticOptions {
  seed?: number;
  batchSize?: number;
  onProgress?: (inserted: number) => void;
}

/** Streams synthetic events into the database batch by batch (memory stays flat at any count). */
export async function insertSyntheticEvents(em: EntityManager, count: number, options: InsertSyntheticOptions = {}) {
  const started = performance.now();
  let inserted = 0;
  for (const rows of syntheticEventRows(count, options.batchSize ?? 5000, { seed: options.seed })) {
    await em.insertMany(HistoricalEvent, rows);
    inserted += rows.length;
    options.onProgress?.(inserted);
  }
  return { inserted, ms: performance.now() - started };
}
