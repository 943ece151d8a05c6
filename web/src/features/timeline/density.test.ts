import { describe, expect, it } from 'vitest';
import type { MapPoints } from '../../map/map-feed';
import { densityBins, densityTable } from './density';

/** A feed of n events with given start years, periods and types (the only columns counted). */
function feed(events: { start: number; period: number; type: number }[]): MapPoints {
  const n = events.length;
  const years = new Int16Array(4 * n);
  events.forEach((e, i) => years.set([e.start, e.start, e.start, e.start], 4 * i));
  return {
    count: n,
    tag: 0,
    positions: new Float32Array(2 * n),
    radius: new Float32Array(n),
    years,
    span: new Int16Array(2 * n),
    period: Uint8Array.from(events.map((e) => e.period)),
    eventType: Uint8Array.from(events.map((e) => e.type)),
    category: new Uint8Array(n),
    status: new Uint8Array(n),
    flags: new Uint8Array(n),
  };
}

describe('densityBins', () => {
  const table = densityTable(
    feed([
      { start: -3500, period: 0, type: 0 },
      { start: -3460, period: 0, type: 1 },
      { start: -3440, period: 0, type: 0 },
      { start: 2000, period: 6, type: 0 },
      { start: 1990, period: 6, type: 2 },
    ]),
  );

  it('counts real and alternative events by start year in 50-year bins, first and last included', () => {
    const bins = densityBins(table, 'real', [0, 1, 2, 3, 4, 5, 6]);
    expect(bins).toHaveLength(110);
    expect(bins[0]).toBe(2);
    expect(bins[1]).toBe(1);
    expect(bins[109]).toBe(1);
    expect(bins.reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('counts only what-if events in what-if mode, and only ticked periods', () => {
    expect(densityBins(table, 'whatif', [0, 1, 2, 3, 4, 5, 6]).reduce((a, b) => a + b, 0)).toBe(1);
    expect(densityBins(table, 'real', [6]).reduce((a, b) => a + b, 0)).toBe(1);
    expect(densityBins(table, 'real', []).reduce((a, b) => a + b, 0)).toBe(0);
  });
});
