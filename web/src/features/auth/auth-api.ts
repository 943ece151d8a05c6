/** The account calls of spec section 7, with their statuses kept for the flows that read them. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
  /** The account proved it reads its address (the link mailed at sign-up). */
  emailVerified: boolean;
  /** A new address waiting for its confirmation link. */
  pendingEmail: string | null;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T & { message?: string; code?: string; violations?: { field: string; message: string }[] };
}

async function post<T>(path: string, body: unknown): Promise<ApiAnswer<T>> {
  const res = await fetch(path, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => ({}))) as ApiAnswer<T>['body'];
  return { status: res.status, body: json };
}

/**
 * One request for the current user shared by every component that asks (header, popup, wizard);
 * the calls that change who is signed in forget it, and a failed request is not kept.
 */
let currentUser: Promise<CurrentUser | null> | null = null;

export function fetchCurrentUser(): Promise<CurrentUser | null> {
  currentUser ??= (async () => {
    const res = await fetch('/api/user', { credentials: 'include' });
    if (res.status === 401) return null;
    if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
    return (await res.json()) as CurrentUser;
  })().catch((e: unknown) => {
    currentUser = null;
    throw e;
  });
  return currentUser;
}

/** The signed-in user changed (or may have): the next fetchCurrentUser asks the server again. */
export function forgetCurrentUser() {
  currentUser = null;
}

/** A call that signs someone in or out, or changes the account. */
const changingAccount = <A extends unknown[], R>(call: (...args: A) => Promise<R>) => async (...args: A) => {
  try {
    return await call(...args);
  } finally {
    forgetCurrentUser();
  }
};

export const login = changingAccount((email: string, password: string) => post<{ success: boolean; user?: CurrentUser }>('/api/login', { email, password }));

export const register = changingAccount((input: { email: string; password: string; firstName: string; lastName: string; subscribeToNewsletter: boolean }) =>
  post<{ success: boolean; user?: CurrentUser }>('/api/register', input),
);

export const forgotPassword = (email: string) => post('/api/forgot-password', { email });
export const resetPassword = changingAccount((token: string, password: string) => post('/api/reset-password', { token, password }));
export const logout = changingAccount(() => post('/api/logout', {}));

/** Follows an address-confirmation link; resolves with what to tell the visitor. */
export const confirmEmail = changingAccount(async (token: string) => {
  const res = await post<{ user?: CurrentUser }>('/api/verify-email', { token });
  if (res.status !== 200) throw new Error(res.body.violations?.map((v) => v.message).join('; ') || res.body.message || `HTTP error! status: ${res.status}`);
  return res.body.user ? `Your email address ${res.body.user.email} is confirmed.` : 'Your email address is confirmed.';
});

/** Mails a new confirmation link for the signed-in account's unconfirmed address. */
export const resendConfirmation = () => post<{ message?: string }>('/api/verify-email/resend', {});

/**
 * Spec section 4's login flow: sign in; on 401 try to register with the same credentials (empty
 * names, no newsletter). 201 means a new account ('Welcome!'), a sign-in 'Welcome back!'; a 409
 * EMAIL_EXISTS or any other failure of the registration means 'Invalid email or password'.
 */
export async function loginOrRegister(email: string, password: string): Promise<{ ok: true; greeting: string } | { ok: false; message: string }> {
  const first = await login(email, password);
  if (first.status === 200) return { ok: true, greeting: 'Welcome back!' };
  if (first.status !== 401) return { ok: false, message: first.body.message || 'Log in failed' };
  const created = await register({ email, password, firstName: '', lastName: '', subscribeToNewsletter: false });
  if (created.status === 201) return { ok: true, greeting: 'Welcome!' };
  if (created.status === 400 && created.body.violations?.some((v) => v.field === 'password')) {
    // A new address with a password too short to register: say what would make it work.
    return { ok: false, message: `Invalid email or password (new accounts need a password of at least 8 characters)` };
  }
  return { ok: false, message: 'Invalid email or password' };
}
