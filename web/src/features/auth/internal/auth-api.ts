import { changingAccount, type CurrentUser } from '../../../lib/current-user';
import { apiErrorMessage, requestJson } from '../../../lib/http';

/** The sign-in calls of spec section 7, with their statuses kept for the flows that read them. */
type SignedIn = { success: boolean; user?: CurrentUser };

export const login = changingAccount((email: string, password: string) => requestJson<SignedIn>('POST', '/api/login', { email, password }));

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  subscribeToNewsletter: boolean;
}

export const register = changingAccount((input: Registration) => requestJson<SignedIn>('POST', '/api/register', input));

export const forgotPassword = (email: string) => requestJson('POST', '/api/forgot-password', { email });
export const resetPassword = changingAccount((token: string, password: string) => requestJson('POST', '/api/reset-password', { token, password }));

/** Follows an address-confirmation link; resolves with what to tell the visitor. */
export const confirmEmail = changingAccount(async (token: string) => {
  const res = await requestJson<{ user?: CurrentUser }>('POST', '/api/verify-email', { token });
  if (res.status !== 200) throw new Error(apiErrorMessage(res));
  return res.body.user ? `Your email address ${res.body.user.email} is confirmed.` : 'Your email address is confirmed.';
});

/** What a visitor whose new account the sign-up rate limit refused is told first. */
export const RATE_LIMITED_SIGN_UP = 'No new account could be created from here just now.';

/**
 * Spec section 4's login flow: sign in; on 401 try to register with the same credentials (empty
 * names, no newsletter). 201 means a new account ('Welcome!'), a sign-in 'Welcome back!'; a 409
 * EMAIL_EXISTS or any other failure of the registration means 'Invalid email or password', except
 * the sign-up rate limit (429), which says so.
 */
export async function loginOrRegister(email: string, password: string): Promise<{ ok: true; greeting: string } | { ok: false; message: string }> {
  const first = await login(email, password);
  if (first.status === 200) return { ok: true, greeting: 'Welcome back!' };
  if (first.status !== 401) return { ok: false, message: first.body.message || 'Log in failed' };
  const created = await register({ email, password, firstName: '', lastName: '', subscribeToNewsletter: false });
  if (created.status === 201) return { ok: true, greeting: 'Welcome!' };
  if (created.status === 429) {
    // The sign-up limit refused the new account: the address may be new, so no 'Invalid email or
    // password'; the server says how long to wait.
    return { ok: false, message: `${RATE_LIMITED_SIGN_UP} ${created.body.message ?? ''}`.trim() };
  }
  if (created.status === 400 && created.body.violations?.some((v) => v.field === 'password')) {
    // A new address with a password too short to register: say what would make it work.
    return { ok: false, message: `Invalid email or password (new accounts need a password of at least 8 characters)` };
  }
  return { ok: false, message: 'Invalid email or password' };
}

export const MIN_PASSWORD = 8;
