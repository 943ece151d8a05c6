/**
 * Fixed-window rate limits counted in PostgreSQL (table rate_limit_counters), so that every API
 * node sees the same hits: one upsert per check, atomic under concurrency. Client addresses and
 * accounts are stored as SHA-256 hashes, never in clear.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { TooManyRequestsError } from '../../lib/errors.js';
import { RATE_LIMIT_POLICIES, type Limit, type RateLimitedAction } from '../../domain/rate-limits.js';

export interface Caller {
  /** The client address (req.ip; behind a proxy the X-Forwarded-For hop it gave). */
  address: string | undefined;
  /** The account the call is about or made by: a normalised email or a user id. */
  account?: string | null;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Old windows are deleted now and then while writing (about one write in 200). */
const PRUNE_EVERY = 200;

export class RateLimiter {
  /**
   * @param factor multiplies every limit (RATE_LIMIT_FACTOR); 0 turns rate limiting off, for
   * load tests that replay many sign-ins of one account.
   */
  constructor(private readonly factor = 1) {}

  /** Counts one call of `action` by `caller`; throws a 429 error when a limit is passed. */
  async consume(em: EntityManager, action: RateLimitedAction, caller: Caller): Promise<void> {
    if (this.factor === 0) return;
    const policy = RATE_LIMIT_POLICIES[action];
    const checks: [string, Limit][] = [[`ip:${caller.address ?? 'unknown'}`, policy.perAddress]];
    if (caller.account && 'perAccount' in policy && policy.perAccount) checks.push([`account:${caller.account.toLowerCase()}`, policy.perAccount]);
    for (const [key, limit] of checks) {
      const { hits, retryAfter } = await this.hit(em, action, hash(key), limit.windowSeconds);
      const allowed = Math.max(1, Math.round(limit.hits * this.factor));
      if (hits > allowed) {
        throw new TooManyRequestsError(
          `Too many ${policy.label} attempts: at most ${allowed} in ${describeWindow(limit.windowSeconds)}. Please try again in ${describeWindow(retryAfter)}.`,
          retryAfter,
        );
      }
    }
    if (Math.random() * PRUNE_EVERY < 1) await this.prune(em);
  }

  private async hit(em: EntityManager, bucket: string, key: string, windowSeconds: number): Promise<{ hits: number; retryAfter: number }> {
    const [row] = await em.getConnection().execute<[{ hits: number; retry_after: number }]>(
      `insert into rate_limit_counters (bucket, key, window_start, hits)
         values (?, ?, to_timestamp(floor(extract(epoch from now()) / ?) * ?), 1)
       on conflict (bucket, key, window_start) do update set hits = rate_limit_counters.hits + 1
       returning hits, ceil(extract(epoch from window_start) + ? - extract(epoch from now()))::int as retry_after`,
      [bucket, key, windowSeconds, windowSeconds, windowSeconds],
    );
    return { hits: row.hits, retryAfter: Math.max(1, row.retry_after) };
  }

  private async prune(em: EntityManager): Promise<void> {
    await em.getConnection().execute(`delete from rate_limit_counters where window_start < now() - interval '1 day'`);
  }
}

function describeWindow(seconds: number): string {
  if (seconds >= 3600 && seconds % 3600 === 0) return seconds === 3600 ? 'an hour' : `${seconds / 3600} hours`;
  if (seconds >= 60) return `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`;
  return `${seconds} second${seconds === 1 ? '' : 's'}`;
}
