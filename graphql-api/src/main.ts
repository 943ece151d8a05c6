/** Entry point of `npm start`: read config, start everything, stop cleanly on Ctrl-C. */
import 'reflect-metadata';
import { loadConfig } from './config/env.js';
import { startServer } from './server.js';

const config = loadConfig();
const running = await startServer(config);

let shuttingDown = false;
async function shutdown(signal: string): Promise<void> {
  if (shuttingDown) return;
  shuttingDown = true;
  console.log(`${signal} received: stopping the server and the database...`);
  try {
    await running.stop();
    console.log('Stopped.');
    process.exit(0);
  } catch (error) {
    console.error('Error while stopping', error);
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
