/**
 * For bulk loads: drop a table's secondary indexes, load, then rebuild them. Keeping an index up
 * row by row costs far more than one sorted build: the btrees alone made a synthetic load several
 * times slower, and the trigram GIN indexes far more than that. Primary keys and
 * unique constraints stay (foreign keys and duplicate checks need them). The definitions are read
 * back from the catalogue, so they match the migrations. The rebuild runs on two connections at
 * once, the costliest index first, so the trigram index over the search text overlaps the rest.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { withPooledClient } from './pooled-query.js';

interface IndexDefinition {
  indexname: string;
  indexdef: string;
}

/** Rough build cost, to start the slowest builds first: trigram GIN over long text, other GIN, btrees. */
function weight(def: string): number {
  if (/gin_trgm_ops/i.test(def)) return /search_text/i.test(def) ? 100 : 30;
  if (/ using gin /i.test(def)) return 10;
  return /include/i.test(def) ? 5 : 1;
}

async function secondaryIndexes(em: EntityManager, table: string, onlyGin: boolean): Promise<IndexDefinition[]> {
  const rows = await em.getConnection().execute<IndexDefinition[]>(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = ?
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = ?::regclass)`,
    [table, table],
  );
  return rows.filter((r) => !onlyGin || / using gin /i.test(r.indexdef)).sort((a, b) => weight(b.indexdef) - weight(a.indexdef));
}

/** Builds the indexes on `parallel` connections, each taking the next one from the list when free. */
async function rebuild(em: EntityManager, indexes: IndexDefinition[], parallel = 2): Promise<void> {
  const queue = [...indexes];
  const worker = () =>
    withPooledClient(em, async (client) => {
      await client.query(`set maintenance_work_mem = '512MB'`);
      for (let next = queue.shift(); next; next = queue.shift()) await client.query(next.indexdef);
      await client.query('reset maintenance_work_mem');
    });
  await Promise.all(Array.from({ length: Math.min(parallel, queue.length) }, worker));
}

async function withIndexesDropped<T>(em: EntityManager, indexes: IndexDefinition[], load: () => Promise<T>): Promise<T> {
  for (const index of indexes) await em.getConnection().execute(`drop index if exists "${index.indexname}"`);
  try {
    return await load();
  } finally {
    // Rebuild even when the load fails part way: the rows already committed stay searchable.
    await rebuild(em, indexes);
  }
}

/** Drops every secondary index (btree and GIN) of the table for the load, then rebuilds them. */
export async function withSecondaryIndexesDeferred<T>(em: EntityManager, table: string, load: () => Promise<T>): Promise<T> {
  return withIndexesDropped(em, await secondaryIndexes(em, table, false), load);
}

/** Drops only the GIN indexes (trigram, arrays) for the load, then rebuilds them. */
export async function withGinIndexesDeferred<T>(em: EntityManager, table: string, load: () => Promise<T>): Promise<T> {
  return withIndexesDropped(em, await secondaryIndexes(em, table, true), load);
}
