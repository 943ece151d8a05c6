import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { UnauthorizedError } from '../../graphql/errors.js';
import { User } from '../users/user.entity.js';
import { sessionUserId } from '../auth/session.js';

export const SIGN_IN_TO_SUBMIT = 'Sign in to submit an event';

/** The signed-in account submitting an event (its id); anonymous submissions answer 401. */
export async function requireSubmitter(req: Request, em: EntityManager): Promise<string> {
  const id = sessionUserId(req);
  const user = id ? await em.findOne(User, { id }, { fields: ['id'] }) : null;
  if (!user) throw new UnauthorizedError(SIGN_IN_TO_SUBMIT);
  return user.id;
}
