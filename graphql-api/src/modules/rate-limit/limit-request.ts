import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { RateLimitedAction } from '../../domain/rate-limits.js';
import type { RateLimiter } from './rate-limiter.js';

/**
 * Counts one call of `action` from this request (REST route or GraphQL resolver alike): by the
 * client's address and, when given, by the account it names (an email from the body, or the
 * signed-in user's id). Throws the 429 error when a limit is passed.
 */
export async function limitRequest(limiter: RateLimiter, em: EntityManager, req: Request, action: RateLimitedAction, account?: unknown): Promise<void> {
  const named = typeof account === 'string' && account.trim() ? account.trim().toLowerCase().slice(0, 320) : null;
  await limiter.consume(em, action, { address: req.ip, account: named });
}
