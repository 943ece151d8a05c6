/**
 * The real entry point with WEB_CONCURRENCY=2: a primary that starts the embedded database and
 * forks two workers on one port. They act as one site: a session made through one worker is valid
 * on every connection, a write through one is seen at once through the other (even with cached
 * answers trusted for a minute), a worker that dies is replaced, and SIGTERM stops the workers and
 * then the database.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { slowPost } from '../test/slow-post.js';
import { spawnServer, type ServerProcess } from '../test/spawn-server.js';
import { MARATHON } from '../test/fixtures/sample-events.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-atlas-cluster-'));
const dataDir = path.join(dir, 'postgres');
let site: ServerProcess;

beforeAll(async () => {
  site = await spawnServer({
    WEB_CONCURRENCY: '2',
    SESSION_SECRET: undefined, // the primary picks one secret for both workers
    EMBEDDED_PG_DIR: dataDir,
    EMBEDDED_PG_PORT: '0',
    EMBEDDED_PG_EPHEMERAL: 'true',
    SEED_ON_EMPTY: 'false',
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    // Without the cluster's relay, the other worker would answer from its cache for a minute.
    RESPONSE_CACHE_FRESH_MS: '60000',
  });
  // spawnServer returns at the first worker's line; the primary speaks once both listen.
  const deadline = Date.now() + 60_000;
  while (!site.output.some((line) => line.includes('with 2 workers'))) {
    if (Date.now() > deadline) throw new Error(`the primary never said both workers listen:\n${site.output.join('\n')}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}, 120_000);
afterAll(async () => {
  await site?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The worker processes: children of the primary running the entry point (not PostgreSQL). */
function workerPids(): number[] {
  const primary = site.child.pid!;
  const children = fs.readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  return children.filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('main.ts');
    } catch {
      return false;
    }
  });
}

/** Milliseconds of CPU a process has used (user + system). */
function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One request on a new connection: the cluster hands each new connection to the next worker. */
function request(
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      `${site.url}${urlPath}`,
      { method, agent: false, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, json: text ? (JSON.parse(text) as unknown) : null }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const PAGE = { query: '{ events(first: 100) { totalCount edges { node { name } } } }' };
const pageNames = async () => {
  const res = await request('POST', '/graphql', PAGE);
  expect(res.status).toBe(200);
  return {
    cache: res.headers['x-response-cache'],
    names: (res.json as { data: { events: { edges: { node: { name: string } }[] } } }).data.events.edges.map((e) => e.node.name),
  };
};

it('runs two workers that both serve, and is ready once both are', async () => {
  const workers = workerPids();
  expect(workers).toHaveLength(2);
  await expect.poll(async () => (await request('GET', '/readyz')).status, { timeout: 30_000 }).toBe(200);
  for (let i = 0; i < 10; i++) expect((await request('GET', '/readyz')).json).toEqual({ ok: true, database: 'up' });
  const before = workers.map(cpuMs);
  for (let i = 0; i < 200; i++) expect((await request('POST', '/graphql', PAGE, { 'cache-control': 'no-cache' })).status).toBe(200);
  const used = workers.map((pid, i) => cpuMs(pid) - before[i]!);
  for (const ms of used) expect(ms, `CPU each worker used over 200 requests: ${used.join(', ')} ms`).toBeGreaterThanOrEqual(50);
});

let cookie = '';
it('a session made through one worker is valid on every connection', async () => {
  const register = await request('POST', '/api/register', { email: 'cluster@example.org', password: 'long enough' });
  expect(register.status).toBe(201);
  cookie = String(register.headers['set-cookie']).split(';')[0]!;
  for (let i = 0; i < 6; i++) {
    const me = await request('GET', '/api/user', undefined, { cookie });
    expect(me.status).toBe(200);
    expect((me.json as { email: string }).email).toBe('cluster@example.org');
  }
});

it('a write through one worker is seen at once through every worker, cached answers included', async () => {
  // Both workers answer the page from their caches...
  for (let i = 0; i < 4; i++) await pageNames();
  for (let i = 0; i < 4; i++) expect(await pageNames()).toEqual({ cache: 'hit', names: [] });
  // ...until an event is created through one of them.
  expect((await request('POST', '/api/events', MARATHON, { cookie })).status).toBe(201);
  for (let i = 0; i < 6; i++) expect((await pageNames()).names).toEqual([MARATHON.name]);
});

it('replaces a worker that dies, and keeps serving', async () => {
  const [victim, survivor] = workerPids() as [number, number];
  process.kill(victim, 'SIGKILL');
  await expect.poll(() => workerPids().filter((pid) => pid !== victim), { timeout: 30_000, interval: 200 }).toHaveLength(2);
  expect(workerPids()).toContain(survivor);
  await expect.poll(async () => (await request('GET', '/readyz')).status, { timeout: 30_000 }).toBe(200);
  site.output.length = 0;
  for (let i = 0; i < 6; i++) expect((await pageNames()).names).toEqual([MARATHON.name]);
  expect(site.output.join('\n')).not.toMatch(/"level":50/);
}, 60_000);

it('SIGTERM lets the workers finish the request in flight, stops them, then the database, and exits 0', async () => {
  const workers = workerPids();
  const inFlight = slowPost(site.url, '/api/newsletter/subscribe', JSON.stringify({ email: 'in.flight@example.org' }));
  await new Promise((r) => setTimeout(r, 300)); // a worker has the first half
  site.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 300));
  inFlight.finish();
  const answer = await inFlight.answer;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ success: true });
  expect(await site.exited).toBe(0);
  for (const pid of workers) expect(fs.existsSync(`/proc/${pid}`)).toBe(false);
  expect(fs.existsSync(dataDir)).toBe(false);
  expect(site.output.join('\n')).toMatch(/"msg":"Stopped\."/);
}, 30_000);

it('a SIGTERM during start-up waits for the start, then stops everything it started', async () => {
  const starting = await spawnServer({
    WEB_CONCURRENCY: '2',
    EMBEDDED_PG_DIR: path.join(dir, 'postgres-2'),
    EMBEDDED_PG_PORT: '0',
    EMBEDDED_PG_EPHEMERAL: 'true',
    SEED_ON_EMPTY: 'false',
  });
  // spawnServer returns at the first worker's line: the primary is still starting the other.
  starting.child.kill('SIGTERM');
  expect(await starting.exited).toBe(0);
  expect(fs.existsSync(path.join(dir, 'postgres-2'))).toBe(false);
  expect(starting.output.join('\n')).toMatch(/"msg":"Stopped\."/);
}, 120_000);
