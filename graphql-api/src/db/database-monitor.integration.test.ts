/**
 * The monitor on a PostgreSQL of its own, which the test freezes (SIGSTOP) without touching the
 * server other test files share.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pausePostgres, resumePostgres } from '../test/pause-postgres.js';
import { DatabaseMonitor } from './database-monitor.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded-postgres.js';
import { freePort } from './free-port.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-monitor-'));
fs.chmodSync(dir, 0o755);
const dataDir = path.join(dir, 'pg');
let database: EmbeddedDatabase | null = null;
beforeAll(async () => {
  database = await startEmbeddedPostgres({ dataDir, port: await freePort(), database: 'postgres', ephemeral: true });
});
afterAll(async () => {
  await database?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps this process's event loop busy, as a long synchronous task does. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy on purpose
  }
}

it('does not take a blocked event loop of its own for an outage, and still finds a real one within a second', async () => {
  const monitor = new DatabaseMonitor(database!.url);
  let downs = 0;
  monitor.onDown(() => downs++);
  monitor.start();
  await sleep(1000); // connected, answering
  expect(monitor.isDown).toBe(false);

  // A ping goes out while the database is held, then this process blocks for a second; the database
  // is released at the end of the block, so the answer is there to read as soon as the loop runs.
  const held = pausePostgres(dataDir);
  await sleep(250);
  blockEventLoop(1000);
  resumePostgres(held);
  await sleep(600);
  expect(downs, 'a blocked event loop counted as an outage').toBe(0);

  // A real outage is still found within a second.
  const frozen = pausePostgres(dataDir);
  const frozenAt = Date.now();
  await expect.poll(() => monitor.isDown, { timeout: 3000, interval: 20 }).toBe(true);
  const foundAfter = Date.now() - frozenAt;
  resumePostgres(frozen);
  expect(foundAfter).toBeLessThan(1000);
  await expect.poll(() => monitor.isDown, { timeout: 5000 }).toBe(false);
  await monitor.stop();
  expect(downs).toBe(1);
});
