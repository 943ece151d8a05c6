import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { openDatabase } from './open-database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(async () => db?.drop());

it("sizes the ORM's pool by DB_POOL_MAX", async () => {
  const opened = await openDatabase(loadConfig({ NODE_ENV: 'test', DATABASE_URL: db.url, DB_POOL_MAX: '3' }));
  try {
    const pool = (opened.orm.em.getConnection().getKnex().client as { pool: { max: number } }).pool;
    expect(pool.max).toBe(3);
  } finally {
    await opened.close();
  }
});
