import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { ADMIN, requireRole } from '../auth/roles.js';
import { User } from './user.entity.js';
import { setUserRole } from './user.service.js';

/** Accounts as admins manage them. */
@Resolver(() => User)
export class UserResolver {
  @Mutation(() => User, { description: 'Admins only: gives an account a role (user, moderator or admin). An admin cannot remove their own admin role.' })
  async setUserRole(
    @Ctx() { em, req }: GraphQLContext,
    @Arg('userId', () => ID, { description: 'The account.' }) userId: string,
    @Arg('role', () => String, { description: 'user, moderator or admin.' }) role: string,
  ): Promise<User> {
    const admin = await requireRole(req, em, ADMIN);
    return setUserRole(em, admin, userId, role);
  }
}
