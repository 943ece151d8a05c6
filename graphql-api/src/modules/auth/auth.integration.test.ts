import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyOf, violationFields } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { linkTokenFor as tokenFor, outboxMails as readOutbox } from '../../test/outbox.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { User } from '../users/user.entity.js';
import { RESET_SENT } from './auth.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.org' });
});
afterAll(() => t?.close());

/** A browser: one cookie jar across requests. */
const browser = () => supertest.agent(t.app);

const outboxMails = () => readOutbox(t.outbox);
const linkTokenFor = (to: string, kind: 'verify' | 'reset') => tokenFor(t.outbox, to, kind);

describe('accounts over REST', () => {
  it('GET /api/user is 401 when signed out', async () => {
    const res = await browser().get('/api/user');
    expect(res.status).toBe(401);
  });

  it('registers (201), is signed in at once, and stores only an argon2id hash', async () => {
    const b = browser();
    const res = await b
      .post('/api/register')
      .send({ email: '  Ada@Example.org ', password: 'correct horse', firstName: 'Ada', lastName: 'Lovelace', subscribeToNewsletter: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, user: { email: 'ada@example.org', firstName: 'Ada', role: 'user' } });
    expect(res.body.user.password).toBeUndefined();
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/epoch\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect((await b.get('/api/user')).body).toMatchObject({ email: 'ada@example.org', lastName: 'Lovelace' });

    const stored = await t.db.orm.em.fork().findOneOrFail(User, { email: 'ada@example.org' });
    expect(stored.password).toMatch(/^\$argon2id\$/);
    // The address is not proven yet: the newsletter waits for the link mailed to it.
    expect(res.body.user).toMatchObject({ emailVerified: false, pendingEmail: null });
    expect(await t.db.orm.em.fork().count(NewsletterSubscriber, { email: 'ada@example.org' })).toBe(0);
    const token = await linkTokenFor('ada@example.org', 'verify');
    const verified = await browser().post('/api/verify-email').send({ token });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ email: 'ada@example.org', emailVerified: true });
    expect(await t.db.orm.em.fork().count(NewsletterSubscriber, { email: 'ada@example.org', status: 'active' })).toBe(1);
    const again = await browser().post('/api/verify-email').send({ token });
    expect(again.status).toBe(400);
    expect(again.body.violations[0]).toMatchObject({ field: 'token' });
  });

  it('answers 409 EMAIL_EXISTS for a taken email, whatever its case', async () => {
    const res = await browser().post('/api/register').send({ email: 'ADA@example.org', password: 'another one' });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'EMAIL_EXISTS', message: 'An account with this email already exists' });
  });

  it('rejects bad registrations with 400 and what is wrong', async () => {
    const short = await browser().post('/api/register').send({ email: 'new@example.org', password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body.violations).toEqual([{ field: 'password', message: 'String too short (at least 8 characters)' }]);
    const bad = await browser().post('/api/register').send({ email: 'not an email', password: 12345678 });
    expect(bad.status).toBe(400);
    expect(violationFields(bad)).toEqual(['email', 'password']);
  });

  it('logs in on a new session id, and out; wrong password and unknown email get the same 401', async () => {
    const b = browser();
    const first = await b.get('/api/user');
    expect(first.status).toBe(401);
    const ok = await b.post('/api/login').send({ email: 'ada@example.org', password: 'correct horse' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { email: 'ada@example.org' } });
    expect((await b.get('/api/user')).status).toBe(200);

    const wrong = await browser().post('/api/login').send({ email: 'ada@example.org', password: 'wrong horse' });
    const unknown = await browser().post('/api/login').send({ email: 'nobody@example.org', password: 'wrong horse' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const withoutId = (body: Record<string, unknown>) => ({ ...body, requestId: undefined });
    expect(withoutId(bodyOf(wrong))).toEqual(withoutId(bodyOf(unknown)));
    expect(wrong.body).toMatchObject({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' });

    expect((await b.post('/api/logout')).status).toBe(200);
    expect((await b.get('/api/user')).status).toBe(401);
  });

  it('a session id issued before sign-in is not the one after it (no fixation)', async () => {
    const b = browser();
    await b.post('/api/login').send({ email: 'ada@example.org', password: 'correct horse' });
    const sidA = String((await b.post('/api/logout')).headers['set-cookie'] ?? '');
    const login = await b.post('/api/login').send({ email: 'ada@example.org', password: 'correct horse' });
    const sidB = /epoch\.sid=([^;]+)/.exec(String(login.headers['set-cookie']))?.[1];
    expect(sidB).toBeTruthy();
    expect(sidA).not.toContain(sidB!);
  });

  it('makes ADMIN_EMAILS accounts admins only once the address is proven by the link mailed to it', async () => {
    const b = browser();
    const res = await b.post('/api/register').send({ email: 'boss@example.org', password: 'the boss password' });
    expect(res.body.user.role).toBe('user');
    expect((await browser().post('/api/login').send({ email: 'boss@example.org', password: 'the boss password' })).body.user.role).toBe('user');
    const verified = await browser()
      .post('/api/verify-email')
      .send({ token: await linkTokenFor('boss@example.org', 'verify') });
    expect(verified.body.user.role).toBe('admin');
    expect((await b.get('/api/user')).body.role).toBe('admin');
  });

  it('never grants admin for an address taken over by an email change: the new address waits for its own link', async () => {
    const mallory = browser();
    await mallory.post('/api/register').send({ email: 'mallory@example.org', password: 'mallory password' });
    const change = await mallory.patch('/api/user').send({ email: 'chief@example.org', currentPassword: 'mallory password' });
    expect(change.status).toBe(200);
    expect(change.body).toMatchObject({ email: 'mallory@example.org', pendingEmail: 'chief@example.org', role: 'user' });
    const login = await browser().post('/api/login').send({ email: 'mallory@example.org', password: 'mallory password' });
    expect(login.body.user.role).toBe('user');
    expect((await browser().post('/api/login').send({ email: 'chief@example.org', password: 'mallory password' })).status).toBe(401);
    // Only whoever reads chief@ can complete the change (here: the test reads the outbox).
    const mail = outboxMails()
      .filter((m) => m.to === 'chief@example.org')
      .at(-1)!;
    expect(mail.subject).toMatch(/new Epoch Atlas email/);
    const done = await browser()
      .post('/api/verify-email')
      .send({ token: /verify=([A-Za-z0-9_-]+)/.exec(mail.text)![1] });
    expect(done.body.user).toMatchObject({ email: 'chief@example.org', emailVerified: true, pendingEmail: null });
  });

  it('builds links in mail from the configured public address, never from the Host header', async () => {
    await browser().post('/api/register').send({ email: 'hosted@example.org', password: 'hosted password' });
    const before = outboxMails().length;
    await browser()
      .post('/api/forgot-password')
      .set('Host', 'attacker.example')
      .set('X-Forwarded-Host', 'attacker.example')
      .send({ email: 'hosted@example.org' });
    await expect.poll(() => outboxMails().length).toBe(before + 1);
    const mail = outboxMails().at(-1)!;
    expect(mail.text).not.toContain('attacker.example');
    expect(mail.text).toContain(`http://localhost:4000/auth?reset=`);
  });

  it('a password change through PATCH /api/user ends the other sessions and voids older reset links', async () => {
    const here = browser();
    const elsewhere = browser();
    await here.post('/api/register').send({ email: 'mover@example.org', password: 'first password' });
    await elsewhere.post('/api/login').send({ email: 'mover@example.org', password: 'first password' });
    await browser().post('/api/forgot-password').send({ email: 'mover@example.org' });
    const oldLink = await linkTokenFor('mover@example.org', 'reset');
    const change = await here.patch('/api/user').send({ currentPassword: 'first password', newPassword: 'second password' });
    expect(change.status).toBe(200);
    expect((await here.get('/api/user')).status).toBe(200);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    const reset = await browser().post('/api/reset-password').send({ token: oldLink, password: 'attacker password' });
    expect(reset.status).toBe(400);
    expect((await browser().post('/api/login').send({ email: 'mover@example.org', password: 'second password' })).status).toBe(200);
  });

  it('resets a password through the emailed single-use link, ending other sessions', async () => {
    const other = browser();
    await other.post('/api/login').send({ email: 'ada@example.org', password: 'correct horse' });
    expect((await other.get('/api/user')).status).toBe(200);

    const before = outboxMails().length;
    const unknown = await browser().post('/api/forgot-password').send({ email: 'nobody@example.org' });
    const known = await browser().post('/api/forgot-password').send({ email: 'ada@example.org' });
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(RESET_SENT);
    await expect.poll(() => outboxMails().length).toBe(before + 1);
    const mail = outboxMails().at(-1)!;
    expect(mail.to).toBe('ada@example.org');
    const token = /reset=([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

    const b = browser();
    const tooShort = await b.post('/api/reset-password').send({ token, password: 'short' });
    expect(tooShort.status).toBe(400);
    const done = await b.post('/api/reset-password').send({ token, password: 'a brand new password' });
    expect(done.status).toBe(200);
    expect((await b.get('/api/user')).status).toBe(200);
    expect((await other.get('/api/user')).status).toBe(401);

    const again = await browser().post('/api/reset-password').send({ token, password: 'yet another password' });
    expect(again.status).toBe(400);
    expect(again.body.violations[0].message).toMatch(/invalid or has expired/);
    expect((await browser().post('/api/login').send({ email: 'ada@example.org', password: 'correct horse' })).status).toBe(401);
    expect((await browser().post('/api/login').send({ email: 'ada@example.org', password: 'a brand new password' })).status).toBe(200);
  });
});

describe('accounts over GraphQL', () => {
  const gql = (b: ReturnType<typeof browser>, query: string, variables: Record<string, unknown> = {}) =>
    b.post('/graphql').set('content-type', 'application/json').send({ query, variables });

  it('me, register, logout, login on the same cookie; errors carry their codes', async () => {
    const b = browser();
    expect((await gql(b, '{ me { email } }')).body.data.me).toBeNull();
    const reg = await gql(b, 'mutation { register(email: "grace@example.org", password: "hopper1906", firstName: "Grace") { email firstName role } }');
    expect(reg.body.data.register).toEqual({ email: 'grace@example.org', firstName: 'Grace', role: 'USER' });
    expect((await gql(b, '{ me { email } }')).body.data.me).toEqual({ email: 'grace@example.org' });
    expect((await b.get('/api/user')).body.email).toBe('grace@example.org');

    const taken = await gql(browser(), 'mutation { register(email: "grace@example.org", password: "hopper1906") { email } }');
    expect(taken.body.errors[0].extensions.code).toBe('EMAIL_EXISTS');
    expect((await gql(b, 'mutation { logout }')).body.data.logout).toBe(true);
    expect((await gql(b, '{ me { email } }')).body.data.me).toBeNull();
    const wrong = await gql(b, 'mutation { login(email: "grace@example.org", password: "nope nope") { email } }');
    expect(wrong.body.errors[0]).toMatchObject({ message: 'Invalid email or password', extensions: { code: 'UNAUTHENTICATED' } });
    const ok = await gql(b, 'mutation { login(email: "GRACE@example.org", password: "hopper1906") { email } }');
    expect(ok.body.data.login.email).toBe('grace@example.org');
    const reset = await gql(browser(), 'mutation { requestPasswordReset(email: "nobody@example.org") }');
    expect(reset.body.data.requestPasswordReset).toBe(RESET_SENT);
  });

  it('never exposes a password field in the schema', async () => {
    const res = await gql(browser(), '{ __type(name: "User") { fields { name } } }');
    const { fields } = bodyOf<{ data: { __type: { fields: { name: string }[] } } }>(res).data.__type;
    expect(fields.map((f) => f.name)).not.toContain('password');
  });
});
