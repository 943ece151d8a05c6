import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignedCursors } from '../graph/signed-cursors.js';
import type { Mailer } from '../mail/mailer.js';
import type { FailureLimiter } from '../rate-limit/failure-limiter.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';

/** The person behind an address just proven by a mailed link. */
export interface ProvenAddress {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
}

/** What the API's calls need beyond the database, built once per app (see app.ts). */
export interface AuthContext {
  mailer: Mailer;
  /** Addresses that hold the admin role once proven. */
  adminEmails: readonly string[];
  /** The site's configured address, the base of every link in mail (never a request header). */
  publicUrl: string;
  /** Limits on sign-in, sign-up, resets, newsletter and submissions, shared by all API nodes. */
  rateLimiter: RateLimiter;
  /** Limits on wrong passwords (sign-in, the current password of an account change). */
  failureLimiter: FailureLimiter;
  /** Signs the trusted-device cookies (derived from the session secret). */
  deviceSecret: string;
  /** Signs and checks the cursors of every connection (derived from the session secret). */
  cursors: SignedCursors;
  /**
   * Subscribes an address proven at sign-up whose owner asked for the newsletter. The newsletter
   * module's; app.ts wires it in, so accounts need not import the newsletter.
   */
  newsletterSignup: (em: EntityManager, person: ProvenAddress) => Promise<void>;
  /**
   * Told after a moderator validates an event, once the decision is saved: the suggestions module
   * proposes its links then (app.ts wires it in; the moderator's answer does not wait for it).
   */
  eventValidated?: (eventId: string) => void;
}
