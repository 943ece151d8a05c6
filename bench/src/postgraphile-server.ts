/**
 * PostGraphile v5 (the amber preset) as the peer of the GraphQL bench, run like our server: a
 * node:cluster primary and two workers, each with a pool of 10 connections. The database must hold
 * postgraphile-schema.ts's functions.
 *
 *   node --import tsx src/postgraphile-server.ts DATABASE_URL   prints the port it listens on
 */
import cluster from 'node:cluster';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// PostGraphile 5 declares Node >= 22; this machine runs Node 20, which lacks one API its execution
// path calls: Promise.withResolvers (ES2024). Added here as the standard defines it, before
// PostGraphile loads (without it every PgSelect answered undefined).
if (!('withResolvers' in Promise)) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (value: T) => void;
      let reject!: (reason: unknown) => void;
      const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
      return { promise, resolve, reject };
    },
  });
}
const { makePgService } = await import('postgraphile/adaptors/pg');
const { grafserv } = await import('postgraphile/grafserv/node');
const { postgraphile } = await import('postgraphile');
const { PostGraphileAmberPreset } = await import('postgraphile/presets/amber');

const WORKERS = 2;
const databaseUrl = process.argv[2]!;

if (cluster.isPrimary) {
  // The primary picks a free port, then the workers share it (as our server's cluster does).
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  let listening = 0;
  for (let i = 0; i < WORKERS; i++) {
    const worker = cluster.fork({ PEER_PORT: String(port) });
    worker.on('listening', () => {
      if (++listening === WORKERS) console.log(`listening ${port}`);
    });
  }
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    cluster.on('exit', () => {
      if (!Object.keys(cluster.workers ?? {}).length) process.exit(0);
    });
  });
} else {
  const pgl = postgraphile({
    extends: [PostGraphileAmberPreset],
    pgServices: [makePgService({ connectionString: databaseUrl, schemas: ['public'], poolConfig: { max: 10 } })],
    grafserv: { graphiql: false, watch: false },
    grafast: { explain: false },
  });
  const serv = pgl.createServ(grafserv);
  const server = http.createServer();
  await serv.addTo(server);
  server.listen(Number(process.env.PEER_PORT), '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close();
    void Promise.resolve(pgl.release()).then(() => process.exit(0));
  });
}
