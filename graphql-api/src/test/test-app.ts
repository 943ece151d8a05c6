import type { Express } from 'express';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { createApp, type App } from '../app.js';
import { loadConfig } from '../config/env.js';
import { bodyOf } from './response-body.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/** A GraphQL answer's JSON body. */
export interface GraphQLAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface TestApp {
  app: Express;
  /** The dev outbox the app writes mail to. */
  outbox: string;
  db: TestDatabase;
  /** The app's newsletter queue and settings (the queue starts on the first send). */
  newsletter: App['newsletter'];
  http: ReturnType<typeof supertest>;
  graphql<T = unknown>(query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>>;
  close(): Promise<void>;
}

/** The real app (createApp) on a fresh real database, driven over HTTP by supertest. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const db = await createTestDatabase();
  const outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-outbox-'));
  // Tests write through the ORM as well as over HTTP: the cache reads the data version on every lookup.
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: '/nonexistent', MAIL_OUTBOX_DIR: outbox, RESPONSE_CACHE_FRESH_MS: '0', ...env });
  const { app, close, newsletter } = await createApp({ orm: db.orm, config });
  const http = supertest(app);
  return {
    app,
    outbox,
    db,
    newsletter,
    http,
    async graphql<T>(query: string, variables?: Record<string, unknown>) {
      const res = await http.post('/graphql').send({ query, variables }).set('content-type', 'application/json');
      return bodyOf<GraphQLAnswer<T>>(res);
    },
    async close() {
      await close();
      await db.drop();
    },
  };
}
