/**
 * A reset request must not tell by its timing whether an account exists: the lookup, the token
 * and the mail all happen after the answer. Measured as an attacker would, from another process
 * against the real server: known and unknown addresses are asked in turn (alternating which goes
 * first, with a pause so each request's background work is done before the next) and their
 * medians compared.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { spawnServer, type ServerProcess } from '../../test/spawn-server.js';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/test-database.js';

const ROUNDS = 60;
let db: EmptyDatabase;
let server: ServerProcess;
beforeAll(async () => {
  db = await createEmptyDatabase();
  server = await spawnServer({ DATABASE_URL: db.url, SEED_ON_EMPTY: 'false', RATE_LIMIT_FACTOR: '100' });
  for (let i = 0; i < ROUNDS; i++) await post('/api/register', { email: `known${i}@example.org`, password: 'long enough' });
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await db?.drop();
});

const post = (path: string, body: unknown) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(transport: 'rest' | 'graphql', email: string): Promise<number> {
  const start = process.hrtime.bigint();
  const res =
    transport === 'rest'
      ? await post('/api/forgot-password', { email })
      : await post('/graphql', { query: 'mutation($e: String!) { requestPasswordReset(email: $e) }', variables: { e: email } });
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  await new Promise((r) => setTimeout(r, 40));
  return ms;
}

it.each(['rest', 'graphql'] as const)(
  'answers a reset request over %s in the same time for known and unknown accounts',
  async (transport) => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const ask = [
        () => timed(transport, `known${i}@example.org`).then((ms) => known.push(ms)),
        () => timed(transport, `unknown${i}-${transport}@example.org`).then((ms) => unknown.push(ms)),
      ];
      for (const next of i % 2 ? ask.reverse() : ask) await next();
    }
    const [k, u] = [median(known), median(unknown)];
    console.log(`[reset timing] ${transport}: known ${k.toFixed(2)} ms, unknown ${u.toFixed(2)} ms (medians of ${ROUNDS})`);
    // Before the work moved after the answer, a known address took clearly longer than an unknown one.
    expect(Math.abs(k - u)).toBeLessThan(Math.max(2, 0.2 * Math.min(k, u)));
  },
  60_000,
);
