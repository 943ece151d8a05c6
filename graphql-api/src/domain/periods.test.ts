import { describe, expect, it } from 'vitest';
import { PERIOD_KEYS, PERIODS, periodOfYear } from './periods.js';

describe('the period table', () => {
  it('names its keys once: PERIOD_KEYS are the periods in order', () => {
    expect(PERIODS.map((p) => p.key)).toEqual([...PERIOD_KEYS]);
  });

  it('tiles the timeline: each period starts where the one before ends', () => {
    for (let i = 1; i < PERIODS.length; i++) expect(PERIODS[i]!.startYear).toBe(PERIODS[i - 1]!.endYear);
    expect(PERIODS[0]!.startYear).toBe(-3500);
    expect(PERIODS.at(-1)!.endYear).toBe(2000);
  });

  it('puts the boundary years in the later period and 2000 in the last', () => {
    expect(periodOfYear(-500)?.key).toBe('classical-antiquity');
    expect(periodOfYear(-501)?.key).toBe('deep-ancient');
    expect(periodOfYear(2000)?.key).toBe('modern');
    expect(periodOfYear(-3501)).toBeNull();
  });
});
