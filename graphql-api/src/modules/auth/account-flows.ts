/**
 * The account actions as both transports run them (REST in auth.routes.ts, GraphQL in
 * auth.resolver.ts): rate limits, failure limits, the service call and the session, in one place.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { UnauthorizedError, ValidationError } from '../../lib/errors.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import type { User } from '../users/user.entity.js';
import type { AuthContext } from '../shared/auth-context.js';
import { AuthService } from './auth.service.js';
import { EmailVerificationService } from './email-verification.service.js';
import { currentPasswordBuckets, loginBuckets, underFailureLimits } from './login-guard.js';
import { PasswordResetService } from './password-reset.service.js';
import { requireUser } from './roles.js';
import { signIn } from './session.js';
import { trustDevice } from './trusted-device.js';
import { sendInBackground } from '../mail/mailer.js';

const emailOf = (input: unknown) => {
  const email = (input as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 320) : '';
};
const isWrongPassword = (e: unknown) => e instanceof UnauthorizedError;
const isWrongCurrentPassword = (e: unknown) => e instanceof ValidationError && e.violations.some((v) => v.field === 'currentPassword');

/** Signs in with email and password: 401 for wrong credentials, 429 past the limits; trusts this browser after. */
export async function signInWithPassword(req: Request, em: EntityManager, auth: AuthContext, input: unknown): Promise<User> {
  await limitRequest(auth.rateLimiter, em, req, 'login');
  const email = emailOf(input);
  const buckets = loginBuckets(req, email, auth.deviceSecret);
  const user = await underFailureLimits(auth.failureLimiter, em, buckets, 'sign-in', () => new AuthService(em, auth).login(input), isWrongPassword);
  await signIn(req, user.id);
  if (req.res) trustDevice(req, req.res, user.email, auth.deviceSecret);
  return user;
}

/** Creates an account and signs it in; its address is confirmed by the link mailed to it. */
export async function registerAccount(req: Request, em: EntityManager, auth: AuthContext, input: unknown): Promise<User> {
  await limitRequest(auth.rateLimiter, em, req, 'register');
  const user = await new AuthService(em, auth).register(input);
  await signIn(req, user.id);
  return user;
}

/** Changes the signed-in account; wrong current passwords are limited like sign-in guesses. */
export async function changeAccount(req: Request, em: EntityManager, auth: AuthContext, input: unknown): Promise<User> {
  const user = await requireUser(req, em);
  const change = () => new AuthService(em, auth).updateAccount(user, input, req.sessionID);
  const { email, newPassword } = (input ?? {}) as { email?: unknown; newPassword?: unknown };
  // Only a change that asks for the current password is a guess worth limiting; names are free.
  if (email === undefined && newPassword === undefined) return change();
  return underFailureLimits(auth.failureLimiter, em, currentPasswordBuckets(user.id), 'password', change, isWrongCurrentPassword);
}

/** Asks for a reset link; answers the same, in the same time, whether or not the account exists. */
export async function requestPasswordReset(req: Request, em: EntityManager, auth: AuthContext, input: unknown): Promise<void> {
  await limitRequest(auth.rateLimiter, em, req, 'forgotPassword', emailOf(input));
  const work = new PasswordResetService(em, auth).request(input);
  // After the answer has been sent (and compressed), not beside it: the lookup must not delay it.
  if (req.res && !req.res.writableFinished) req.res.once('finish', work);
  else setImmediate(work);
}

/** Sets a new password from a reset link and signs this browser in (every other session ended). */
export async function resetPassword(req: Request, em: EntityManager, auth: AuthContext, input: unknown): Promise<User> {
  await limitRequest(auth.rateLimiter, em, req, 'resetPassword');
  const user = await new PasswordResetService(em, auth).reset(input);
  await signIn(req, user.id);
  return user;
}

/** Follows an address-confirmation link (no sign-in needed: the link is the proof). */
export async function verifyEmail(req: Request, em: EntityManager, auth: AuthContext, input: unknown): Promise<User> {
  await limitRequest(auth.rateLimiter, em, req, 'confirmLink');
  return new EmailVerificationService(em, auth).verify(input);
}

/** Mails a new confirmation link for the signed-in account's unproven address (or its pending new one). */
export async function resendVerification(req: Request, em: EntityManager, auth: AuthContext): Promise<User> {
  const user = await requireUser(req, em);
  await limitRequest(auth.rateLimiter, em, req, 'emailVerification', user.id);
  const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email);
  if (!email) throw new ValidationError([{ field: 'email', message: 'Your email address is already confirmed' }]);
  const mail = new EmailVerificationService(em, auth).prepare(user, email);
  await em.flush();
  sendInBackground(auth.mailer, mail);
  return user;
}
