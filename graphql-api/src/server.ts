/**
 * Boots the whole server: database (embedded unless DATABASE_URL), migrations, seed, app, listen.
 * Shared by main.ts and the e2e/bench launchers.
 */
import type { Server } from 'node:http';
import path from 'node:path';
import { createApp } from './app.js';
import type { AppConfig } from './config/env.js';
import { storedSessionSecret } from './config/session-secret.js';
import { LOCKS, withAdvisoryLock } from './db/advisory-lock.js';
import { freePort } from './db/free-port.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.js';
import { initOrm, type Orm } from './db/orm.js';
import { seedIfEmpty } from './db/seeders/curated-seeder.js';
import { logger, setLogLevel } from './lib/logger.js';

export interface RunningServer {
  url: string;
  port: number;
  orm: Orm;
  /**
   * Stops accepting connections, lets in-flight requests finish (up to SHUTDOWN_TIMEOUT_MS, then
   * cuts them), then closes the app, the pool and the embedded database.
   */
  stop(): Promise<void>;
}

function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

export async function startServer(config: AppConfig, log: (line: string) => void = (line) => logger.info(line)): Promise<RunningServer> {
  setLogLevel(config.logLevel);
  let embedded: EmbeddedDatabase | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    const pgPort = config.EMBEDDED_PG_PORT || (await freePort());
    log(`Starting embedded PostgreSQL in ${config.EMBEDDED_PG_DIR} (port ${pgPort})...`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.EMBEDDED_PG_DIR,
      port: pgPort,
      database: 'epoch_atlas',
      ephemeral: config.EMBEDDED_PG_EPHEMERAL,
      log,
    });
    databaseUrl = embedded.url;
  }
  const orm = await initOrm({ databaseUrl, logSql: config.LOG_SQL });
  log(`Database: ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'} at ${describeDatabase(databaseUrl)} (migrations applied)`);
  if (config.SEED_ON_EMPTY) {
    // Several nodes starting at once: one seeds, the others then find the table filled.
    const seeded = await withAdvisoryLock(databaseUrl, LOCKS.seeding, () => seedIfEmpty(orm.em.fork()));
    if (seeded) log(`Seeded ${seeded.events} curated events and ${seeded.relationships} relationships.`);
  }
  let sessionSecret = config.sessionSecret;
  if (config.sessionSecretGenerated && embedded && !config.EMBEDDED_PG_EPHEMERAL) {
    const file = path.join(path.dirname(config.EMBEDDED_PG_DIR), 'session-secret');
    const stored = storedSessionSecret(file);
    sessionSecret = stored.secret;
    log(`SESSION_SECRET not set: ${stored.created ? 'generated a session secret and stored it' : 'using the session secret stored'} in ${file} (set SESSION_SECRET in production).`);
  } else if (config.sessionSecretGenerated) {
    log('SESSION_SECRET not set: using a random secret for this run (sessions end on restart).');
  }

  const { app, close } = await createApp({ orm, config: { ...config, sessionSecret } });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(config.PORT, config.HOST, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  log(`Epoch Atlas listening on ${url} (GraphQL at ${url}/graphql, REST at ${url}/api)`);

  let stopping: Promise<void> | null = null;
  return {
    url,
    port,
    orm,
    stop() {
      stopping ??= (async () => {
        await drainHttpServer(server, config.SHUTDOWN_TIMEOUT_MS);
        await close();
        await orm.close(true);
        await embedded?.stop();
      })();
      return stopping;
    },
  };
}

/**
 * Graceful stop: refuse new connections, close idle keep-alive ones, let requests in flight end;
 * after `timeoutMs` cut whatever is left so the process can exit.
 */
async function drainHttpServer(server: Server, timeoutMs: number): Promise<void> {
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  if ((await Promise.race([closed, timedOut])) === 'timeout') {
    logger.warn(`requests still running after ${timeoutMs} ms: closing their connections`);
    server.closeAllConnections();
    await closed;
  }
  clearTimeout(timer);
}
