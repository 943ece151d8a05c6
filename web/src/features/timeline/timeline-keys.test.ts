import { describe, expect, it } from 'vitest';
import { yearAfterKey } from './timeline-control';

describe('yearAfterKey', () => {
  it('steps by the playback step, skips year 0 and stays on the timeline', () => {
    expect(yearAfterKey('ArrowRight', -25)).toBe(25);
    expect(yearAfterKey('ArrowRight', -50)).toBe(1);
    expect(yearAfterKey('ArrowLeft', 25)).toBe(-1);
    expect(yearAfterKey('Home', 1500)).toBe(-3500);
    expect(yearAfterKey('End', 1500)).toBe(2000);
    expect(yearAfterKey('PageUp', 1950)).toBe(2000);
    expect(yearAfterKey('x', 1500)).toBeUndefined();
  });
});
