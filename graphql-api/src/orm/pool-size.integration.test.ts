/** DB_POOL_MAX sizes the ORM's pool on both paths that open one: the tools' and the server's. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { startServer } from '../server.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';
import { openDatabase } from './open-database.js';
import type { Orm } from './orm.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
}, 120_000);
afterAll(async () => db?.drop());

const poolMax = (orm: Orm) => (orm.em.getConnection().getKnex().client as { pool: { max: number } }).pool.max;
const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    DB_POOL_MAX: '3',
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIST_DIR: '/nonexistent',
    SEED_ON_EMPTY: 'false',
    SESSION_SECRET: 'pool-test-session-secret',
    LOG_LEVEL: 'silent',
  });

it("sizes the tools' pool (openDatabase) by DB_POOL_MAX", async () => {
  const opened = await openDatabase(config());
  try {
    expect(poolMax(opened.orm)).toBe(3);
  } finally {
    await opened.close();
  }
});

it("sizes the server's pool (startServer, each worker of npm start) by DB_POOL_MAX", async () => {
  const server = await startServer(config(), { log: () => {} });
  try {
    expect(poolMax(server.orm)).toBe(3);
  } finally {
    await server.stop();
  }
});
