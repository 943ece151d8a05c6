import { describe, expect, it } from 'vitest';
import { numberPlaceholders, statementName } from './pooled-query.js';

describe('numberPlaceholders', () => {
  it("numbers knex's ? placeholders as pg's $1, $2, ... in order", () => {
    expect(numberPlaceholders('select 1 where a = ? and b = any(?::text[]) limit ?')).toBe('select 1 where a = $1 and b = any($2::text[]) limit $3');
    expect(numberPlaceholders('select true')).toBe('select true');
  });
});

describe('statementName', () => {
  it('gives each text one name of its own, and none past 500 texts (those run unprepared)', () => {
    const first = statementName('select 1');
    expect(statementName('select 1')).toBe(first);
    const names = new Set([first]);
    for (let i = 2; i <= 500; i++) names.add(statementName(`select ${i}`));
    expect(names.size).toBe(500);
    expect([...names].every((n) => typeof n === 'string')).toBe(true);
    expect(statementName('select 501')).toBeUndefined();
    expect(statementName('select 1')).toBe(first);
  });
});
