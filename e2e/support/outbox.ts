import { expect, type Browser, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX } from '../playwright.config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

function mails(): Mail[] {
  if (!fs.existsSync(E2E_OUTBOX)) return [];
  return fs
    .readdirSync(E2E_OUTBOX)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(fs.readFileSync(path.join(E2E_OUTBOX, f), 'utf8')) as Mail);
}

/** The token of the newest link with `?<param>=` mailed to `to` (the server's dev outbox), once it arrives. */
export async function linkTokenFromOutbox(to: string, param: string): Promise<string> {
  const pattern = new RegExp(`[?&]${param}=([A-Za-z0-9_-]+)`);
  let token: string | undefined;
  await expect
    .poll(
      () =>
        (token = mails()
          .filter((m) => m.to === to && pattern.test(m.text))
          .map((m) => pattern.exec(m.text)![1]!)
          .at(-1)),
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return token!;
}

export const ADMIN = { email: 'admin@e2e.example.org', password: 'admin password 1' };

/** Signs this page's browser in, registering the account the first time. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const reg = await page.request.post('/api/register', { data: account });
  if (reg.status() === 409) expect((await page.request.post('/api/login', { data: account })).status()).toBe(200);
  else expect(reg.status()).toBe(201);
}

/**
 * Signs in as the admin of ADMIN_EMAILS. The role comes only with a proven address: the first
 * time, the admin follows the confirmation link mailed at sign-up.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, ADMIN);
  const me = (await (await page.request.get('/api/user')).json()) as { role: string };
  if (me.role === 'admin') return;
  const token = await linkTokenFromOutbox(ADMIN.email, 'verify');
  expect((await page.request.post('/api/verify-email', { data: { token } })).status()).toBe(200);
}

/**
 * A browser of its own, at 1440x900, signed in as a new moderator (`name` keeps each spec's
 * accounts apart): the admin gives the role through GraphQL.
 */
export async function newModeratorPage(browser: Browser, name: string): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, { email: `${name}-moderator-${Date.now()}@example.org`, password: 'moderator password' });
  const me = (await (await page.request.get('/api/user')).json()) as { id: string };
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  const promoted = await admin.request.post('/graphql', { data: { query: `mutation { setUserRole(userId: "${me.id}", role: MODERATOR) { role } }` } });
  expect(((await promoted.json()) as { data: { setUserRole: { role: string } } }).data.setUserRole.role).toBe('MODERATOR');
  await adminContext.close();
  return page;
}

/** The newest mail to `to` whose subject is `subject` (a newsletter from the queue), once it arrives. */
export async function mailFromOutbox(to: string, subject: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(
      () =>
        (mail = mails()
          .filter((m) => m.to === to && m.subject === subject)
          .at(-1)),
      { timeout: 20_000 },
    )
    .toBeTruthy();
  return mail!;
}
