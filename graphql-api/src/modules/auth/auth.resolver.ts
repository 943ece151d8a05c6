import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { User } from '../users/user.entity.js';
import { changeAccount, registerAccount, requestPasswordReset, resendVerification, resetPassword, signInWithPassword, verifyEmail } from './account-flows.js';
import { AuthService, RESET_SENT } from './auth.service.js';
import { sessionUserId, signOut } from './session.js';

/** Accounts over GraphQL, on the same session cookie and the same flows as the REST calls. */
@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in account, or null.' })
  async me(@Ctx() ctx: GraphQLContext): Promise<User | null> {
    return new AuthService(ctx.em, ctx.auth).byId(sessionUserId(ctx.req));
  }

  @Mutation(() => User, {
    description: 'Signs in (a new session). Fails with UNAUTHENTICATED "Invalid email or password" for a wrong password or an unknown email alike.',
  })
  async login(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String, { description: 'Account email.' }) email: string,
    @Arg('password', () => String, { description: 'Password.' }) password: string,
  ): Promise<User> {
    return signInWithPassword(ctx.req, ctx.em, ctx.auth, { email, password });
  }

  @Mutation(() => User, {
    description:
      'Creates an account and signs it in; a link to confirm the address is mailed to it. EMAIL_EXISTS when the email is taken; the password needs at least 8 characters.',
  })
  async register(
    @Ctx() ctx: GraphQLContext,
    @Arg('email', () => String, { description: 'Account email.' }) email: string,
    @Arg('password', () => String, { description: 'Password, at least 8 characters.' }) password: string,
    @Arg('firstName', () => String, { nullable: true, description: 'First name.' }) firstName?: string,
    @Arg('lastName', () => String, { nullable: true, description: 'Last name.' }) lastName?: string,
    @Arg('subscribeToNewsletter', () => Boolean, { nullable: true, description: 'Subscribe to the newsletter (weekly digest) once the address is confirmed.' })
    subscribeToNewsletter?: boolean,
  ): Promise<User> {
    return registerAccount(ctx.req, ctx.em, ctx.auth, { email, password, firstName, lastName, subscribeToNewsletter: subscribeToNewsletter ?? false });
  }

  @Mutation(() => User, {
    description:
      "Changes the signed-in account. A new email takes effect once the link mailed to it is followed (pendingEmail until then); the email and the password need currentPassword, and a new password ends the account's other sessions.",
  })
  async updateAccount(
    @Ctx() ctx: GraphQLContext,
    @Arg('firstName', () => String, { nullable: true, description: 'First name.' }) firstName?: string,
    @Arg('lastName', () => String, { nullable: true, description: 'Last name.' }) lastName?: string,
    @Arg('email', () => String, { nullable: true, description: 'A new email address.' }) email?: string,
    @Arg('currentPassword', () => String, { nullable: true, description: 'The current password: needed for email and password.' }) currentPassword?: string,
    @Arg('newPassword', () => String, { nullable: true, description: 'A new password, at least 8 characters.' }) newPassword?: string,
  ): Promise<User> {
    const input = Object.fromEntries(
      Object.entries({ firstName, lastName, email, currentPassword, newPassword }).filter(([, v]) => v !== undefined && v !== null),
    );
    return changeAccount(ctx.req, ctx.em, ctx.auth, input);
  }

  @Mutation(() => Boolean, { description: 'Ends the session.' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await signOut(ctx.req);
    return true;
  }

  @Mutation(() => String, {
    description: 'Emails a single-use reset link (valid one hour) when the account exists; the answer is the same, in the same time, either way.',
  })
  async requestPasswordReset(@Ctx() ctx: GraphQLContext, @Arg('email', () => String, { description: 'Account email.' }) email: string): Promise<string> {
    await requestPasswordReset(ctx.req, ctx.em, ctx.auth, { email });
    return RESET_SENT;
  }

  @Mutation(() => User, { description: "Sets a new password from a reset link's token, ends the account's other sessions and signs this one in." })
  async resetPassword(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String, { description: 'The token from the reset link.' }) token: string,
    @Arg('password', () => String, { description: 'The new password, at least 8 characters.' }) password: string,
  ): Promise<User> {
    return resetPassword(ctx.req, ctx.em, ctx.auth, { token, password });
  }

  @Mutation(() => User, { description: "Confirms an email address from the link mailed to it: the account's own (sign-up) or a new one it asked for." })
  async verifyEmail(
    @Ctx() ctx: GraphQLContext,
    @Arg('token', () => String, { description: 'The token from the confirmation link.' }) token: string,
  ): Promise<User> {
    return verifyEmail(ctx.req, ctx.em, ctx.auth, { token });
  }

  @Mutation(() => User, { description: "Mails a new confirmation link for the signed-in account's unconfirmed address (or its pending new one)." })
  async resendEmailVerification(@Ctx() ctx: GraphQLContext): Promise<User> {
    return resendVerification(ctx.req, ctx.em, ctx.auth);
  }
}
