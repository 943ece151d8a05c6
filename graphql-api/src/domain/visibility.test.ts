import { describe, expect, it } from 'vitest';
import { fadeYears, isTimeVisible, nextPlaybackYear, playbackStep, visibilityWindow } from './visibility.js';

describe('time visibility (spec section 5)', () => {
  it('shows cultural events within 50 years of their range', () => {
    expect(isTimeVisible(-550, -500, -480, true)).toBe(true);
    expect(isTimeVisible(-551, -500, -480, true)).toBe(false);
    expect(isTimeVisible(-430, -500, -480, true)).toBe(true);
    expect(isTimeVisible(-429, -500, -480, true)).toBe(false);
  });

  it('shows other events during their range and a fade window after it', () => {
    expect(isTimeVisible(1499, 1500, 1500, false)).toBe(false);
    expect(isTimeVisible(1500, 1500, 1500, false)).toBe(true);
    expect(isTimeVisible(1503, 1500, 1500, false)).toBe(true);
    expect(isTimeVisible(1504, 1500, 1500, false)).toBe(false);
  });

  it('fades 3 years before 1800, 2 from 1800 to 1900, 1 after', () => {
    expect(fadeYears(1799)).toBe(3);
    expect(fadeYears(1800)).toBe(2);
    expect(fadeYears(1899)).toBe(2);
    expect(fadeYears(1900)).toBe(1);
    expect(visibilityWindow(1939, 1945, false)).toEqual({ from: 1939, to: 1946 });
    expect(visibilityWindow(1861, 1865, false)).toEqual({ from: 1861, to: 1867 });
  });

  it('treats a missing end as the start year', () => {
    expect(visibilityWindow(-490, null, false)).toEqual({ from: -490, to: -487 });
  });
});

describe('playback (spec section 9)', () => {
  it.each([
    [-3500, 100],
    [-2001, 100],
    [-2000, 50],
    [-1, 50],
    [1, 25],
    [999, 25],
    [1000, 10],
    [1499, 10],
    [1500, 5],
    [1699, 5],
    [1700, 2],
    [1799, 2],
    [1800, 1],
    [1999, 1],
  ])('steps %i by %i', (year, step) => {
    expect(playbackStep(year)).toBe(step);
  });

  it('stops at 2000 and skips year 0', () => {
    expect(nextPlaybackYear(1999)).toBe(2000);
    expect(nextPlaybackYear(2000)).toBe(2000);
    expect(nextPlaybackYear(-50)).toBe(1);
  });

  it('lands on round years after year 0 is skipped', () => {
    const landed: number[] = [];
    for (let y = -3500; y < 2000; y = nextPlaybackYear(y)) landed.push(y);
    expect(landed).toContain(25);
    expect(landed).toContain(1000);
    expect(landed).toContain(1500);
    expect(landed).toContain(1800);
    expect(landed).not.toContain(1001);
    expect(landed).not.toContain(1501);
    expect(landed.filter((y) => y > 1 && y < 1800).every((y) => y % playbackStep(y - 1) === 0)).toBe(true);
    // BCE years were round before and stay so; a dragged odd year goes to the next round one.
    expect(landed.slice(0, 3)).toEqual([-3500, -3400, -3300]);
    expect(nextPlaybackYear(-3455)).toBe(-3400);
    expect(nextPlaybackYear(1)).toBe(25);
  });
});
