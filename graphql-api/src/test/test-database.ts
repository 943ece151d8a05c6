import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { initOrm, type Orm } from '../orm/orm.js';

export interface TestDatabase {
  orm: Orm;
  url: string;
  drop(): Promise<void>;
}

export interface EmptyDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new database with nothing in it (not even migrations) on the run's Postgres. */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh, migrated database on the run's Postgres, private to one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const empty = await createEmptyDatabase();
  const orm = await initOrm({ databaseUrl: empty.url, poolMax: 4 });
  return {
    orm,
    url: empty.url,
    async drop() {
      await orm.close(true);
      await empty.drop();
    },
  };
}
