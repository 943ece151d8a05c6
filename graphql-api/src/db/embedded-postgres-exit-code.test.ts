import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const wrapper = path.join(path.dirname(fileURLToPath(import.meta.url)), 'embedded-postgres.ts');

/** A process that loads our embedded-postgres module, sets `code` as its exit code and ends by itself. */
function exitStatus(code: number): number | null {
  const script = `await import(${JSON.stringify(wrapper)}); process.exitCode = ${code};`;
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.dirname(wrapper), encoding: 'utf8' }).status;
}

describe('loading embedded-postgres', () => {
  it('keeps a failure exit code (its exit hook answered beforeExit with exit code 0)', () => {
    expect(exitStatus(1)).toBe(1);
    expect(exitStatus(0)).toBe(0);
  });
});
