import { describe, expect, it } from 'vitest';
import { significanceLevel, significanceScore } from './significance.js';

describe('significance (spec section 9)', () => {
  it('computes the score', () => {
    expect(significanceScore({ casualties: 999, participantCount: 2, radius: 2_000_000 })).toBeCloseTo(9 + 2 + 0.5);
    expect(significanceScore({ casualties: null, participantCount: 0, radius: 500_000 })).toBeCloseTo(0.25);
  });

  it('applies the global thresholds', () => {
    expect(significanceLevel({ casualties: 1_000_000, participantCount: 0 })).toBe('global');
    expect(significanceLevel({ casualties: 0, participantCount: 10 })).toBe('global');
    expect(significanceLevel({ casualties: 999, participantCount: 0, radius: 0 })).toBe('global'); // score 9 >= 8
    expect(significanceLevel({ casualties: 99, participantCount: 1, radius: 0 })).toBe('regional'); // score 7
  });

  it('applies the regional and local thresholds', () => {
    expect(significanceLevel({ casualties: 0, participantCount: 4 })).toBe('regional');
    expect(significanceLevel({ casualties: 9, participantCount: 1 })).toBe('regional'); // 3 + 1 = 4
    expect(significanceLevel({ casualties: 0, participantCount: 3 })).toBe('local');
  });
});
