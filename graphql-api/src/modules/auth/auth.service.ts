import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { sendInBackground, type OutgoingMail } from '../mail/mailer.js';
import { User } from '../users/user.entity.js';
import { isUniqueViolation } from '../../lib/database-errors.js';
import { endOtherSessions } from './account-sessions.js';
import { LoginInputSchema, RegisterInputSchema, UpdateAccountInputSchema } from './auth.inputs.js';
import { EmailVerificationService, roleForVerified, type VerificationDeps } from './email-verification.service.js';
import { decoyHash, hashPassword, verifyPassword } from './password.js';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const WRONG_CURRENT_PASSWORD = 'Your current password is needed to change the email or the password, and it did not match';
export { RESET_SENT } from './password-reset.service.js';

export type AuthDeps = VerificationDeps;

const emailTaken = () => new ConflictError('An account with this email already exists', 'EMAIL_EXISTS');

/** Accounts: registration, sign-in checks and account changes. Sessions are the caller's (see session.ts). */
export class AuthService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: AuthDeps,
  ) {}

  /**
   * A new account, signed in by the caller. Its address is unproven until the link mailed to it
   * is followed: until then ADMIN_EMAILS does not apply and a newsletter subscription waits.
   */
  async register(input: unknown): Promise<User> {
    const data = parseOrThrow(RegisterInputSchema, input);
    if (await this.em.count(User, { email: data.email })) throw emailTaken();
    const user = this.em.create(User, {
      email: data.email,
      password: await hashPassword(data.password),
      firstName: data.firstName || null,
      lastName: data.lastName || null,
      role: 'user',
    });
    const mail = new EmailVerificationService(this.em, this.deps).prepare(user, user.email, { subscribeToNewsletter: data.subscribeToNewsletter });
    try {
      await this.em.flush();
    } catch (e) {
      // Two registrations of one address at once: the unique index decides, the loser gets the 409.
      if (isUniqueViolation(e)) throw emailTaken();
      throw e;
    }
    sendInBackground(this.deps.mailer, mail);
    return user;
  }

  /** The account for these credentials; the same error, after the same work, for unknown and wrong. */
  async login(input: unknown): Promise<User> {
    const data = parseOrThrow(LoginInputSchema, input);
    const user = await this.em.findOne(User, { email: data.email });
    const ok = await verifyPassword(user?.password ?? (await decoyHash()), data.password);
    if (!user || !ok) throw new UnauthorizedError(INVALID_CREDENTIALS);
    const role = roleForVerified(user, this.deps.adminEmails);
    if (role !== user.role) {
      user.role = role;
      await this.em.flush();
    }
    return user;
  }

  async byId(id: string | undefined | null): Promise<User | null> {
    return id ? this.em.findOne(User, { id }) : null;
  }

  /** Checks the current password an account change asks for; a ValidationError when it does not match. */
  async assertCurrentPassword(user: User, currentPassword: string | undefined): Promise<void> {
    if (!currentPassword || !(await verifyPassword(user.password, currentPassword))) {
      throw new ValidationError([{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }]);
    }
  }

  /**
   * Changes names freely; the email and the password only with the current password (checked by
   * the caller under its failure limit, see account-flows.ts). A new email is not the account's
   * until the link mailed to it is followed. A new password ends every other session of the
   * account (not `keepSessionId`, the browser that made the change) and voids old reset links.
   */
  async updateAccount(user: User, input: unknown, keepSessionId?: string): Promise<User> {
    const data = parseOrThrow(UpdateAccountInputSchema, input);
    const changesEmail = data.email !== undefined && data.email !== user.email;
    if (changesEmail || data.newPassword) await this.assertCurrentPassword(user, data.currentPassword);
    if (changesEmail && (await this.em.count(User, { email: data.email }))) throw emailTaken();
    const password = data.newPassword ? await hashPassword(data.newPassword) : null;
    let mail: OutgoingMail | null = null;
    const account = await this.em.transactional(async (em) => {
      const account = await em.findOneOrFail(User, { id: user.id });
      if (data.firstName !== undefined) account.firstName = data.firstName || null;
      if (data.lastName !== undefined) account.lastName = data.lastName || null;
      if (changesEmail) {
        account.pendingEmail = data.email!;
        mail = new EmailVerificationService(em, this.deps).prepare(account, data.email!);
      }
      if (password) {
        account.password = password;
        await em.flush();
        await endOtherSessions(em, account.id, keepSessionId);
      }
      return account;
    });
    if (mail) sendInBackground(this.deps.mailer, mail);
    return account;
  }
}
