import type { FailureLimiter } from '../rate-limit/failure-limiter.js';
import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthDeps } from './auth.service.js';
import type { SignedCursors } from '../graph/signed-cursors.js';

/** What the auth calls need beyond the database, built once per app (see app.ts). */
export interface AuthContext extends AuthDeps {
  /** Limits on sign-in, sign-up, resets, newsletter and submissions, shared by all API nodes. */
  rateLimiter: RateLimiter;
  /** Limits on wrong passwords (sign-in, the current password of an account change). */
  failureLimiter: FailureLimiter;
  /** Signs the trusted-device cookies (derived from the session secret). */
  deviceSecret: string;
  /** Signs and checks the cursors of every connection (derived from the session secret). */
  cursors: SignedCursors;
}
