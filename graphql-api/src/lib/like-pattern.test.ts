import { describe, expect, it } from 'vitest';
import { likePattern } from './like-pattern.js';

describe('likePattern', () => {
  it('wraps trimmed, lower-cased text in wildcards', () => {
    expect(likePattern('  Rome ')).toBe('%rome%');
  });

  it("escapes LIKE's wildcards and its escape character", () => {
    expect(likePattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});
