import { useEffect, useState } from 'react';
import { fetchCurrentUser, type CurrentUser } from './auth-api';

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
