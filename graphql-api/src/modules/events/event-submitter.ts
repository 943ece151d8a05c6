import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { UnauthorizedError } from '../../lib/errors.js';
import { User } from '../users/user.entity.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import { sessionUserId } from '../auth/session.js';

export const SIGN_IN_TO_SUBMIT = 'Sign in to submit an event';

/**
 * The signed-in account submitting an event (its id); anonymous submissions answer 401, and a
 * submitter past the rate limit (per account and per address) 429.
 */
export async function requireSubmitter(req: Request, em: EntityManager, limiter: RateLimiter): Promise<string> {
  const id = sessionUserId(req);
  const user = id ? await em.findOne(User, { id }, { fields: ['id'] }) : null;
  if (!user) throw new UnauthorizedError(SIGN_IN_TO_SUBMIT);
  await limitRequest(limiter, em, req, 'eventSubmission', user.id);
  return user.id;
}
