/**
 * Nodes starting together on one database each start the newsletter queue: pg-boss's queue set-up
 * from two of them at once deadlocked in PostgreSQL and the losing node exited (seen in CI with
 * two workers), so the set-up runs one node at a time.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { NewsletterRuntime } from './newsletter-runtime.js';

const databases: TestDatabase[] = [];
afterAll(async () => {
  for (const db of databases) await db.drop();
});

const settings = { publicUrl: 'http://localhost:4000', secret: 'test', tracking: true, sendRatePerSecond: 100, batchSize: 50, digestCron: '0 6 * * 1' };

describe('the newsletter queue on nodes starting together', () => {
  it('starts on every node of a fresh database', async () => {
    for (let round = 0; round < 3; round++) {
      const db = await createTestDatabase();
      databases.push(db);
      const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-queue-'));
      const nodes = [1, 2, 3].map(() => new NewsletterRuntime(db.orm, createMailer({ from: 'test@example.org', outboxDir }), settings));
      const started = await Promise.allSettled(nodes.map((n) => n.queue.start()));
      await Promise.all(nodes.map((n) => n.queue.stop()));
      expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'started'))).toEqual(['started', 'started', 'started']);
    }
  }, 120_000);
});
