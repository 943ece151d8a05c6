import fs from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** Every mail the dev outbox holds, oldest first. */
export function outboxMails(outbox: string): OutboxMail[] {
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), 'utf8')) as OutboxMail);
}

/**
 * The token of the newest link with `?<param>=` (verify, reset, token) mailed to `to`, waiting for
 * the mail to arrive (mail goes out after the answer).
 */
export async function linkTokenFor(outbox: string, to: string, param: string, timeoutMs = 5000): Promise<string> {
  const pattern = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`);
  // A plain loop, not expect.poll: it also serves beforeAll hooks.
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 20))) {
    const token = outboxMails(outbox)
      .filter((m) => m.to === to && pattern.test(m.text))
      .map((m) => pattern.exec(m.text)![1]!)
      .at(-1);
    if (token) return token;
  }
  throw new Error(`no mail to ${to} with a ?${param}= link arrived within ${timeoutMs} ms`);
}
