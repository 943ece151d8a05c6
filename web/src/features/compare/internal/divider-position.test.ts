import { describe, expect, it } from 'vitest';
import { MAX_SPLIT, MIN_SPLIT, splitAfterKey, splitAt } from './divider-position';

describe('the compare divider', () => {
  it('follows the pointer across the map and stops short of the edges', () => {
    const box = { left: 100, width: 800 };
    expect(splitAt(500, box)).toBe(0.5);
    expect(splitAt(300, box)).toBe(0.25);
    expect(splitAt(0, box)).toBe(MIN_SPLIT);
    expect(splitAt(2000, box)).toBe(MAX_SPLIT);
  });

  it('moves with the keys a slider takes, within the same limits', () => {
    expect(splitAfterKey('ArrowLeft', 0.5)).toBeCloseTo(0.45);
    expect(splitAfterKey('ArrowRight', 0.5)).toBeCloseTo(0.55);
    expect(splitAfterKey('PageUp', 0.5)).toBeCloseTo(0.7);
    expect(splitAfterKey('ArrowLeft', 0.06)).toBe(MIN_SPLIT);
    expect(splitAfterKey('End', 0.5)).toBe(MAX_SPLIT);
    expect(splitAfterKey('a', 0.5)).toBeUndefined();
  });
});
