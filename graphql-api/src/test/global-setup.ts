/**
 * Starts one real PostgreSQL for the whole test run: the embedded one in a temp folder, or the
 * server at DATABASE_URL when set. Each test file then creates its own database on it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { freePort } from '../db/free-port.js';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
  }
}

/** Both vitest projects (api, timing) run this setup: the first starts the server, both use it. */
interface SharedPostgres {
  started: Promise<{ url: string; stop: () => Promise<void> }>;
  users: number;
}
const slot = globalThis as typeof globalThis & { epochTestPostgres?: SharedPostgres };

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('adminDatabaseUrl', process.env.DATABASE_URL);
    return;
  }
  const shared = (slot.epochTestPostgres ??= { started: startPostgres(), users: 0 });
  shared.users++;
  const db = await shared.started;
  project.provide('adminDatabaseUrl', db.url);
  return async () => {
    if (--shared.users > 0) return;
    slot.epochTestPostgres = undefined;
    await db.stop();
  };
}

async function startPostgres() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-test-'));
  fs.chmodSync(dir, 0o755);
  const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port: await freePort(), database: 'postgres', ephemeral: true });
  return {
    url: db.url,
    stop: async () => {
      await db.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
