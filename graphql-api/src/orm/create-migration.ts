/**
 * Writes a new migration (the diff between the entities and a database migrated to the latest
 * committed migration) into src/db/migrations. Runs against a throwaway embedded Postgres.
 * Usage: npm run migration:create -w graphql-api
 */
import { MikroORM } from '@mikro-orm/postgresql';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { createOrmConfig } from './mikro-orm.config.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { freePort } from '../db/free-port.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-migrate-'));
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'migrate', ephemeral: true });
const orm = await MikroORM.init(createOrmConfig({ databaseUrl: db.url }));
try {
  const migrator = orm.getMigrator();
  await migrator.up();
  const result = await migrator.createMigration();
  console.log(result.fileName ? `Created ${result.fileName}; add it to src/db/migrations/index.ts` : 'No changes.');
} finally {
  await orm.close(true);
  await db.stop();
}
