/**
 * SIGTERM on a real server process (src/main.ts): it stops accepting connections, lets the
 * request in flight finish with its real answer, then exits 0; a request that never finishes is
 * cut after SHUTDOWN_TIMEOUT_MS so the process still exits.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slowPost } from '../test/slow-post.js';
import { spawnServer } from '../test/spawn-server.js';
import { createTestDatabase, type TestDatabase } from '../test/test-database.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db?.drop());

const canConnect = (url: string) =>
  new Promise<boolean>((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = http.get({ host: hostname, port, path: '/healthz', timeout: 1000 }, () => resolve(true));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new connections, and exits 0', async () => {
    const server = await spawnServer({ DATABASE_URL: db.url, SEED_ON_EMPTY: 'false' });
    const inFlight = slowPost(
      server.url,
      '/api/newsletter/subscribe',
      JSON.stringify({ email: 'in.flight@example.org', firstName: 'Last', lastName: 'Request' }),
    );
    await new Promise((r) => setTimeout(r, 300)); // the server has the first half
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    expect(await canConnect(server.url)).toBe(false);
    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ success: true });
    expect(await server.exited).toBe(0);
    const rows = await db.orm.em.fork().getConnection().execute(`select email from newsletter_subscribers`);
    expect(rows).toEqual([{ email: 'in.flight@example.org' }]);
    expect(server.output.join('\n')).toMatch(/SIGTERM received: finishing requests in flight/);
    expect(server.output.join('\n')).toMatch(/"msg":"Stopped\."/);
  }, 90_000);

  it('runs the whole stop in production too, where Apollo would hook the signals itself', async () => {
    // One process: this checks the server's own stop (a cluster's is in cluster.integration.test.ts).
    const server = await spawnServer({
      DATABASE_URL: db.url,
      SEED_ON_EMPTY: 'false',
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '1',
      PUBLIC_URL: 'http://localhost:4000',
    });
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Every step ran (HTTP drained, Apollo, the pools): the process did not just fall idle.
    expect(server.output.join('\n')).toMatch(/"msg":"Stopped\."/);
  }, 90_000);

  it('cuts a request that never completes after SHUTDOWN_TIMEOUT_MS, and still exits', async () => {
    const server = await spawnServer({ DATABASE_URL: db.url, SEED_ON_EMPTY: 'false', SHUTDOWN_TIMEOUT_MS: '1500' });
    const stuck = slowPost(server.url, '/api/newsletter/subscribe', JSON.stringify({ email: 'never.finishes@example.org' }));
    const outcome = stuck.answer.then(
      () => 'answered',
      () => 'cut',
    );
    await new Promise((r) => setTimeout(r, 300));
    const stoppedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(1400);
    expect(await outcome).toBe('cut');
    expect(server.output.join('\n')).toMatch(/requests still running after 1500 ms/);
  }, 90_000);
});
