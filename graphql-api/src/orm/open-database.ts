/**
 * For command-line tools (import, synthetic seed, bench): the same database `npm start` uses.
 * DATABASE_URL when set; else the embedded database, reusing a running `npm start` instance on its
 * port or starting the embedded server on the data folder when none runs.
 */
import pg from 'pg';
import type { AppConfig } from '../config/env.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { initConfiguredOrm, type Orm } from './orm.js';

export interface OpenDatabase {
  orm: Orm;
  description: string;
  close(): Promise<void>;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(config: AppConfig): Promise<OpenDatabase> {
  if (config.DATABASE_URL) {
    const orm = await initConfiguredOrm(config, config.DATABASE_URL);
    return { orm, description: 'DATABASE_URL', close: () => orm.close(true) };
  }
  const runningUrl = `postgres://postgres:postgres@127.0.0.1:${config.EMBEDDED_PG_PORT}/epoch_atlas`;
  if (config.EMBEDDED_PG_PORT && (await canConnect(runningUrl))) {
    const orm = await initConfiguredOrm(config, runningUrl);
    return { orm, description: `the running embedded database on port ${config.EMBEDDED_PG_PORT}`, close: () => orm.close(true) };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: config.EMBEDDED_PG_DIR,
    port: config.EMBEDDED_PG_PORT || 54329,
    database: 'epoch_atlas',
  });
  const orm = await initConfiguredOrm(config, embedded.url);
  return {
    orm,
    description: `the embedded database in ${config.EMBEDDED_PG_DIR}`,
    close: async () => {
      await orm.close(true);
      await embedded.stop();
    },
  };
}
