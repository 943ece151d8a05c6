import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { likePattern } from '../../lib/like-pattern.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { requireUuid } from '../../lib/uuid.js';
import { USER_ROLES, User } from './user.entity.js';

const ListUsersSchema = z.object({
  search: z.string().trim().max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** A page of accounts for admins: case-insensitive search on email, first and last name; newest first. */
export async function listUsers(em: EntityManager, query: unknown): Promise<{ rows: User[]; total: number }> {
  const { search, offset, limit } = parseOrThrow(ListUsersSchema, query);
  const like = search ? likePattern(search) : null;
  const where = like ? { $or: [{ email: { $ilike: like } }, { firstName: { $ilike: like } }, { lastName: { $ilike: like } }] } : {};
  const [rows, total] = await em.findAndCount(User, where, { orderBy: { createdAt: 'desc', id: 'asc' }, offset, limit });
  return { rows, total };
}

/** An admin gives an account a role (as `npm run create-admin` does); an admin cannot demote themself. */
export async function setUserRole(em: EntityManager, by: User, userId: string, role: string): Promise<User> {
  const valid = USER_ROLES.find((r) => r === role);
  if (!valid) throw new ValidationError([{ field: 'role', message: `role must be one of ${USER_ROLES.join(', ')}` }]);
  const user = await em.findOne(User, { id: requireUuid(userId, 'userId') });
  if (!user) throw new NotFoundError(`No account with id ${userId}`);
  if (user.id === by.id && valid !== 'admin') throw new ValidationError([{ field: 'role', message: 'You cannot take your own admin role: ask another admin' }]);
  user.role = valid;
  await em.flush();
  return user;
}
