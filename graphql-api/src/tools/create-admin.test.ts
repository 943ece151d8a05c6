import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/tools/create-admin.ts', ...args], {
    cwd: API_ROOT,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' },
  });

// Each case starts a Node process that compiles the tool with tsx: seconds each on two busy cores.
const SPAWNING = 120_000;

describe('npm run create-admin', () => {
  it(
    'prints its usage for --help and exits 0, without touching a database',
    () => {
      const result = run('--help');
      expect(result.status).toBe(0);
      expect(result.stdout).toContain('Usage: npm run create-admin -- <email> [--role user|moderator|admin]');
      expect(result.stderr).not.toMatch(/at .*\.ts:\d+/);
    },
    SPAWNING,
  );

  it(
    'answers an unknown option or a missing email with the usage and exit code 2, not a stack trace',
    () => {
      for (const args of [['--bogus'], [], ['a@example.org', '--role', 'emperor']]) {
        const result = run(...args);
        expect(result.status, args.join(' ')).toBe(2);
        expect(result.stderr).toContain('Usage: npm run create-admin');
        expect(result.stderr).not.toMatch(/\n\s+at /);
      }
    },
    SPAWNING,
  );
});
