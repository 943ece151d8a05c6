/**
 * Without SESSION_SECRET, a local install (the embedded database) generates a secret once and
 * keeps it beside its data, so sessions survive a restart. Production with an external database
 * must set SESSION_SECRET (loadConfig refuses to start otherwise).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export function storedSessionSecret(file: string): { secret: string; created: boolean } {
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return { secret: existing, created: false };
  } catch {
    // not there yet
  }
  const secret = randomBytes(32).toString('hex');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, created: true };
}
