/**
 * The raw floor of the page benchmark: a bare Node HTTP handler that runs the page query through a
 * pg pool and answers the rows as JSON. Run as its own process (as our server is), so that it does
 * not share a thread with the load generator:
 *
 *   node --import tsx src/raw-floor.ts DATABASE_URL   prints the port it listens on
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { PAGE, PAGE_SQL } from './page.js';

const pool = new pg.Pool({ connectionString: process.argv[2], max: 10 });
const server = http.createServer((_req, res) => {
  pool
    .query(PAGE_SQL, [PAGE.fromYear, PAGE.toYear, PAGE.south, PAGE.north, PAGE.west, PAGE.east])
    .then((result) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(result.rows));
    })
    .catch((e: unknown) => {
      res.writeHead(500);
      res.end(String(e));
    });
});
server.listen(0, '127.0.0.1', () => console.log(`listening ${(server.address() as AddressInfo).port}`));
process.on('SIGTERM', () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
