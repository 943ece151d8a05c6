import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors.js';
import { User, type UserRole } from '../users/user.entity.js';
import { sessionUserId } from './session.js';

/** The signed-in account, or 401. */
export async function requireUser(req: Request, em: EntityManager): Promise<User> {
  const id = sessionUserId(req);
  const user = id ? await em.findOne(User, { id }) : null;
  if (!user) throw new UnauthorizedError('Sign in first');
  return user;
}

/** The signed-in account if its role is allowed: 401 when signed out, 403 otherwise. */
export async function requireRole(req: Request, em: EntityManager, roles: readonly UserRole[]): Promise<User> {
  const user = await requireUser(req, em);
  if (!roles.includes(user.role as UserRole)) {
    throw new ForbiddenError(roles.includes('moderator') ? 'Only moderators and admins can do this' : 'Only admins can do this');
  }
  return user;
}

export const ADMIN: readonly UserRole[] = ['admin'];
export const MODERATOR: readonly UserRole[] = ['moderator', 'admin'];

/** Whether an account moderates (moderators and admins). */
export const isModerator = (user: Pick<User, 'role'>): boolean => MODERATOR.includes(user.role as UserRole);
