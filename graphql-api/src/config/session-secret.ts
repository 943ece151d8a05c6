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

/**
 * The secret the server signs session cookies with: SESSION_SECRET; else, with a persistent
 * embedded database, the one stored beside its data; else a random one for this run. Every
 * worker of a cluster must get the same one (the cluster primary decides and hands it down).
 */
export function sessionSecretFor(
  config: { sessionSecret: string; sessionSecretGenerated: boolean; EMBEDDED_PG_DIR: string; EMBEDDED_PG_EPHEMERAL: boolean },
  embedded: boolean,
  log: (line: string) => void,
): string {
  if (config.sessionSecretGenerated && embedded && !config.EMBEDDED_PG_EPHEMERAL) {
    const file = path.join(path.dirname(config.EMBEDDED_PG_DIR), 'session-secret');
    const stored = storedSessionSecret(file);
    log(
      `SESSION_SECRET not set: ${stored.created ? 'generated a session secret and stored it' : 'using the session secret stored'} in ${file} (set SESSION_SECRET in production).`,
    );
    return stored.secret;
  }
  if (config.sessionSecretGenerated) log('SESSION_SECRET not set: using a random secret for this run (sessions end on restart).');
  return config.sessionSecret;
}
