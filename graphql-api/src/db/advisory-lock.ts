/**
 * Runs a task while holding a PostgreSQL advisory lock, so that when several API nodes start on
 * one database at once, only one migrates (or seeds) at a time and the others then find the work
 * done. The lock lives on its own connection and is released when the task ends or the
 * connection drops.
 */
import pg from 'pg';

/** Lock keys: arbitrary constants, one per kind of start-up work. */
export const LOCKS = { migrations: 72_710_001, seeding: 72_710_002, jobQueues: 72_710_003 } as const;

export async function withAdvisoryLock<T>(databaseUrl: string, key: number, task: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => {}); // a dropped lock connection surfaces through the query below
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await task();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}
