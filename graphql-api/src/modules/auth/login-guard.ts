import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import { type FailureLimiter, type FailureBucket } from '../rate-limit/failure-limiter.js';
import { FAILURE_LIMITS } from '../../domain/rate-limits.js';
import { trustedDeviceOf } from './trusted-device.js';

/**
 * Which failure buckets a password attempt for `email` counts against: the trusted device's own,
 * or, from anywhere else, the account with this address and the account as a whole.
 */
export function loginBuckets(req: Request, email: string, deviceSecret: string): FailureBucket[] {
  const device = trustedDeviceOf(req, email, deviceSecret);
  if (device) return [{ bucket: 'login-fail:device', key: `${email}|${device}`, limit: FAILURE_LIMITS.loginPerTrustedDevice }];
  return [
    { bucket: 'login-fail:account+address', key: `${email}|${req.ip ?? 'unknown'}`, limit: FAILURE_LIMITS.loginPerAccountAndAddress },
    { bucket: 'login-fail:account', key: email, limit: FAILURE_LIMITS.loginPerAccount },
  ];
}

/** The bucket of the current password asked for by an account change. */
export const currentPasswordBuckets = (userId: string): FailureBucket[] => [
  { bucket: 'current-password-fail', key: userId, limit: FAILURE_LIMITS.currentPasswordPerAccount },
];

/**
 * Runs a password check under failure limits: refused with 429 once a bucket is used up, and a
 * failure (the check throws) is counted before it goes on to the caller.
 */
export async function underFailureLimits<T>(
  limiter: FailureLimiter,
  em: EntityManager,
  buckets: FailureBucket[],
  label: string,
  check: () => Promise<T>,
  isFailure: (error: unknown) => boolean,
): Promise<T> {
  await limiter.assertAllowed(em, buckets, label);
  try {
    return await check();
  } catch (error) {
    if (isFailure(error)) await limiter.recordFailure(em, buckets);
    throw error;
  }
}
