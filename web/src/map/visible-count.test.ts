import { describe, expect, it } from 'vitest';
import { feedOf } from '../test/feed-fixture';
import { categoryFilter, eventCategory, timeFilterRange, type MapFilterState } from './layers/event-filter';
import type { MapPoints } from './map-feed';
import { buildVisibleCounter } from './visible-count';

/** What the GPU filter does with the layers' uniforms, row by row (DataFilterExtension semantics). */
function gpuCount(points: MapPoints, state: MapFilterState, hits: Uint8Array | null): number {
  const filterRange = timeFilterRange(state.year, state.searchActive);
  const filterCategories = categoryFilter(state);
  let n = 0;
  for (let i = 0; i < points.count; i++) {
    const values = [points.years[4 * i + 2]!, points.years[4 * i + 3]!];
    const category = eventCategory(points.period[i]!, points.eventType[i]!, hits ? (hits[i]! as 0 | 1) : 1);
    const inRange = values.every((v, c) => v >= filterRange[c]![0] && v <= filterRange[c]![1]);
    if (inRange && filterCategories.includes(category)) n++;
  }
  return n;
}

/** A deterministic pseudo-random feed with windows that cross the timeline's ends and empty ones. */
function randomFeed(n: number) {
  let seed = 7;
  const next = (max: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % max;
  return feedOf(
    Array.from({ length: n }, () => {
      const from = -3700 + next(5900);
      const to = next(10) === 0 ? from - 1 : from + next(800);
      return { visibleFrom: from, visibleTo: to, startYear: from, endYear: from, period: next(7), eventType: next(3) };
    }),
  );
}

describe('buildVisibleCounter', () => {
  const points = randomFeed(400);
  const counter = buildVisibleCounter(points);

  it('counts what the GPU filter shows, at every kind of year, mode and period choice', () => {
    const states: MapFilterState[] = [];
    for (const year of [-3500, -3499, -2000, -1, 1, 500, 1999, 2000])
      for (const mode of ['real', 'whatif'] as const)
        for (const periods of [[0, 1, 2, 3, 4, 5, 6], [2, 5], []]) states.push({ year, mode, periods, searchActive: false });
    for (const s of states) expect(counter.count(s, null), JSON.stringify(s)).toBe(gpuCount(points, s, null));
  });

  it('while searching, counts the hits in the current mode whatever the year and periods', () => {
    const hits = new Uint8Array(points.count).map((_, i) => (i % 9 === 0 ? 1 : 0));
    for (const mode of ['real', 'whatif'] as const) {
      const s: MapFilterState = { year: 100, mode, periods: [], searchActive: true };
      expect(counter.count(s, hits)).toBe(gpuCount(points, s, hits));
      expect(counter.count(s, null)).toBe(gpuCount(points, s, null));
    }
  });

  it('has some events at a year and none with no period ticked (the test feed is not empty)', () => {
    expect(counter.count({ year: 0, mode: 'real', periods: [0, 1, 2, 3, 4, 5, 6], searchActive: false }, null)).toBeGreaterThan(0);
    expect(counter.count({ year: 0, mode: 'real', periods: [], searchActive: false }, null)).toBe(0);
  });
});
