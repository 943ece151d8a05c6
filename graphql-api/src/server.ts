/**
 * Boots the whole server: database (embedded unless DATABASE_URL), migrations, seed, app, listen.
 * Shared by main.ts and the e2e/bench launchers.
 */
import type { Server } from 'node:http';
import { createApp } from './app.js';
import type { AppConfig } from './config/env.js';
import { freePort } from './db/free-port.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres.js';
import { initOrm, type Orm } from './db/orm.js';
import { seedIfEmpty } from './db/seeders/curated-seeder.js';

export interface RunningServer {
  url: string;
  port: number;
  orm: Orm;
  stop(): Promise<void>;
}

function describeDatabase(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || 5432}${parsed.pathname}`;
}

export async function startServer(config: AppConfig, log: (line: string) => void = console.log): Promise<RunningServer> {
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
    const seeded = await seedIfEmpty(orm.em.fork());
    if (seeded) log(`Seeded ${seeded.events} curated events and ${seeded.relationships} relationships.`);
  }
  if (config.sessionSecretGenerated) log('SESSION_SECRET not set: using a random secret for this run (sessions end on restart).');

  const { app, close } = await createApp({ orm, config });
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
        await new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await close();
        await orm.close(true);
        await embedded?.stop();
      })();
      return stopping;
    },
  };
}
