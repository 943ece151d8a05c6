import { describe, expect, it } from 'vitest';
import { connectionFilterProps } from './connections-layer';
import { createTimeRange, FAR, filterProps, timeFilterRange } from './event-filter';

describe('GPU filter uniforms', () => {
  it('a year sets the time channels: visibleFrom <= year and visibleTo >= year', () => {
    const p = filterProps({ year: -490, mode: 'real', periods: [0, 1], searchActive: false });
    expect(p.filterRange).toEqual([
      [-FAR, -490],
      [-490, FAR],
    ]);
    expect(p.filterCategories).toEqual([[0, 1], [0, 1], [0, 1]]);
  });

  it('what-if mode shows only what-if events; real mode real and alternative', () => {
    expect(filterProps({ year: 0, mode: 'whatif', periods: [2], searchActive: false }).filterCategories[1]).toEqual([2]);
    expect(filterProps({ year: 0, mode: 'real', periods: [2], searchActive: false }).filterCategories[1]).toEqual([0, 1]);
  });

  it('an active search skips the period and time filters and keeps only hits', () => {
    const p = filterProps({ year: 1000, mode: 'real', periods: [], searchActive: true });
    expect(p.filterRange).toEqual([
      [-FAR, FAR],
      [-FAR, FAR],
    ]);
    expect(p.filterCategories[0]).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(p.filterCategories[2]).toEqual([1]);
  });

  it('only the uniforms depend on the year: two years differ in filterRange alone', () => {
    const a = filterProps({ year: 100, mode: 'real', periods: [1], searchActive: false });
    const b = filterProps({ year: 101, mode: 'real', periods: [1], searchActive: false });
    expect(a.filterCategories).toEqual(b.filterCategories);
    expect(a.filterRange).not.toEqual(b.filterRange);
  });

  it('arcs: both periods ticked, the pair in the current mode, both ends hits while searching', () => {
    const real = connectionFilterProps({ year: 1944, mode: 'real', periods: [5, 6], searchActive: false });
    expect(real.filterRange).toEqual([
      [-FAR, 1944],
      [1944, FAR],
    ]);
    expect(real.filterCategories).toEqual([[5, 6], [5, 6], [0], [0, 1]]);
    expect(connectionFilterProps({ year: 1944, mode: 'whatif', periods: [6], searchActive: true }).filterCategories).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [0, 1, 2, 3, 4, 5, 6],
      [1],
      [1],
    ]);
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
});
