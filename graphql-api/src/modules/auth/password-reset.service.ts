import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../lib/errors.js';
import { logger } from '../../lib/logger.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { sendInBackground } from '../mail/mailer.js';
import { User } from '../users/user.entity.js';
import { endOtherSessions } from './account-sessions.js';
import { newAccountToken, sha256, siteLink } from '../../lib/account-tokens.js';
import { ForgotPasswordInputSchema, ResetPasswordInputSchema } from './auth.inputs.js';
import { roleForVerified, type VerificationDeps } from './email-verification.service.js';
import { hashPassword } from './password.js';
import { PasswordResetToken } from './password-reset-token.entity.js';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_SENT = "If an account exists with this email, you'll receive password reset instructions.";

/** Forgotten passwords: a single-use link by mail, then a new password from it. */
export class PasswordResetService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: VerificationDeps,
  ) {}

  /**
   * Checks the input and returns the work to do once the answer has gone out: looking the account
   * up, storing a token and mailing the link. Neither the answer's body nor its timing then tells
   * whether the account exists.
   */
  request(input: unknown): () => void {
    const { email } = parseOrThrow(ForgotPasswordInputSchema, input);
    const em = this.em.fork();
    return () => {
      this.mailLink(em, email).catch((error: unknown) => logger.error({ err: error }, '[auth] password reset request failed'));
    };
  }

  private async mailLink(em: EntityManager, email: string): Promise<void> {
    const user = await em.findOne(User, { email });
    if (!user) return;
    const { token, tokenHash } = newAccountToken();
    em.create(PasswordResetToken, { userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await em.flush();
    sendInBackground(this.deps.mailer, {
      to: user.email,
      subject: 'Reset your Epoch Atlas password',
      text: `Someone asked to reset the password of your Epoch Atlas account.\n\nSet a new password here (the link works once, for one hour):\n${siteLink(this.deps.publicUrl, `/auth?reset=${token}`)}\n\nIf it was not you, ignore this email: your password stays as it is.`,
    });
  }

  /**
   * Sets a new password from a valid, unused, unexpired token; ends the account's sessions and
   * voids its other links. Following a link mailed to the address also proves the address.
   */
  async reset(input: unknown): Promise<User> {
    const data = parseOrThrow(ResetPasswordInputSchema, input);
    const token = await this.em.findOne(PasswordResetToken, { tokenHash: sha256(data.token) });
    if (!token || token.usedAt || token.expiresAt.getTime() < Date.now()) {
      throw new ValidationError([{ field: 'token', message: 'This reset link is invalid or has expired. Ask for a new one.' }]);
    }
    const password = await hashPassword(data.password);
    return this.em.transactional(async (em) => {
      const user = await em.findOneOrFail(User, { id: token.userId });
      user.password = password;
      user.emailVerifiedAt ??= new Date();
      user.role = roleForVerified(user, this.deps.adminEmails);
      em.assign(token, { usedAt: new Date() });
      await em.flush();
      await endOtherSessions(em, user.id);
      return user;
    });
  }
}
