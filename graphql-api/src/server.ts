/**
 * Boots the whole server: database (embedded unless DATABASE_URL), migrations, seed, app, listen.
 * Shared by main.ts and the e2e/bench launchers.
 */
import type { Server } from 'node:http';
import { createApp } from './app.js';
import { createExpressServer } from './http/express-server.js';
import type { ClusterLink } from './cluster/cluster-link.js';
import { localAddress, type AppConfig } from './config/env.js';
import { sessionSecretFor } from './config/session-secret.js';
import { LOCKS, withAdvisoryLock } from './db/advisory-lock.js';
import { initConfiguredOrm, type Orm } from './orm/orm.js';
import { describeDatabase, startServerDatabase } from './db/server-database.js';
import { freePort } from './db/free-port.js';
import { seedIfEmpty } from './modules/seed/curated-seeder.js';
import { logger, setLogLevel } from './lib/logger.js';
import { startMediaSweeper } from './modules/media/media-sweeper.js';

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

export interface StartOptions {
  log?: (line: string) => void;
  /** Set in a cluster worker (cluster/): the database and the session secret come from the primary. */
  cluster?: ClusterLink;
}

export async function startServer(given: AppConfig, { log = (line) => logger.info(line), cluster }: StartOptions = {}): Promise<RunningServer> {
  setLogLevel(given.logLevel);
  // Links in emails point at the address this server listens on unless PUBLIC_URL says otherwise,
  // so a "pick any port" start settles its port first.
  const listenPort = given.PORT === 0 && !cluster ? await freePort() : given.PORT;
  const config: AppConfig = { ...given, PORT: listenPort, publicUrl: given.PUBLIC_URL ?? localAddress(listenPort) };
  const { url: databaseUrl, embedded } = await startServerDatabase(config, log);
  const orm = await initConfiguredOrm(config, databaseUrl);
  log(`Database: ${embedded ? 'embedded PostgreSQL' : 'DATABASE_URL'} at ${describeDatabase(databaseUrl)} (migrations applied)`);
  if (config.SEED_ON_EMPTY) {
    // Several nodes starting at once: one seeds, the others then find the table filled.
    const seeded = await withAdvisoryLock(databaseUrl, LOCKS.seeding, () => seedIfEmpty(orm.em.fork()));
    if (seeded)
      log(
        `Seeded ${seeded.events} curated events, ${seeded.relationships} relationships, ${seeded.suggestions} suggested links and ${seeded.stories} stories.`,
      );
  }
  const sessionSecret = sessionSecretFor(config, Boolean(embedded), log);

  const { app, close, newsletter } = await createApp({ orm, config: { ...config, sessionSecret }, cluster });
  // The newsletter's queue runs on every node: campaigns left sending by a stopped node carry on.
  await newsletter.queue.start();
  const mediaSweeper = startMediaSweeper(orm, config.MEDIA_DIR);
  const server: Server = await new Promise((resolve) => {
    const s = createExpressServer(app).listen(config.PORT, config.HOST, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://localhost:${port}`;
  // A cluster's primary announces the site once all its workers listen.
  log(cluster ? `Worker listening on ${url}` : `Epoch Atlas listening on ${url} (GraphQL at ${url}/graphql, REST at ${url}/api)`);

  let stopping: Promise<void> | null = null;
  return {
    url,
    port,
    orm,
    stop() {
      stopping ??= (async () => {
        mediaSweeper.stop();
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
