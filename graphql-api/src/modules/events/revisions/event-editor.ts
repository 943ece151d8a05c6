import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { requireUser } from '../../auth/roles.js';
import { limitRequest } from '../../rate-limit/limit-request.js';
import type { RateLimiter } from '../../rate-limit/rate-limiter.js';
import type { User } from '../../users/user.entity.js';

/** The signed-in account making an edit or a decision (401 signed out), within the edit rate limit (429). */
export async function requireEditor(req: Request, em: EntityManager, limiter: RateLimiter): Promise<User> {
  const user = await requireUser(req, em);
  await limitRequest(limiter, em, req, 'eventEdit', user.id);
  return user;
}
