/**
 * A browser an account has signed in from before carries a signed "trusted device" cookie for
 * that account. Its sign-in attempts are counted on a bucket of their own, so that strangers who
 * guess at an account's password from elsewhere can never lock its owner out on their own device
 * (OWASP's device cookies against online guessing).
 */
import type { Request, Response } from 'express';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sha256 } from '../../lib/account-tokens.js';

export const DEVICE_COOKIE = 'epoch.device';
const MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const emailTag = (email: string) => sha256(email.toLowerCase()).slice(0, 16);
const sign = (secret: string, payload: string) => createHmac('sha256', secret).update(`device:${payload}`).digest('base64url');

function cookieValue(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** The device id when this browser holds a valid trusted-device cookie for `email`, else null. */
export function trustedDeviceOf(req: Request, email: string, secret: string): string | null {
  const value = cookieValue(req, DEVICE_COOKIE);
  const [device, tag, signature, ...rest] = value?.split('.') ?? [];
  if (!device || !tag || !signature || rest.length || tag !== emailTag(email)) return null;
  const expected = Buffer.from(sign(secret, `${device}.${tag}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? device : null;
}

/** Marks this browser as a device `email` signs in from. */
export function trustDevice(req: Request, res: Response, email: string, secret: string): void {
  const device = trustedDeviceOf(req, email, secret) ?? randomBytes(16).toString('base64url');
  const payload = `${device}.${emailTag(email)}`;
  res.cookie(DEVICE_COOKIE, `${payload}.${sign(secret, payload)}`, { httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: MAX_AGE_MS, path: '/' });
}
