/**
 * Runs the real server entry point (src/main.ts, through tsx) as its own process, as `npm start`
 * does, so tests can send it signals and run several nodes on one database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Every line the process wrote (JSON log lines and anything else). */
  output: string[];
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** `env` adds to and overrides the defaults below; a key set to undefined removes that default. */
export async function spawnServer(env: Record<string, string | undefined>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: withoutUndefined({
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      WEB_DIST_DIR: '/nonexistent',
      SESSION_SECRET: 'spawned-test-server-session-secret',
      LOG_LEVEL: 'info',
      ...env,
    }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in 60 s:\n${output.join('\n')}`)), 60_000);
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        output.push(line);
        const match = /listening on (http:\/\/localhost:\d+)/.exec(line);
        if (match) {
          clearTimeout(timer);
          resolve(match[1]!.replace('localhost', '127.0.0.1'));
        }
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output.join('\n')}`));
    });
  });
  return {
    url,
    child,
    output,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

function withoutUndefined(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));
}
