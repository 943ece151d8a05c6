import 'reflect-metadata';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildAppSchema } from './schema.js';
import { printAppSchema, SCHEMA_FILE } from './schema-file.js';

describe('schema.graphql', () => {
  it('is what the code emits (run `npm run schema:emit` after changing the API)', async () => {
    const emitted = printAppSchema(await buildAppSchema());
    expect(fs.readFileSync(SCHEMA_FILE, 'utf8')).toBe(emitted);
  });
});
