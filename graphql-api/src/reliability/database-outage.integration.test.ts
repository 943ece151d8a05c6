/**
 * A database outage under steady load, two ways: PostgreSQL (a real embedded server of its own) is
 * stopped for 10 s and started again, or paused for 10 s (SIGSTOP on all its processes: open
 * connections and new ones just hang, as with a stalled machine or a lost network) and resumed,
 * while four clients keep sending GraphQL queries, signed-in reads and writes, sign-ups and
 * newsletter sign-ups. During the outage the API answers 503 with a JSON error within a second
 * (no hanging request, no crash); afterwards it serves again within 5 s without a restart, and
 * every write it acknowledged is in the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.js';
import { freePort } from '../db/free-port.js';
import { startServer, type RunningServer } from '../server.js';
import { pausePostgres, resumePostgres } from '../test/pause-postgres.js';

const OUTAGE_MS = 10_000;
const CLIENTS = 4;

type Kind = 'graphql' | 'me' | 'subscribe' | 'register' | 'session' | 'account' | 'ready';
interface Sample {
  kind: Kind;
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 when the request failed without an answer (refused, reset, timed out). */
  status: number;
  body: unknown;
  email?: string;
  /** Answered from the response cache (no database needed). */
  cached?: boolean;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-outage-'));
fs.chmodSync(dir, 0o755);
let database: EmbeddedDatabase | null = null;
let server: RunningServer | null = null;
/** Stops what a case started, also when it failed, so the next case starts on a clean directory. */
async function cleanUp(): Promise<void> {
  await server?.stop().catch(() => {});
  server = null;
  await database?.stop().catch(() => {});
  database = null;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
afterEach(cleanUp);
afterAll(async () => {
  await cleanUp();
  fs.rmSync(dir, { recursive: true, force: true });
});

const dataDir = path.join(dir, 'pg');

/** Stops the database and starts it again: connections are refused or cut. */
async function stopAndStart(db: EmbeddedDatabase, port: number): Promise<{ down: number; restartAt: number; up: number; database: EmbeddedDatabase }> {
  const outageStart = Date.now();
  await db.stop();
  const down = Date.now();
  await new Promise((r) => setTimeout(r, OUTAGE_MS - (down - outageStart)));
  const restartAt = Date.now();
  const database = await startEmbeddedPostgres({ dataDir, port, database: 'epoch_atlas' });
  return { down, restartAt, up: Date.now(), database };
}

/** Freezes every database process and thaws it: nothing is refused, everything just hangs. */
async function pauseAndResume(db: EmbeddedDatabase): Promise<{ down: number; restartAt: number; up: number; database: EmbeddedDatabase }> {
  const paused = pausePostgres(dataDir);
  const down = Date.now();
  await new Promise((r) => setTimeout(r, OUTAGE_MS));
  const restartAt = Date.now();
  resumePostgres(paused);
  return { down, restartAt, up: Date.now(), database: db };
}

it.each(['stopped', 'paused'] as const)(
  'answers 503 fast while the database is %s for 10 s, recovers by itself, and loses no acknowledged write',
  async (outage) => {
    const port = await freePort();
    database = await startEmbeddedPostgres({ dataDir, port, database: 'epoch_atlas' });
    server = await startServer(
      loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST_DIR: '/nonexistent',
        SEED_ON_EMPTY: 'false',
        SESSION_SECRET: 'outage-test-session-secret',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_FACTOR: '100',
      }),
      { log: () => {} },
    );
    const base = server.url;

    const register = await fetch(`${base}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'steady@example.org', password: 'long enough' }),
    });
    expect(register.status).toBe(201);
    const cookie = register.headers.get('set-cookie')!.split(';')[0]!;

    const json = (body: unknown, extra: Record<string, string> = {}) => ({
      headers: { 'content-type': 'application/json', ...extra },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(3000),
    });
    let sequence = 0;
    const send = async (kind: Kind): Promise<Sample> => {
      const n = sequence++;
      const email = kind === 'subscribe' || kind === 'register' ? `${kind}${n}@example.org` : undefined;
      const request: Record<Kind, () => Promise<Response>> = {
        graphql: () => fetch(`${base}/graphql`, { method: 'POST', ...json({ query: '{ events(first: 5) { totalCount } }' }) }),
        me: () => fetch(`${base}/graphql`, { method: 'POST', ...json({ query: '{ me { email } }' }, { cookie }) }),
        subscribe: () => fetch(`${base}/api/newsletter/subscribe`, { method: 'POST', ...json({ email }) }),
        register: () => fetch(`${base}/api/register`, { method: 'POST', ...json({ email, password: 'long enough' }) }),
        session: () => fetch(`${base}/api/user`, { headers: { cookie }, signal: AbortSignal.timeout(3000) }),
        account: () => fetch(`${base}/api/user`, { method: 'PATCH', ...json({ firstName: `Steady ${n}` }, { cookie }) }),
        ready: () => fetch(`${base}/readyz`, { signal: AbortSignal.timeout(3000) }),
      };
      const startedAt = Date.now();
      try {
        const res = await request[kind]();
        const body = await res.json().catch(() => null);
        return { kind, startedAt, ms: Date.now() - startedAt, status: res.status, body, email, cached: res.headers.get('x-response-cache') === 'hit' };
      } catch (error) {
        return { kind, startedAt, ms: Date.now() - startedAt, status: 0, body: String(error), email };
      }
    };

    const samples: Sample[] = [];
    let running = true;
    const kinds: Kind[] = ['graphql', 'me', 'subscribe', 'register', 'session', 'account', 'ready'];
    const clients = Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = c; running; i++) {
        samples.push(await send(kinds[i % kinds.length]!));
        await new Promise((r) => setTimeout(r, 20));
      }
    });

    await new Promise((r) => setTimeout(r, 1500));
    const outageRun = outage === 'stopped' ? await stopAndStart(database, port) : await pauseAndResume(database);
    const { down, restartAt, up } = outageRun;
    database = outageRun.database;
    await new Promise((r) => setTimeout(r, 6000));
    running = false;
    await Promise.all(clients);

    // No request hung or lost its connection, and nothing but 200 and 503 came back.
    expect(samples.filter((s) => s.status === 0)).toEqual([]);
    const unexpected = samples.filter((s) => ![200, 201, 503].includes(s.status));
    expect(unexpected.map(({ kind, status, body }) => ({ kind, status, body }))).toEqual([]);
    expect([...new Set(samples.map((s) => s.status))].sort()).toEqual([200, 201, 503]);

    // While the database was down: 503 within a second, with a JSON error saying why.
    const duringOutage = samples.filter((s) => s.startedAt >= down && s.startedAt + s.ms <= restartAt);
    expect(duringOutage.length).toBeGreaterThan(50);
    for (const s of duringOutage) {
      expect(s.ms, `${s.kind} answered in ${s.ms} ms`).toBeLessThan(1000);
      // A public read the response cache still holds is answered from it, correctly, without the database.
      if (s.cached && s.status === 200) continue;
      expect(s.status, `${s.kind} during the outage`).toBe(503);
      expect(s.ms, `${s.kind} answered in ${s.ms} ms`).toBeLessThan(1000);
      const code =
        s.kind === 'graphql' || s.kind === 'me'
          ? (s.body as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code
          : ((s.body as { code?: string; database?: string }).code ?? (s.body as { database?: string }).database);
      expect(['DATABASE_UNAVAILABLE', 'down']).toContain(code);
    }

    const recovery: Record<string, number> = {};
    // After the restart: every kind of request succeeds again within 5 s, without restarting the API.
    for (const kind of kinds) {
      const firstOk = samples.find((s) => s.kind === kind && s.startedAt >= up && s.status < 300);
      expect(firstOk, `${kind} served again`).toBeDefined();
      recovery[kind] = firstOk!.startedAt + firstOk!.ms - up;
      expect(recovery[kind], `${kind} recovery time`).toBeLessThan(5000);
    }
    const lastSecond = samples.filter((s) => s.startedAt >= Date.now() - 1500);
    expect(lastSecond.every((s) => s.status < 300)).toBe(true);

    // Every acknowledged sign-up and newsletter sign-up is stored.
    const acknowledged = samples
      .filter((s) => (s.kind === 'subscribe' && s.status === 200) || (s.kind === 'register' && s.status === 201))
      .map((s) => s.email!);
    expect(acknowledged.length).toBeGreaterThan(20);
    const stored = await server.orm.em
      .fork()
      .getConnection()
      .execute<{ email: string }[]>(`select email from newsletter_subscribers union select email from users`);
    const storedEmails = new Set(stored.map((r) => r.email));
    expect(acknowledged.filter((e) => !storedEmails.has(e))).toEqual([]);
    console.log(
      `[outage, ${outage}] ${samples.length} requests; database down ${restartAt - down} ms; ${duringOutage.length} answered during the outage, slowest ${Math.max(...duringOutage.map((s) => s.ms))} ms; ` +
        `served again after ${JSON.stringify(recovery)} ms; ${acknowledged.length} acknowledged sign-ups, ${acknowledged.filter((e) => !storedEmails.has(e)).length} lost`,
    );
  },
  60_000,
);
