/**
 * Limits on failed attempts (wrong passwords), counted in PostgreSQL like every rate limit. Unlike
 * a plain rate limit, an attempt that succeeds costs nothing, and the buckets are chosen so that
 * strangers cannot lock an account's owner out (see modules/auth/login-guard.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../../lib/errors.js';
import type { Limit } from '../../domain/rate-limits.js';

export interface FailureBucket {
  /** What is counted, e.g. "login-fail:account+address". */
  bucket: string;
  /** Who is counted (hashed before it is stored). */
  key: string;
  limit: Limit;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const windowStart = (seconds: number) => `to_timestamp(floor(extract(epoch from now()) / ${seconds}) * ${seconds})`;

export class FailureLimiter {
  /** @param factor RATE_LIMIT_FACTOR: multiplies every limit; 0 turns them off. */
  constructor(private readonly factor = 1) {}

  /** Throws 429 when any bucket has used up its failures in the current window. */
  async assertAllowed(em: EntityManager, buckets: FailureBucket[], label: string): Promise<void> {
    if (this.factor === 0) return;
    for (const b of buckets) {
      const seconds = Math.trunc(b.limit.windowSeconds);
      const [row] = await em.execute<{ hits: number; retry_after: number }[]>(
        `select hits, ceil(extract(epoch from window_start) + ${seconds} - extract(epoch from now()))::int as retry_after
           from rate_limit_counters where bucket = ? and key = ? and window_start = ${windowStart(seconds)}`,
        [b.bucket, hash(b.key)],
      );
      const allowed = Math.max(1, Math.round(b.limit.hits * this.factor));
      if (row && row.hits >= allowed) {
        const minutes = Math.max(1, Math.ceil(row.retry_after / 60));
        throw new TooManyRequestsError(
          `Too many failed ${label} attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
          Math.max(1, row.retry_after),
        );
      }
    }
  }

  /** Counts one failure in every bucket. */
  async recordFailure(em: EntityManager, buckets: FailureBucket[]): Promise<void> {
    if (this.factor === 0) return;
    for (const b of buckets) {
      const seconds = Math.trunc(b.limit.windowSeconds);
      await em.execute(
        `insert into rate_limit_counters (bucket, key, window_start, hits) values (?, ?, ${windowStart(seconds)}, 1)
         on conflict (bucket, key, window_start) do update set hits = rate_limit_counters.hits + 1`,
        [b.bucket, hash(b.key)],
      );
    }
  }
}
