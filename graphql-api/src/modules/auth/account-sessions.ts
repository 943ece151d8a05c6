import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Ends every session of an account except `keepSessionId` (the browser that made the change), and
 * voids its outstanding reset links: after a password change nobody signed in with, or holding a
 * link for, the old password keeps access.
 */
export async function endOtherSessions(em: EntityManager, userId: string, keepSessionId?: string): Promise<void> {
  // em.execute runs in the caller's transaction, when there is one: the change and this commit together.
  await em.execute(`update "password_reset_tokens" set "used_at" = now() where "user_id" = ? and "used_at" is null`, [userId]);
  await em.execute(`delete from "sessions" where "sess"->>'userId' = ? and "sid" <> ?`, [userId, keepSessionId ?? '']);
}
