import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { User } from '../users/user.entity.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import { AuthService, RESET_SENT } from './auth.service.js';
import { publicUrl, sessionUserId, signIn, signOut } from './session.js';

/** Accounts over GraphQL, on the same session cookie as the REST calls. */
@Resolver()
export class AuthResolver {
  private service(ctx: GraphQLContext) {
    return new AuthService(ctx.em, ctx.auth);
  }

  @Query(() => User, { nullable: true, description: 'The signed-in account, or null.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<User | null> {
    return this.service(ctx).byId(sessionUserId(ctx.req));
  }

  @Mutation(() => User, { description: 'Signs in (a new session). Fails with UNAUTHENTICATED "Invalid email or password" for a wrong password or an unknown email alike.' })
  async login(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String, { description: 'Account email.' }) email: string,
    @Arg('password', () => String, { description: 'Password.' }) password: string,
  ): Promise<User> {
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'login', email);
    const user = await this.service(ctx).login({ email, password });
    await signIn(ctx.req, user.id);
    return user;
  }

  @Mutation(() => User, { description: 'Creates an account and signs it in. EMAIL_EXISTS when the email is taken; the password needs at least 8 characters.' })
  async register(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String, { description: 'Account email.' }) email: string,
    @Arg('password', () => String, { description: 'Password, at least 8 characters.' }) password: string,
    @Arg('firstName', () => String, { nullable: true, description: 'First name.' }) firstName?: string,
    @Arg('lastName', () => String, { nullable: true, description: 'Last name.' }) lastName?: string,
    @Arg('subscribeToNewsletter', () => Boolean, { nullable: true, description: 'Subscribe to the newsletter (weekly digest).' }) subscribeToNewsletter?: boolean,
  ): Promise<User> {
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'register');
    const user = await this.service(ctx).register({ email, password, firstName, lastName, subscribeToNewsletter: subscribeToNewsletter ?? false });
    await signIn(ctx.req, user.id);
    return user;
  }

  @Mutation(() => Boolean, { description: 'Ends the session.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await signOut(ctx.req);
    return true;
  }

  @Mutation(() => String, { description: 'Emails a single-use reset link (valid one hour) when the account exists; the answer is the same either way.' })
  async requestPasswordReset(@Ctx() ctx: GraphQLContext, @Arg('email', () => String, { description: 'Account email.' }) email: string): Promise<string> {
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'forgotPassword', email);
    await this.service(ctx).requestPasswordReset({ email }, publicUrl(ctx.req, ctx.auth.publicUrl));
    return RESET_SENT;
  }

  @Mutation(() => User, { description: "Sets a new password from a reset link's token, ends the account's other sessions and signs this one in." })
  async resetPassword(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String, { description: 'The token from the reset link.' }) token: string,
    @Arg('password', () => String, { description: 'The new password, at least 8 characters.' }) password: string,
  ): Promise<User> {
    await limitRequest(ctx.auth.rateLimiter, ctx.em, ctx.req, 'resetPassword');
    const user = await this.service(ctx).resetPassword({ token, password });
    await signIn(ctx.req, user.id);
    return user;
  }
}
