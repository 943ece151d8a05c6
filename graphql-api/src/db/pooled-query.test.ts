import { describe, expect, it } from 'vitest';
import { createStatementCache, numberPlaceholders } from './pooled-query.js';

describe('numberPlaceholders', () => {
  it("numbers knex's ? placeholders as pg's $1, $2, ... in order", () => {
    expect(numberPlaceholders('select 1 where a = ? and b = any(?::text[]) limit ?')).toBe('select 1 where a = $1 and b = any($2::text[]) limit $3');
    expect(numberPlaceholders('select true')).toBe('select true');
  });
});

describe('createStatementCache', () => {
  it('numbers the placeholders and gives each text one name of its own, and none past 500 texts (those run unprepared)', () => {
    // A cache of its own: the process's one has the texts other test files ran in this worker.
    const preparedStatement = createStatementCache();
    const first = preparedStatement('select 1 where a = ?');
    expect(first.text).toBe('select 1 where a = $1');
    expect(preparedStatement('select 1 where a = ?')).toBe(first);
    const names = new Set([first.name]);
    for (let i = 2; i <= 500; i++) names.add(preparedStatement(`select ${i}`).name);
    expect(names.size).toBe(500);
    expect([...names].every((n) => typeof n === 'string')).toBe(true);
    expect(preparedStatement('select 501 where b = ?')).toEqual({ text: 'select 501 where b = $1' });
    expect(preparedStatement('select 1 where a = ?')).toBe(first);
  });
});
