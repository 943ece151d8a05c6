import { useEffect, useState } from 'react';
import { requestJson } from './http';

/** The signed-in account as GET /api/user answers it (spec section 7). */
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

/**
 * One request for the current user shared by every component that asks (header, popup, wizard,
 * account, admin); the calls that change who is signed in forget it, and a failed request is not kept.
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
export function forgetCurrentUser(): void {
  currentUser = null;
}

/** Wraps a call that signs someone in or out, or changes the account: the current user is asked again after it. */
export const changingAccount =
  <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    try {
      return await call(...args);
    } finally {
      forgetCurrentUser();
    }
  };

/** Signs out (the user menu, the admin page's "another account"). */
export const logout = changingAccount(() => requestJson('POST', '/api/logout', {}));

/** The signed-in user: undefined while checking, null when signed out (a 401 is not retried). */
export function useCurrentUser(): CurrentUser | null | undefined {
  const [user, setUser] = useState<CurrentUser | null | undefined>(undefined);
  useEffect(() => {
    let cancelled = false;
    fetchCurrentUser().then(
      (u) => !cancelled && setUser(u),
      () => !cancelled && setUser(null),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return user;
}
