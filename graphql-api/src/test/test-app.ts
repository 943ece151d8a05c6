import type { Express } from 'express';
import supertest from 'supertest';
import { createApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

export interface TestApp {
  app: Express;
  db: TestDatabase;
  http: ReturnType<typeof supertest>;
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>): Promise<{ data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }>;
  close(): Promise<void>;
}

/** The real app (createApp) on a fresh real database, driven over HTTP by supertest. */
export async function createTestApp(): Promise<TestApp> {
  const db = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent' });
  const { app, close } = await createApp({ orm: db.orm, config });
  const http = supertest(app);
  return {
    app,
    db,
    http,
    async graphql(query, variables) {
      const res = await http.post('/graphql').send({ query, variables }).set('content-type', 'application/json');
      return res.body;
    },
    async close() {
      await close();
      await db.drop();
    },
  };
}
