/**
 * Two API processes (the real entry point, twice) started at the same moment on one empty
 * database behave as one site: migrations and the curated seed run once (advisory locks), a
 * session made on one node works on the other, and rate limits count the hits of both.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FAILURE_LIMITS } from '../domain/rate-limits.js';
import { spawnServer, type ServerProcess } from '../test/spawn-server.js';
import { createEmptyDatabase, type EmptyDatabase } from '../test/test-database.js';
import { MIGRATIONS } from '../db/migrations/index.js';
import pg from 'pg';

let db: EmptyDatabase;
let nodes: ServerProcess[] = [];
beforeAll(async () => {
  db = await createEmptyDatabase();
  nodes = await Promise.all([1, 2].map(() => spawnServer({ DATABASE_URL: db.url, SEED_ON_EMPTY: 'true' })));
}, 120_000);
afterAll(async () => {
  await Promise.all(nodes.map((n) => n.stop()));
  await db?.drop();
});

async function query<T>(sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

const post = (node: ServerProcess, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${node.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

it('runs each migration once and seeds the curated data once', async () => {
  const applied = await query<{ name: string; times: number }>(`select name, count(*)::int as times from mikro_orm_migrations group by name`);
  expect(applied.map((r) => r.name).sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
  expect(applied.every((r) => r.times === 1)).toBe(true);
  const [counts] = await query<{ events: number; distinct: number }>(
    `select count(*)::int as events, count(distinct name || '|' || start_date)::int as distinct from historical_events`,
  );
  expect(counts!.events).toBeGreaterThan(1000);
  expect(counts!.distinct).toBe(counts!.events);
  const seeded = nodes.map((n) => n.output.some((line) => line.includes('Seeded')));
  expect(seeded.filter(Boolean)).toHaveLength(1);
});

it('a session made on one node is valid on the other, and logging out on it ends it everywhere', async () => {
  const [a, b] = nodes as [ServerProcess, ServerProcess];
  const register = await post(a, '/api/register', { email: 'both@example.org', password: 'long enough' });
  expect(register.status).toBe(201);
  const cookie = register.headers.get('set-cookie')!.split(';')[0]!;
  const onB = await fetch(`${b.url}/api/user`, { headers: { cookie } });
  expect(onB.status).toBe(200);
  expect(((await onB.json()) as { email: string }).email).toBe('both@example.org');
  const me = await post(b, '/graphql', { query: '{ me { email } }' }, { cookie });
  expect(((await me.json()) as { data: { me: { email: string } } }).data.me.email).toBe('both@example.org');
  expect((await post(b, '/api/logout', {}, { cookie })).status).toBe(200);
  expect((await fetch(`${a.url}/api/user`, { headers: { cookie } })).status).toBe(401);
});

it('counts rate-limited calls made to either node against one limit', async () => {
  const limit = FAILURE_LIMITS.loginPerAccountAndAddress.hits;
  const statuses: number[] = [];
  for (let i = 0; i <= limit; i++) {
    const node = nodes[i % 2]!;
    const res = await post(node, '/api/login', { email: 'shared.limit@example.org', password: `guess ${i}` });
    statuses.push(res.status);
  }
  expect(statuses.slice(0, limit).every((s) => s === 401)).toBe(true);
  expect(statuses[limit]).toBe(429);
});

it('both nodes answer readiness', async () => {
  for (const node of nodes) expect(await (await fetch(`${node.url}/readyz`)).json()).toEqual({ ok: true, database: 'up' });
});
