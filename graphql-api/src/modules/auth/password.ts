import { hash, verify } from '@node-rs/argon2';

/** Minimum password length (the spec shows no rule; the server enforces this one, the form says so). */
export const MIN_PASSWORD_LENGTH = 8;

/** argon2id with the library's defaults (OWASP's recommended memory and time costs). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A real hash to verify against when the account does not exist, so that "unknown email" and
 * "wrong password" take the same time and cannot be told apart.
 */
let decoy: Promise<string> | null = null;
export function decoyHash(): Promise<string> {
  decoy ??= hash('decoy password that matches nothing');
  return decoy;
}
