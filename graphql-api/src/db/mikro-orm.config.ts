import 'reflect-metadata';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENTITIES } from './entities.js';
import { MIGRATIONS } from './migrations/index.js';

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
    pool: { min: 0, max: poolMax },
    forceUtcTimezone: true,
    migrations: {
      migrationsList: MIGRATIONS,
      path: path.join(here, 'migrations'),
      pathTs: path.resolve(here, '../../src/db/migrations'),
      emit: 'ts',
      transactional: true,
      allOrNothing: true,
      snapshot: false,
    },
  });
}
