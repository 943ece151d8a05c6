/**
 * Outgoing email. With SMTP_URL set, nodemailer sends through that server; by default (development,
 * tests, the embedded setup) messages are written as JSON files to a dev outbox folder, and the
 * server log says where, so a password reset works on a fresh machine without a mail server.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { logger } from '../../lib/logger.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** An HTML alternative to the text (newsletters). */
  html?: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post for newsletters). */
  headers?: Record<string, string>;
  /**
   * A stable Message-ID (`<id@host>`): the same mail sent again after a crash carries the same id,
   * so receivers can tell it is one mail, and the dev outbox keeps it once.
   */
  messageId?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  describe: string;
}

export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: 'SMTP',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  return {
    describe: `the dev outbox ${options.outboxDir}`,
    // Written synchronously; a failure to write rejects, as the SMTP send's does.
    send: (mail) =>
      new Promise<void>((resolve) => {
        fs.mkdirSync(options.outboxDir, { recursive: true });
        // A mail with a Message-ID is kept once: sent again (a delivery retried after a crash), it is already here.
        const key = mail.messageId ? `-${createHash('sha256').update(mail.messageId).digest('hex').slice(0, 16)}` : '';
        if (key && fs.readdirSync(options.outboxDir).some((name) => name.endsWith(`${key}.json`))) return resolve();
        const file = path.join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^a-z0-9@.-]/gi, '_')}${key}.json`);
        // Written under another name, then renamed: a reader (or a process killed mid-write) never
        // leaves or sees half a mail under a .json name.
        const partial = `${file}.partial`;
        fs.writeFileSync(partial, `${JSON.stringify({ from: options.from, ...mail, sentAt: new Date().toISOString() }, null, 2)}\n`);
        fs.renameSync(partial, file);
        logger.info(`[mail] "${mail.subject}" written to ${file}`);
        resolve();
      }),
  };
}

/**
 * Sends a mail after the answer has gone: a request never waits on (or is timed by) the mail
 * server, and a failure is logged, not thrown at the caller.
 */
export function sendInBackground(mailer: Mailer, mail: OutgoingMail): void {
  setImmediate(() => {
    mailer.send(mail).catch((error: unknown) => logger.error({ err: error }, `[mail] "${mail.subject}" could not be sent`));
  });
}
