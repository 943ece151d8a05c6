import type { RateLimiter } from '../rate-limit/rate-limiter.js';
import type { AuthDeps } from './auth.service.js';

/** What the auth calls need beyond the database, built once per app (see app.ts). */
export interface AuthContext extends AuthDeps {
  /** PUBLIC_URL, when configured, for links in emails. */
  publicUrl?: string;
  /** Limits on sign-in, sign-up, resets, newsletter and submissions, shared by all API nodes. */
  rateLimiter: RateLimiter;
}
