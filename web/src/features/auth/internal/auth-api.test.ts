import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginOrRegister, RATE_LIMITED_SIGN_UP } from './auth-api';

/** A server that answers each call in turn: [status, body]. */
function server(...answers: [number, Record<string, unknown>][]) {
  const fetchMock = vi.fn(() => {
    const [status, body] = answers.shift()!;
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('loginOrRegister', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('signs in, or registers a new address on 401', async () => {
    server([200, { success: true }]);
    expect(await loginOrRegister('a@example.org', 'password1')).toEqual({ ok: true, greeting: 'Welcome back!' });
    server([401, { message: 'Invalid email or password' }], [201, { success: true }]);
    expect(await loginOrRegister('new@example.org', 'password1')).toEqual({ ok: true, greeting: 'Welcome!' });
  });

  it("says 'Invalid email or password' when the address exists (409)", async () => {
    server([401, {}], [409, { code: 'EMAIL_EXISTS', message: 'Email already registered' }]);
    expect(await loginOrRegister('a@example.org', 'wrong-pass')).toEqual({ ok: false, message: 'Invalid email or password' });
  });

  it('says the sign-up limit refused a new account, with the wait, never that the password is wrong', async () => {
    const wait = 'Too many sign-up attempts: at most 10 in an hour. Please try again in 42 minutes.';
    server([401, {}], [429, { code: 'RATE_LIMITED', message: wait }]);
    const result = await loginOrRegister('brand-new@example.org', 'password1');
    expect(result).toEqual({ ok: false, message: `${RATE_LIMITED_SIGN_UP} ${wait}` });
    expect(JSON.stringify(result)).not.toContain('Invalid email or password');
  });
});
