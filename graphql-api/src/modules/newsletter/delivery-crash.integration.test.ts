/**
 * A node killed mid-campaign (issue 27): the real server process sends a campaign of 1,000 mails
 * from the queue, is killed with SIGKILL part-way, and a new server on the same database finishes
 * it. Every subscriber ends up with exactly one mail in the outbox, and every delivery is sent once.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outboxMails } from '../../test/outbox.js';
import { spawnServer, type ServerProcess } from '../../test/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { renderMarkdownMail } from './campaign-render.js';
import { startSending } from './campaign-sending.js';
import { toPgArray } from './digest-schedule.js';
import { addSubscribers, waitUntilSent } from '../../test/newsletter-fixtures.js';

let db: TestDatabase;
let outbox: string;
const servers: ServerProcess[] = [];
beforeAll(async () => {
  db = await createTestDatabase();
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-crash-outbox-'));
});
afterAll(async () => {
  for (const server of servers) await server.stop();
  await db?.drop();
});

const start = async () => {
  const server = await spawnServer({
    DATABASE_URL: db.url,
    SEED_ON_EMPTY: 'false',
    MAIL_OUTBOX_DIR: outbox,
    NEWSLETTER_SEND_RATE: '200',
    NEWSLETTER_BATCH_SIZE: '25',
  });
  servers.push(server);
  return server;
};

it('a server killed mid-send and a new one started deliver each mail exactly once', { timeout: 180_000 }, async () => {
  const em = db.orm.em.fork();
  await addSubscribers(em, 'crash', 1000);
  const mail = renderMarkdownMail('The queue survives a crash.', 'http://localhost:4000');
  const [campaign] = await em.execute<{ id: string }[]>(
    `insert into newsletter_campaigns (id, newsletter, subject, markdown, html, text, links)
     values (gen_random_uuid(), 'weeklyDigest', 'Crash course', 'x', ?, ?, ?::text[]) returning id`,
    [mail.html, mail.text, toPgArray(mail.links)],
  );
  expect(await startSending(em, campaign!.id)).toBe(1000);

  // The first server takes the campaign up when it starts (campaigns left sending resume) and is killed part-way.
  const first = await start();
  for (const deadline = Date.now() + 60_000; outboxMails(outbox).length < 150 && Date.now() < deadline;) await new Promise((r) => setTimeout(r, 50));
  first.child.kill('SIGKILL');
  await first.exited;
  const [midway] = await em.fork().execute<[{ sent: number }]>(`select count(*)::int as sent from newsletter_deliveries where status = 'sent'`);
  expect(midway.sent).toBeGreaterThanOrEqual(100);
  expect(midway.sent).toBeLessThan(1000);

  await start();
  await waitUntilSent(db.orm.em, campaign!.id, 120_000);
  const to = outboxMails(outbox).map((m) => m.to);
  expect(to).toHaveLength(1000);
  expect(new Set(to).size).toBe(1000);
  const [after] = await em
    .fork()
    .execute<[{ sent: number; attempts: number }]>(
      `select count(*)::int as sent, max(attempts)::int as attempts from newsletter_deliveries where status = 'sent'`,
    );
  expect(after).toEqual({ sent: 1000, attempts: 1 });
});
