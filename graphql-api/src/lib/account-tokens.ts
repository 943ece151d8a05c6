/** Single-use tokens sent by email (password resets, address proofs): only their hash is stored. */
import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A fresh random token and the hash the database keeps of it. */
export function newAccountToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: sha256(token) };
}

/** A link on the site's public address (config publicUrl, never a request header). */
export function siteLink(publicUrl: string, pathAndQuery: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathAndQuery}`;
}
