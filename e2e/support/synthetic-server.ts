import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../graphql-api/src/db/free-port';

const API_DIST = path.resolve(import.meta.dirname, '..', '..', 'graphql-api', 'dist');

export interface SyntheticServer {
  url: string;
  stop(): Promise<void>;
}

/** Runs a production-build script to its end; rejects with its output's tail if it fails. */
function run(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(API_DIST, script), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${script} exited with ${code}:\n${output.slice(-2000)}`))));
  });
}

/**
 * A second server of the production build on its own embedded PostgreSQL, holding `count`
 * synthetic events (the seeding tool's), for what the curated data is too small to show: the
 * main e2e server's 3,500 events never put 2,000 in view at once. Deleted when stopped.
 */
export async function startSyntheticServer(count: number): Promise<SyntheticServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-atlas-e2e-synthetic-'));
  const port = await freePort();
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    EMBEDDED_PG_DIR: path.join(dir, 'postgres'),
    EMBEDDED_PG_PORT: '0',
    EMBEDDED_PG_EPHEMERAL: 'false',
    SESSION_SECRET: 'e2e-synthetic-secret-not-for-production',
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    MEDIA_DIR: path.join(dir, '.data', 'media'),
    SEED_ON_EMPTY: 'false',
    PORT: String(port),
  };
  let server: ChildProcess | null = null;
  const stop = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await run('tools/seed-synthetic.js', ['--count', String(count)], env);
    server = spawn(process.execPath, [path.join(API_DIST, 'main.js')], { env, stdio: 'ignore' });
    const url = `http://127.0.0.1:${port}`;
    // Ready: the map feed of the seeded events is built.
    for (let waited = 0; ; waited += 200) {
      if (server.exitCode !== null) throw new Error(`the synthetic server exited with ${server.exitCode}`);
      if (waited > 120_000) throw new Error('the synthetic server was not ready in 120 s');
      const ready = await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) return { url, stop };
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
}
