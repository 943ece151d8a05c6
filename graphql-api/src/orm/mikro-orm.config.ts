import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from '../db/migrations/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface OrmConfigOptions {
  databaseUrl: string;
  logSql?: boolean;
  poolMax?: number;
}

/**
 * Migrations are listed statically (migrations/index.ts) rather than globbed from disk, so the same
 * list runs from compiled JS, from vitest on the TS sources, and in the Docker image.
 */
export function createOrmConfig({ databaseUrl, logSql = false, poolMax = 10 }: OrmConfigOptions): Options {
  return defineConfig({
    clientUrl: databaseUrl,
    entities: ENTITIES,
    extensions: [Migrator],
    debug: logSql,
    // During a database outage a request must fail fast (503) rather than queue: a refused
    // connection rejects at once (knex propagates create errors), and a connect that hangs gives
    // up after 2 s.
    pool: { min: 0, max: poolMax, acquireTimeoutMillis: 10_000 },
    // Every run of a prepared statement (db/pooled-query.ts) is planned for its own values: a
    // generic plan, chosen by PostgreSQL after five runs when its estimate looks no worse, ignores
    // the values, and for a page over a bounding box it walked the whole coordinate index, orders
    // of magnitude slower than the plan for the values.
    driverOptions: { connection: { connectionTimeoutMillis: 2000, options: '-c plan_cache_mode=force_custom_plan' } },
    forceUtcTimezone: true,
    migrations: {
      migrationsList: MIGRATIONS,
      path: path.join(here, '../db/migrations'),
      pathTs: path.resolve(here, '../../src/db/migrations'),
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
}
