import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash, randomBytes } from 'node:crypto';
import { ConflictError, UnauthorizedError, ValidationError } from '../../graphql/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import type { Mailer } from '../mail/mailer.js';
import { NewsletterSubscriber } from '../newsletter/newsletter-subscriber.entity.js';
import { User } from '../users/user.entity.js';
import { ForgotPasswordInputSchema, LoginInputSchema, RegisterInputSchema, ResetPasswordInputSchema, UpdateAccountInputSchema } from './auth.inputs.js';
import { decoyHash, hashPassword, verifyPassword } from './password.js';
import { PasswordResetToken } from './password-reset-token.entity.js';
import { logger } from '../../lib/logger.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const RESET_SENT = "If an account exists with this email, you'll receive password reset instructions.";

export interface AuthDeps {
  mailer: Mailer;
  adminEmails: readonly string[];
}


const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Accounts: registration, sign-in checks and password resets. Sessions are the caller's (see session.ts). */
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AuthDeps,
  ) {}

  private roleFor(email: string, current = 'user'): string {
    return this.deps.adminEmails.includes(email) ? 'admin' : current;
  }

  async register(input: unknown): Promise<User> {
    const data = parseOrThrow(RegisterInputSchema, input);
    if (await this.em.count(User, { email: data.email })) throw new ConflictError('An account with this email already exists', 'EMAIL_EXISTS');
    const user = this.em.create(User, {
      email: data.email,
      password: await hashPassword(data.password),
      firstName: data.firstName || null,
      lastName: data.lastName || null,
      role: this.roleFor(data.email),
    });
    if (data.subscribeToNewsletter) await this.subscribe(data.email, data.firstName ?? null, data.lastName ?? null);
    try {
      await this.em.flush();
    } catch (e) {
      // Two registrations of one address at once: the unique index decides, the loser gets the 409.
      if (String((e as { code?: string }).code) === '23505') throw new ConflictError('An account with this email already exists', 'EMAIL_EXISTS');
      throw e;
    }
    return user;
  }

  private async subscribe(email: string, firstName: string | null, lastName: string | null) {
    const existing = await this.em.findOne(NewsletterSubscriber, { email });
    if (existing) {
      existing.status = 'active';
      return;
    }
    this.em.create(NewsletterSubscriber, { email, firstName, lastName, preferences: ['weeklyDigest'], status: 'active', source: 'register' });
  }

  /** The account for these credentials; the same error, after the same work, for unknown and wrong. */
  async login(input: unknown): Promise<User> {
    const data = parseOrThrow(LoginInputSchema, input);
    const user = await this.em.findOne(User, { email: data.email });
    const ok = await verifyPassword(user?.password ?? (await decoyHash()), data.password);
    if (!user || !ok) throw new UnauthorizedError(INVALID_CREDENTIALS);
    const role = this.roleFor(user.email, user.role);
    if (role !== user.role) {
      user.role = role;
      await this.em.flush();
    }
    return user;
  }

  async byId(id: string | undefined | null): Promise<User | null> {
    return id ? this.em.findOne(User, { id }) : null;
  }

  /** Changes names freely; the email and the password only with the current password. */
  async updateAccount(user: User, input: unknown): Promise<User> {
    const data = parseOrThrow(UpdateAccountInputSchema, input);
    const changesEmail = data.email !== undefined && data.email !== user.email;
    if (changesEmail || data.newPassword) {
      if (!data.currentPassword || !(await verifyPassword(user.password, data.currentPassword))) {
        throw new ValidationError([{ field: 'currentPassword', message: 'Your current password is needed to change the email or the password, and it did not match' }]);
      }
    }
    if (changesEmail && (await this.em.count(User, { email: data.email }))) throw new ConflictError('An account with this email already exists', 'EMAIL_EXISTS');
    if (data.firstName !== undefined) user.firstName = data.firstName || null;
    if (data.lastName !== undefined) user.lastName = data.lastName || null;
    if (changesEmail) user.email = data.email!;
    if (data.newPassword) user.password = await hashPassword(data.newPassword);
    await this.em.flush();
    return user;
  }

  /**
   * Sends a single-use reset link when the account exists; answers the same either way, and the
   * mail goes out after the answer, so timing does not tell either.
   */
  async requestPasswordReset(input: unknown, linkBase: string): Promise<void> {
    const { email } = parseOrThrow(ForgotPasswordInputSchema, input);
    const user = await this.em.findOne(User, { email });
    if (!user) return;
    const token = randomBytes(32).toString('base64url');
    this.em.create(PasswordResetToken, { userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await this.em.flush();
    const link = `${linkBase.replace(/\/$/, '')}/auth?reset=${token}`;
    void this.deps.mailer
      .send({
        to: user.email,
        subject: 'Reset your Epoch Atlas password',
        text: `Someone asked to reset the password of your Epoch Atlas account.\n\nSet a new password here (the link works once, for one hour):\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.`,
      })
      .catch((e: unknown) => logger.error({ err: e }, '[mail] password reset mail failed'));
  }

  /** Sets a new password from a valid, unused, unexpired token; ends the user's other sessions. */
  async resetPassword(input: unknown): Promise<User> {
    const data = parseOrThrow(ResetPasswordInputSchema, input);
    const token = await this.em.findOne(PasswordResetToken, { tokenHash: sha256(data.token) });
    if (!token || token.usedAt || token.expiresAt.getTime() < Date.now()) {
      throw new ValidationError([{ field: 'token', message: 'This reset link is invalid or has expired. Ask for a new one.' }]);
    }
    const user = await this.em.findOneOrFail(User, { id: token.userId });
    user.password = await hashPassword(data.password);
    token.usedAt = new Date();
    await this.em.flush();
    await this.em.getConnection().execute(`update "password_reset_tokens" set "used_at" = now() where "user_id" = ? and "used_at" is null`, [user.id]);
    await this.em.getConnection().execute(`delete from "sessions" where "sess"->>'userId' = ?`, [user.id]);
    return user;
  }
}
