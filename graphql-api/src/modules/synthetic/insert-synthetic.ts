import type { EntityManager } from '@mikro-orm/postgresql';
import { copyRows } from '../../db/copy-rows.js';
import { withGinIndexesDeferred } from '../../db/deferred-indexes.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { syntheticEventRows } from './synthetic-events.js';

export interface InsertSyntheticOptions {
  seed?: number;
  batchSize?: number;
  onProgress?: (inserted: number) => void;
  /** Called once the rows are in, before the search indexes are rebuilt (large loads only). */
  onIndexing?: () => void;
}

/** Above this many rows the search indexes are dropped during the load and rebuilt after it. */
export const DEFER_INDEXES_FROM = 50_000;

/**
 * Streams synthetic events into the database with COPY, batch by batch (memory stays flat at any
 * count; each batch commits, so an interrupted load keeps what it wrote).
 */
export async function insertSyntheticEvents(em: EntityManager, count: number, options: InsertSyntheticOptions = {}) {
  const started = performance.now();
  let inserted = 0;
  const load = () =>
    copyRows(em, HistoricalEvent, syntheticEventRows(count, options.batchSize ?? 5000, { seed: options.seed }), (rows) => {
      inserted += rows;
      options.onProgress?.(inserted);
      if (inserted === count) options.onIndexing?.();
    });
  if (count >= DEFER_INDEXES_FROM) await withGinIndexesDeferred(em, em.getMetadata().get(HistoricalEvent).tableName, load);
  else await load();
  // Fresh statistics, and a visibility map so the map feed reads the covering index alone.
  await em.getConnection().execute('vacuum analyze "historical_events"');
  return { inserted, ms: performance.now() - started };
}
