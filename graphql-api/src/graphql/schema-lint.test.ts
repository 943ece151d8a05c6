/**
 * The committed schema against graphql-schema-linter's conventional rules: descriptions on every
 * type, field, argument, input field and enum value; Relay connections, their arguments and
 * PageInfo; camelCase fields and UPPER_CASE enum values. A schema that breaks a rule is caught (the
 * second test plants one).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULES = [
  'arguments-have-descriptions',
  'defined-types-are-used',
  'deprecations-have-a-reason',
  'descriptions-are-capitalized',
  'enum-values-all-caps',
  'enum-values-have-descriptions',
  'fields-are-camel-cased',
  'fields-have-descriptions',
  'input-object-values-are-camel-cased',
  'input-object-values-have-descriptions',
  'relay-connection-arguments-spec',
  'relay-connection-types-spec',
  'relay-page-info-spec',
  'types-are-capitalized',
  'types-have-descriptions',
];

function lint(file: string) {
  const bin = path.join(ROOT, 'node_modules', 'graphql-schema-linter', 'lib', 'cli.js');
  return spawnSync(process.execPath, [bin, '--format', 'compact', '--rules', RULES.join(','), file], { encoding: 'utf8' });
}

describe('schema.graphql', () => {
  it('passes the conventional rules of graphql-schema-linter', () => {
    const result = lint(path.join(ROOT, 'schema.graphql'));
    expect(result.stdout + result.stderr).not.toMatch(/error/i);
    expect(result.status).toBe(0);
  });

  it('would catch an undocumented field and a lower-case enum value', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'schema-lint-'));
    const file = path.join(dir, 'bad.graphql');
    fs.writeFileSync(
      file,
      '"""The root."""\ntype Query {\n  """A field."""\n  mode: Mode\n  undocumented: String\n}\n\n"""A set."""\nenum Mode {\n  """Real."""\n  real\n}\n',
    );
    const result = lint(file);
    fs.rmSync(dir, { recursive: true });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toMatch(/fields-have-descriptions/);
    expect(result.stdout).toMatch(/enum-values-all-caps/);
  });
});
