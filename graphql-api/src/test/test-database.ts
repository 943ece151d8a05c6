import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { initOrm, type Orm } from '../db/orm.js';

export interface TestDatabase {
  orm: Orm;
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database on the run's Postgres, private to one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const orm = await initOrm({ databaseUrl: url.toString(), poolMax: 4 });
  return {
    orm,
    url: url.toString(),
    async drop() {
      await orm.close(true);
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
