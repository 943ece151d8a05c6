import { describe, expect, it } from 'vitest';
import { numberPlaceholders } from './pooled-query.js';

describe('numberPlaceholders', () => {
  it("numbers knex's ? placeholders as pg's $1, $2, ... in order", () => {
    expect(numberPlaceholders('select 1 where a = ? and b = any(?::text[]) limit ?')).toBe('select 1 where a = $1 and b = any($2::text[]) limit $3');
    expect(numberPlaceholders('select true')).toBe('select true');
  });
});
