/**
 * The cluster's primary (WEB_CONCURRENCY > 1): starts the database once (the embedded one unless
 * DATABASE_URL), settles the session secret, and forks the workers, which share one port (node's
 * cluster hands connections to them in turn) and run the whole app each. It relays writes and
 * readiness between them (cluster-hub.ts), replaces a worker that dies, and on stop lets every
 * worker finish its requests before it stops the database.
 *
 * The primary itself serves nothing and loads none of the app, so it stays small.
 */
import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '../config/env.js';
import { sessionSecretFor } from '../config/session-secret.js';
import { startServerDatabase } from '../db/server-database.js';
import { logger } from '../lib/logger.js';
import { ClusterHub } from './cluster-hub.js';
import { isWorkerMessage } from './messages.js';

export interface RunningCluster {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** After a worker that served dies, wait this long before forking its replacement. */
const REPLACE_AFTER_MS = 1000;
/** Past SHUTDOWN_TIMEOUT_MS, how long workers get to close their pools before they are killed. */
const STOP_GRACE_MS = 5000;

export async function startCluster(config: AppConfig, log: (line: string) => void = (line) => logger.info(line)): Promise<RunningCluster> {
  const database = await startServerDatabase(config, log);
  const env = {
    DATABASE_URL: database.url,
    SESSION_SECRET: sessionSecretFor(config, Boolean(database.embedded), log),
  };
  const hub = new ClusterHub((id, message) => cluster.workers?.[id]?.send(message));
  const listened = new Set<number>();
  let stopping = false;

  const fork = (): Worker => {
    const worker = cluster.fork(env);
    hub.add(worker.id);
    worker.on('message', (message: unknown) => {
      if (isWorkerMessage(message)) hub.receive(worker.id, message);
    });
    return worker;
  };

  const started = new Promise<number>((resolve, reject) => {
    cluster.on('listening', (worker, address) => {
      listened.add(worker.id);
      if (listened.size === config.workers) resolve(address.port);
    });
    cluster.on('exit', (worker, code, signal) => {
      hub.remove(worker.id);
      if (stopping) return;
      if (!listened.has(worker.id)) {
        // It never served: a replacement would fail the same way (a taken port, a bad database).
        const failure = `worker ${worker.id} exited (${signal ?? `exit code ${code}`}) before it listened`;
        reject(new Error(failure));
        logger.error(`${failure}; not replacing it`);
        return;
      }
      log(`Worker ${worker.id} died (${signal ?? `exit code ${code}`}); starting a new one.`);
      setTimeout(() => void (stopping || fork()), REPLACE_AFTER_MS);
    });
  });

  const stop = async (): Promise<void> => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w));
    await Promise.all(workers.map((worker) => stopWorker(worker, config.SHUTDOWN_TIMEOUT_MS + STOP_GRACE_MS)));
    await database.embedded?.stop();
  };

  for (let i = 0; i < config.workers; i++) fork();
  let port: number;
  try {
    port = await started;
  } catch (error) {
    await stop();
    throw error;
  }
  const url = `http://localhost:${port}`;
  log(`Epoch Atlas listening on ${url} with ${config.workers} workers (GraphQL at ${url}/graphql, REST at ${url}/api)`);
  let stopped: Promise<void> | null = null;
  return { url, port, stop: () => (stopped ??= stop()) };
}

/** SIGTERM (the worker drains its requests), then SIGKILL if it is still there after `timeoutMs`. */
async function stopWorker(worker: Worker, timeoutMs: number): Promise<void> {
  if (worker.isDead()) return;
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.process.kill('SIGTERM');
  const timer = setTimeout(() => worker.process.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}
