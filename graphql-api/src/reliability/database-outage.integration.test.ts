/**
 * A database outage under steady load: PostgreSQL (a real embedded server of its own) is stopped
 * for 10 s and started again while four clients keep sending reads, GraphQL queries, session
 * lookups and newsletter sign-ups. During the outage the API answers 503 with a JSON error within
 * a second (no hanging request, no crash); afterwards it serves again within 5 s without a
 * restart, and every sign-up it acknowledged is in the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { loadConfig } from '../config/env.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded-postgres.js';
import { freePort } from '../db/free-port.js';
import { startServer, type RunningServer } from '../server.js';

const OUTAGE_MS = 10_000;
const CLIENTS = 4;

type Kind = 'graphql' | 'subscribe' | 'session' | 'ready';
interface Sample {
  kind: Kind;
  startedAt: number;
  ms: number;
  /** HTTP status, or 0 when the request failed without an answer (refused, reset, timed out). */
  status: number;
  body: unknown;
  email?: string;
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-outage-'));
fs.chmodSync(dir, 0o755);
let database: EmbeddedDatabase | null = null;
let server: RunningServer | null = null;
afterAll(async () => {
  await server?.stop();
  await database?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('answers 503 fast during a 10 s outage, recovers by itself, and loses no acknowledged write', async () => {
  const port = await freePort();
  const startDatabase = () => startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), port, database: 'epoch_atlas' });
  database = await startDatabase();
  server = await startServer(
    loadConfig({ NODE_ENV: 'test', DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', WEB_DIST_DIR: '/nonexistent', SEED_ON_EMPTY: 'false', SESSION_SECRET: 'outage-test-session-secret', LOG_LEVEL: 'silent' }),
    { log: () => {} },
  );
  const base = server.url;

  const register = await fetch(`${base}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'steady@example.org', password: 'long enough' }) });
  expect(register.status).toBe(201);
  const cookie = register.headers.get('set-cookie')!.split(';')[0]!;

  let sequence = 0;
  const send = async (kind: Kind): Promise<Sample> => {
    const n = sequence++;
    const email = kind === 'subscribe' ? `reader${n}@example.org` : undefined;
    const request: Record<Kind, () => Promise<Response>> = {
      graphql: () => fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ events(first: 5) { totalCount } }' }), signal: AbortSignal.timeout(3000) }),
      // Each sign-up from its own address (X-Forwarded-For), as real readers would be.
      subscribe: () => fetch(`${base}/api/newsletter/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${n >> 8 & 255}.${n & 255}` }, body: JSON.stringify({ email }), signal: AbortSignal.timeout(3000) }),
      session: () => fetch(`${base}/api/user`, { headers: { cookie }, signal: AbortSignal.timeout(3000) }),
      ready: () => fetch(`${base}/readyz`, { signal: AbortSignal.timeout(3000) }),
    };
    const startedAt = Date.now();
    try {
      const res = await request[kind]();
      const body = await res.json().catch(() => null);
      return { kind, startedAt, ms: Date.now() - startedAt, status: res.status, body, email };
    } catch (error) {
      return { kind, startedAt, ms: Date.now() - startedAt, status: 0, body: String(error), email };
    }
  };

  const samples: Sample[] = [];
  let running = true;
  const kinds: Kind[] = ['graphql', 'subscribe', 'session', 'ready'];
  const clients = Array.from({ length: CLIENTS }, async (_, c) => {
    for (let i = c; running; i++) {
      samples.push(await send(kinds[i % kinds.length]!));
      await new Promise((r) => setTimeout(r, 20));
    }
  });

  await new Promise((r) => setTimeout(r, 1500));
  const outageStart = Date.now();
  await database.stop();
  const down = Date.now();
  await new Promise((r) => setTimeout(r, OUTAGE_MS - (down - outageStart)));
  const restartAt = Date.now();
  database = await startDatabase();
  const up = Date.now();
  await new Promise((r) => setTimeout(r, 6000));
  running = false;
  await Promise.all(clients);

  // No request hung or lost its connection, and nothing but 200 and 503 came back.
  expect(samples.filter((s) => s.status === 0)).toEqual([]);
  expect([...new Set(samples.map((s) => s.status))].sort()).toEqual([200, 503]);

  // While the database was down: 503 within a second, with a JSON error saying why.
  const duringOutage = samples.filter((s) => s.startedAt >= down && s.startedAt + s.ms <= restartAt);
  expect(duringOutage.length).toBeGreaterThan(50);
  for (const s of duringOutage) {
    expect(s.status, `${s.kind} during the outage`).toBe(503);
    expect(s.ms, `${s.kind} answered in ${s.ms} ms`).toBeLessThan(1000);
    const code = s.kind === 'graphql' ? (s.body as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code : (s.body as { code?: string; database?: string }).code ?? (s.body as { database?: string }).database;
    expect(['DATABASE_UNAVAILABLE', 'down']).toContain(code);
  }

  const recovery: Record<string, number> = {};
  // After the restart: every kind of request succeeds again within 5 s, without restarting the API.
  for (const kind of kinds) {
    const firstOk = samples.find((s) => s.kind === kind && s.startedAt >= up && s.status === 200);
    expect(firstOk, `${kind} served again`).toBeDefined();
    recovery[kind] = firstOk!.startedAt + firstOk!.ms - up;
    expect(recovery[kind], `${kind} recovery time`).toBeLessThan(5000);
  }
  const lastSecond = samples.filter((s) => s.startedAt >= Date.now() - 1500);
  expect(lastSecond.every((s) => s.status === 200)).toBe(true);

  // Every acknowledged sign-up is stored.
  const acknowledged = samples.filter((s) => s.kind === 'subscribe' && s.status === 200).map((s) => s.email!);
  expect(acknowledged.length).toBeGreaterThan(20);
  const stored = (await server.orm.em.fork().getConnection().execute(`select email from newsletter_subscribers`)) as { email: string }[];
  const storedEmails = new Set(stored.map((r) => r.email));
  expect(acknowledged.filter((e) => !storedEmails.has(e))).toEqual([]);
  console.log(
    `[outage] ${samples.length} requests; database down ${restartAt - down} ms; ${duringOutage.length} answered during the outage, slowest ${Math.max(...duringOutage.map((s) => s.ms))} ms; ` +
      `served again after ${JSON.stringify(recovery)} ms; ${acknowledged.length} acknowledged sign-ups, ${acknowledged.filter((e) => !storedEmails.has(e)).length} lost`,
  );
}, 60_000);
