import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../graphql-api/src/db/free-port.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// BENCH_API_DIST: another build of the server (an A/B of two builds side by side).
const API_DIST = process.env.BENCH_API_DIST ?? path.join(ROOT, 'graphql-api', 'dist');

/** Runs the synthetic seeding tool of the production build against the database; returns seconds. */
export async function seedSynthetic(databaseUrl: string, count: number, seed: number): Promise<number> {
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(API_DIST, 'tools/seed-synthetic.js'), '--count', String(count), '--seed', String(seed)], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code}):\n${output.slice(-2000)}`))));
  });
  return (performance.now() - started) / 1000;
}

export interface ApiServer {
  url: string;
  pid: number;
  /** Seconds from spawn until /healthz answered. */
  startSeconds: number;
  /** Waits until /readyz answers 200 (the map feed is built); returns seconds since the spawn. */
  waitUntilReady(): Promise<number>;
  /**
   * Resident memory in MB (Linux /proc) of each server process: the one spawned, then its workers
   * when it runs as a cluster primary (WEB_CONCURRENCY > 1).
   */
  rssByProcessMb(): number[];
  stop(): Promise<void>;
}

/**
 * Starts the production server (graphql-api/dist/main.js, or `dist`/main.js of another build) on
 * the database and waits until it answers. Its log (stdout) is dropped unless `logFile` keeps it,
 * with its stderr; otherwise stderr shows in the bench's own.
 */
export async function startApiServer(
  databaseUrl: string,
  extraEnv: Record<string, string> = {},
  dist = API_DIST,
  options: { logFile?: string } = {},
): Promise<ApiServer> {
  const port = await freePort();
  const log = options.logFile === undefined ? undefined : fs.openSync(options.logFile, 'a');
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [path.join(dist, 'main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      MAIL_OUTBOX_DIR: path.join(os.tmpdir(), `epoch-atlas-bench-outbox-${process.pid}`),
      SEED_ON_EMPTY: 'false',
      SESSION_SECRET: 'bench-only-secret-0123456789abcdef',
      ...extraEnv,
    },
    stdio: log === undefined ? ['ignore', 'ignore', 'inherit'] : ['ignore', log, log],
  });
  if (log !== undefined) fs.closeSync(log); // the child has its own copy
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const startSeconds = (performance.now() - started) / 1000;
  return {
    url,
    pid: child.pid!,
    startSeconds,
    async waitUntilReady() {
      let lastError: unknown;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`, { cause: lastError });
        try {
          if ((await fetch(`${url}/readyz`)).ok) return (performance.now() - started) / 1000;
        } catch (error) {
          // A kept-alive connection reset (ECONNRESET) while a worker is busy building a large map
          // feed is "not ready yet", not a failure: at 10M the 16:33 run's step and a later one
          // stopped on it. The next poll opens a new connection.
          lastError = error;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    rssByProcessMb() {
      return [child.pid!, ...childPids(child.pid!)].map(rssMbOf);
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function rssMbOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0; // it has just exited
  }
}

/** The direct children of a process (a cluster primary's workers). */
function childPids(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
