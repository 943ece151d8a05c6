import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../graphql-api/src/db/embedded-postgres.js';
import { freePort } from '../../graphql-api/src/db/free-port.js';
import pg from 'pg';

/** A throwaway embedded PostgreSQL for one bench run, deleted when stopped. */
export async function startBenchDatabase(): Promise<EmbeddedDatabase & { dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-atlas-bench-'));
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'postgres'), port: await freePort(), database: 'epoch_atlas', ephemeral: true });
  return {
    ...db,
    dir,
    async stop() {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A kept embedded PostgreSQL in DIR (made there the first time, never deleted), or a throwaway one
 * without DIR: for the scripts that measure one thing on a database seeded once.
 */
export async function openBenchDatabase(dataDir: string | undefined): Promise<EmbeddedDatabase> {
  if (!dataDir) return startBenchDatabase();
  return startEmbeddedPostgres({ dataDir: path.resolve(dataDir, 'postgres'), port: await freePort(), database: 'epoch_atlas', ephemeral: false });
}

/** Events in the database (none in a new one: the server's migrations have not run there yet). */
export async function eventCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: table } = await client.query<{ t: string | null }>(`select to_regclass('historical_events')::text as t`);
    if (!table[0]!.t) return 0;
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from historical_events');
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}
