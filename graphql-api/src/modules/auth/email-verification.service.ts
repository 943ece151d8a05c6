import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import type { OutgoingMail } from '../mail/mailer.js';
import type { AuthContext } from '../shared/auth-context.js';
import { User } from '../users/user.entity.js';
import { newAccountToken, sha256, siteLink } from '../../lib/account-tokens.js';
import { EmailVerificationToken } from './email-verification-token.entity.js';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
const INVALID_LINK = 'This confirmation link is invalid or has expired. Ask for a new one from your account page.';

export type VerificationDeps = Pick<AuthContext, 'mailer' | 'adminEmails' | 'publicUrl' | 'newsletterSignup'>;

const VerifyInputSchema = z.object({ token: z.string({ message: 'token is required' }).min(20, INVALID_LINK).max(200, INVALID_LINK) });

/** The role an account holds once its address is proven: ADMIN_EMAILS only count for a proven address. */
export function roleForVerified(user: User, adminEmails: readonly string[]): string {
  return user.emailVerifiedAt && adminEmails.includes(user.email) ? 'admin' : user.role;
}

/** Proof that a person reads an address: a link mailed to it, which works once, for a day. */
export class EmailVerificationService {
  constructor(
    private readonly em: EntityManager,
    private readonly deps: VerificationDeps,
  ) {}

  /**
   * Stores a token for `email` (the account's own, or a new one it asks for) and returns the mail
   * with its link: the caller flushes, then sends it (sendInBackground) once the token is saved.
   */
  prepare(user: User, email: string, options: { subscribeToNewsletter?: boolean } = {}): OutgoingMail {
    const { token, tokenHash } = newAccountToken();
    this.em.create(EmailVerificationToken, {
      userId: user.id,
      email,
      tokenHash,
      subscribeToNewsletter: options.subscribeToNewsletter ?? false,
      expiresAt: new Date(Date.now() + VERIFICATION_TTL_MS),
    });
    const link = siteLink(this.deps.publicUrl, `/auth?verify=${token}`);
    const changing = email !== user.email;
    return {
      to: email,
      subject: changing ? 'Confirm your new Epoch Atlas email address' : 'Confirm your Epoch Atlas email address',
      text:
        `${changing ? `Someone asked to change the email of an Epoch Atlas account to this address.` : 'Welcome to Epoch Atlas!'}\n\n` +
        `Confirm that this address is yours here (the link works once, for 24 hours):\n${link}\n\n` +
        `If it was not you, ignore this email: nothing changes.`,
    };
  }

  /** Follows a link: the address it proves becomes the account's, verified; ADMIN_EMAILS apply now. */
  async verify(input: unknown): Promise<User> {
    const { token } = parseOrThrow(VerifyInputSchema, input);
    const row = await this.em.findOne(EmailVerificationToken, { tokenHash: sha256(token) });
    if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) throw new ValidationError([{ field: 'token', message: INVALID_LINK }]);
    const user = await this.em.findOne(User, { id: row.userId });
    if (!user) throw new ValidationError([{ field: 'token', message: INVALID_LINK }]);
    if (row.email !== user.email) {
      if (await this.em.count(User, { email: row.email, id: { $ne: user.id } }))
        throw new ConflictError('An account with this email already exists', 'EMAIL_EXISTS');
      user.email = row.email;
      user.pendingEmail = null;
    }
    user.emailVerifiedAt = new Date();
    user.role = roleForVerified(user, this.deps.adminEmails);
    row.usedAt = new Date();
    // The address is proven, so a newsletter subscription asked for at sign-up needs no second link.
    if (row.subscribeToNewsletter) await this.deps.newsletterSignup(this.em, user);
    await this.em.flush();
    return user;
  }
}
