import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { ADMIN, requireRole } from './roles.js';
import { connectionOf } from '../graph/connection.type.js';
import { offsetConnection, PagingArgs, readPaging } from '../graph/paging.js';
import { UserRoleEnum } from '../graph/vocabulary.enums.js';
import { User } from '../users/user.entity.js';
import { listUsers, setUserRole } from '../users/user.service.js';

export const UserConnection = connectionOf(User, 'User', 'account');
export type UserConnection = InstanceType<typeof UserConnection>;

/** Accounts as admins see and manage them (the records are the users module's; who may see them is auth's). */
@Resolver(() => User)
export class UserResolver {
  @Query(() => UserConnection, {
    nullable: true,
    description: 'Admins only: accounts, newest first, with a case-insensitive search on email, first and last name.',
  })
  async users(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Args(() => PagingArgs) paging: PagingArgs,
    @Arg('search', () => String, { nullable: true, description: 'Text in the email, first or last name (at most 200 characters).' }) search?: string,
  ): Promise<UserConnection> {
    await requireRole(req, em, ADMIN);
    return offsetConnection(auth.cursors, `users:${search ?? ''}`, readPaging(paging, 50), (offset, limit) =>
      listUsers(em, { search: search ?? undefined, offset, limit }),
    );
  }

  @Mutation(() => User, { nullable: true, description: 'Admins only: gives an account a role. An admin cannot remove their own admin role.' })
  async setUserRole(
    @Ctx() { em, req }: GraphQLContext,
    @Arg('userId', () => ID, { description: 'The account.' }) userId: string,
    @Arg('role', () => UserRoleEnum, { description: 'The role to give.' }) role: string,
  ): Promise<User> {
    const admin = await requireRole(req, em, ADMIN);
    return setUserRole(em, admin, userId, role);
  }
}
