/**
 * The database a server starts on: DATABASE_URL, or else the embedded PostgreSQL, started here and
 * stopped by the caller. A cluster's primary starts it once for all its workers.
 */
import type { AppConfig } from '../config/env.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { freePort } from './free-port.js';

export interface ServerDatabase {
  url: string;
  /** The embedded server when this process started one, else null. */
  embedded: EmbeddedDatabase | null;
}

export async function startServerDatabase(config: AppConfig, log: (line: string) => void): Promise<ServerDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, embedded: null };
  const pgPort = config.EMBEDDED_PG_PORT || (await freePort());
  log(`Starting embedded PostgreSQL in ${config.EMBEDDED_PG_DIR} (port ${pgPort})...`);
  const embedded = await startEmbeddedPostgres({
    dataDir: config.EMBEDDED_PG_DIR,
    port: pgPort,
    database: 'epoch_atlas',
    ephemeral: config.EMBEDDED_PG_EPHEMERAL,
    log,
  });
  return { url: embedded.url, embedded };
}

export function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}
