/** The account calls of spec section 7, with their statuses kept for the flows that read them. */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string;
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

export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  const res = await fetch('/api/user', { credentials: 'include' });
  if (res.status === 401) return null;
  if (!res.ok) throw new Error(`HTTP error! status: ${res.status}`);
  return (await res.json()) as CurrentUser;
}

export const login = (email: string, password: string) => post<{ success: boolean; user?: CurrentUser }>('/api/login', { email, password });

export const register = (input: { email: string; password: string; firstName: string; lastName: string; subscribeToNewsletter: boolean }) =>
  post<{ success: boolean; user?: CurrentUser }>('/api/register', input);

export const forgotPassword = (email: string) => post('/api/forgot-password', { email });
export const resetPassword = (token: string, password: string) => post('/api/reset-password', { token, password });
export const logout = () => post('/api/logout', {});

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
