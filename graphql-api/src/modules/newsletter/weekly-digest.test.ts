import { describe, expect, it } from 'vitest';
import { oneLine } from './weekly-digest.js';

describe("oneLine (a 'This Week in History' event's line)", () => {
  it('is the first sentence', () => {
    expect(oneLine('Two people walk on the Moon.  Then they fly home.')).toBe('Two people walk on the Moon.');
  });

  it('cuts a long sentence at a whole word, under 161 characters', () => {
    const long = `${'A very long sentence about a hall, '.repeat(8)}ending here.`;
    const line = oneLine(long);
    expect(line.length).toBeLessThanOrEqual(160);
    expect(line).toMatch(/ (hall|about|long|sentence|very|a|A)…$/);
    expect(line).not.toMatch(/[,\s]…$/);
  });
});
