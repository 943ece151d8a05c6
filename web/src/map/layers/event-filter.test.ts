import { describe, expect, it } from 'vitest';
import { connectionCategories } from './connections-layer';
import { categoryFilter, createTimeRange, eventCategory, FAR, MOTION_GAP_MS, timeFilterRange } from './event-filter';

const REAL = 0;
const ALTERNATIVE = 1;
const WHATIF = 2;

describe('GPU filter uniforms', () => {
  it('a year sets the time channels: visibleFrom <= year and visibleTo >= year', () => {
    expect(timeFilterRange(-490, false)).toEqual([
      [-FAR, -490],
      [-490, FAR],
    ]);
  });

  it('lets through the ticked periods in the mode, hit or not outside a search', () => {
    const shown = categoryFilter({ mode: 'real', periods: [0, 1], searchActive: false });
    for (const p of [0, 1]) for (const t of [REAL, ALTERNATIVE]) for (const h of [0, 1] as const) expect(shown).toContain(eventCategory(p, t, h));
    expect(shown).not.toContain(eventCategory(2, REAL, 1));
    expect(shown).not.toContain(eventCategory(0, WHATIF, 1));
    expect(shown).toHaveLength(8);
  });

  it('what-if mode shows only what-if events; real mode real and alternative', () => {
    const whatif = categoryFilter({ mode: 'whatif', periods: [2], searchActive: false });
    expect(whatif).toEqual([eventCategory(2, WHATIF, 0), eventCategory(2, WHATIF, 1)]);
  });

  it('an active search skips the period and time filters and keeps only hits', () => {
    expect(timeFilterRange(1000, true)).toEqual([
      [-FAR, FAR],
      [-FAR, FAR],
    ]);
    const shown = categoryFilter({ mode: 'real', periods: [], searchActive: true });
    expect(shown).toContain(eventCategory(6, REAL, 1));
    expect(shown).toContain(eventCategory(0, ALTERNATIVE, 1));
    expect(shown).not.toContain(eventCategory(6, REAL, 0));
  });

  it('gives every period, type and hit its own category, all within one channel (128)', () => {
    const all = new Set<number>();
    for (let p = 0; p < 7; p++) for (let t = 0; t < 3; t++) for (const h of [0, 1] as const) all.add(eventCategory(p, t, h));
    expect(all.size).toBe(42);
    expect(Math.max(...all)).toBeLessThan(128);
  });

  it('arcs: both periods ticked, the pair in the current mode, both ends hits while searching', () => {
    expect(connectionCategories({ mode: 'real', periods: [5, 6], searchActive: false })).toEqual([[5, 6], [5, 6], [0], [0, 1]]);
    expect(connectionCategories({ mode: 'whatif', periods: [6], searchActive: true })).toEqual([[0, 1, 2, 3, 4, 5, 6], [0, 1, 2, 3, 4, 5, 6], [1], [1]]);
  });
});

describe('createTimeRange (the time channels a tick moves in place)', () => {
  it('moves the same arrays to each new year and says whether anything changed', () => {
    const time = createTimeRange(false);
    const { range } = time;
    const [from, to] = range;
    expect(time.setYear(1500)).toBe(true);
    expect(range).toEqual(timeFilterRange(1500, false));
    expect(time.setYear(1500)).toBe(false);
    expect(time.setYear(-490)).toBe(true);
    expect(time.range).toBe(range);
    expect(range[0]).toBe(from);
    expect(range[1]).toBe(to);
    expect(range).toEqual([
      [-FAR, -490],
      [-490, FAR],
    ]);
  });

  it('while searching lets every time through and never moves', () => {
    const time = createTimeRange(true);
    expect(time.setYear(1500)).toBe(false);
    expect(time.range).toEqual(timeFilterRange(1500, true));
  });

  it('takes a step soon after the last for motion (its size fades events in), a jump or a rest for none', () => {
    const time = createTimeRange(false);
    time.setYear(1500, 0);
    expect(time.fade).toEqual({ year: 1500, window: 0, enabled: true });
    time.setYear(1510, 100);
    expect(time.fade.window).toBe(10);
    time.setYear(1900, 200);
    expect(time.fade.window).toBe(0); // a jump, not playback
    time.setYear(1905, 200 + MOTION_GAP_MS + 1);
    expect(time.fade.window).toBe(0); // too long after the last change
    time.setYear(1910, 200 + MOTION_GAP_MS + 50);
    expect(time.settle()).toBe(true);
    expect(time.fade.window).toBe(0);
    expect(time.settle()).toBe(false);
  });

  it('fades nothing while searching', () => {
    const time = createTimeRange(true);
    time.setYear(1500, 0);
    expect(time.fade.enabled).toBe(false);
  });
});
