/**
 * A test send the mail server does not take is a clear error (MAIL_NOT_SENT, 502) naming what to
 * check, not an internal error, and the campaign stays a draft. The mail server is a closed local
 * port: a real SMTP connection, refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailNotSentError } from '../../lib/errors.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { createMailer } from '../mail/mailer.js';
import { User } from '../users/user.entity.js';
import { CampaignService } from './campaign.service.js';
import { NewsletterRuntime } from './newsletter-runtime.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

describe('a test send the mail server refuses', () => {
  it('is MAIL_NOT_SENT with what to check, and the campaign stays a draft', async () => {
    const refusing = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'atlas@example.org', outboxDir: '/nonexistent' });
    const runtime = new NewsletterRuntime(db.orm, refusing, {
      publicUrl: 'http://localhost:4000',
      secret: 'test',
      tracking: true,
      sendRatePerSecond: 100,
      batchSize: 50,
      digestCron: '0 6 * * 1',
    });
    const em = db.orm.em.fork();
    const admin = em.create(User, { email: 'admin@example.org', password: 'x', role: 'admin' });
    await em.flush();
    const campaigns = new CampaignService(em, runtime);
    const { id } = await campaigns.create({ newsletter: 'weeklyDigest', subject: 'Refused', markdown: 'Hello.' }, admin.id);

    const failure = await campaigns.sendTest(id, admin.email).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MailNotSentError);
    expect(failure).toMatchObject({ status: 502, code: 'MAIL_NOT_SENT', message: expect.stringMatching(/SMTP_URL/) });
    expect((await campaigns.view(id)).status).toBe('draft');
  });
});
