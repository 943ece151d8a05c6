import { WebMercatorViewport } from '@deck.gl/core';
import type { MapFeedPoint } from '@domain/map-feed-layout';
import { hexToRgb, PERIODS } from '@domain/periods';
import { describe, expect, it, vi } from 'vitest';
import { feedOf } from '../../test/feed-fixture';
import { CELL_PX, CELL_RADIUS_PX, DENSITY_LIMIT, densityCells, mercatorY, type DensityInput } from './event-density';
import { categoryFilter, timeFilterRange } from './event-filter';
import { buildLayerData } from './layer-data';

const viewport = new WebMercatorViewport({ width: 1440, height: 900, longitude: 0, latitude: 20, zoom: 2 });
const ALL_PERIODS = PERIODS.map((_, i) => i);

/** Points spread over the view (100° W to 100° E, 40° S to 60° N) by a fixed sequence (no randomness between runs). */
function spread(n: number, extra: (i: number) => Partial<MapFeedPoint> = () => ({})): Partial<MapFeedPoint>[] {
  return Array.from({ length: n }, (_, i) => ({
    longitude: ((i * 137.508) % 200) - 100,
    latitude: ((i * 61.803) % 100) - 40,
    visibleFrom: 1400,
    visibleTo: 1600,
    period: 3,
    ...extra(i),
  }));
}

function inputOf(points: Partial<MapFeedPoint>[], overrides: Partial<DensityInput> = {}): DensityInput {
  const feed = feedOf(points);
  return {
    layers: [buildLayerData(feed, true), buildLayerData(feed, false)],
    filterRange: timeFilterRange(1500, false),
    categories: categoryFilter({ mode: 'real', periods: ALL_PERIODS, searchActive: false }),
    searchHits: null,
    width: viewport.width,
    height: viewport.height,
    pixelProjectionMatrix: viewport.pixelProjectionMatrix,
    ...overrides,
  };
}

/** The world's corner (180° W, the mercator's south edge) on the screen: the cells are counted from it. */
const [cornerX, cornerY] = viewport.project([-180, -85.0511]) as [number, number];
/** A screen point's cell as a key: its column and row counted from the world's corner. */
const cellKey = (lng: number, lat: number) => {
  const [x, y] = viewport.project([lng, lat]) as [number, number];
  return `${Math.floor((x - cornerX) / CELL_PX)},${Math.floor((y - cornerY) / CELL_PX)}`;
};

/** The cell of each visible point worked out with deck.gl's own projection: what the cells must add up to. */
function cellsByDeck(points: Partial<MapFeedPoint>[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const p of points) {
    const [x, y] = viewport.project([p.longitude!, p.latitude!]) as [number, number];
    if (x < 0 || x >= viewport.width || y < 0 || y >= viewport.height) continue;
    const key = cellKey(p.longitude!, p.latitude!);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

describe('densityCells (the map draws cells instead of events when too many are visible)', () => {
  it('draws the events themselves up to DENSITY_LIMIT visible, cells above it', () => {
    expect(densityCells(inputOf(spread(DENSITY_LIMIT)))).toBeNull();
    // Hidden by the year, or outside the view: they do not count.
    const hiddenByYear = spread(DENSITY_LIMIT + 500, (i) => (i < 500 ? { visibleFrom: 1700, visibleTo: 1800 } : {}));
    expect(densityCells(inputOf(hiddenByYear))).toBeNull();
    const zoomedIn = new WebMercatorViewport({ width: 1440, height: 900, longitude: 0, latitude: 0, zoom: 6 });
    expect(densityCells(inputOf(spread(DENSITY_LIMIT + 500), { pixelProjectionMatrix: zoomedIn.pixelProjectionMatrix }))).toBeNull();
    const cells = densityCells(inputOf(spread(DENSITY_LIMIT + 500)));
    expect(cells).not.toBeNull();
    expect(cells!.visible).toBeGreaterThan(DENSITY_LIMIT);
  });

  it('counts each visible event once, in the cell deck.gl would draw it in, with the circle at the mean of its events', () => {
    const points = spread(6000);
    const cells = densityCells(inputOf(points))!;
    const expected = cellsByDeck(points);
    expect(cells.visible).toBe([...expected.values()].reduce((a, b) => a + b, 0));
    expect(cells.length).toBe(expected.size);
    expect([...cells.counts].sort((a, b) => a - b)).toEqual([...expected.values()].sort((a, b) => a - b));
    // Each circle lies in the cell its events fall in (the mean of points in a cell is in the cell).
    for (let k = 0; k < cells.length; k++) expect(expected.get(cellKey(cells.positions[2 * k]!, cells.positions[2 * k + 1]!))).toBe(cells.counts[k]);
  });

  it('keeps the grid fixed to the world: a pan by a fraction of a cell groups the same events together', () => {
    const points = spread(6000);
    const panned = new WebMercatorViewport({ ...viewport, longitude: 3.3, latitude: 21.7 });
    const groups = (v: WebMercatorViewport) => {
      const cells = densityCells(inputOf(points, { pixelProjectionMatrix: v.pixelProjectionMatrix }))!;
      return new Map(
        [...Array(cells.length).keys()].map((k) => [`${cells.positions[2 * k]!.toFixed(3)},${cells.positions[2 * k + 1]!.toFixed(3)}`, cells.counts[k]]),
      );
    };
    const before = groups(viewport);
    const after = groups(panned);
    // The cells inside both views are the same cells with the same events (the edges differ).
    const shared = [...after].filter(([key]) => before.has(key));
    expect(shared.length).toBeGreaterThan(0.8 * after.size);
    for (const [key, count] of shared) expect(before.get(key)).toBe(count);
  });

  it('follows the filter: the periods ticked, the mode, and search hits', () => {
    const points = spread(9000, (i) => ({ period: i % 2 === 0 ? 3 : 4, eventType: i % 3 === 0 ? 2 : 0 }));
    const all = densityCells(inputOf(points))!;
    // Real mode hides the what-if third; only period 3 of the rest.
    const onePeriod = densityCells(inputOf(points, { categories: categoryFilter({ mode: 'real', periods: [3], searchActive: false }) }))!;
    const expectedOnePeriod = cellsByDeck(points.filter((p) => p.period === 3 && p.eventType === 0));
    expect(onePeriod.visible).toBe([...expectedOnePeriod.values()].reduce((a, b) => a + b, 0));
    expect(onePeriod.visible).toBeLessThan(all.visible);
    // A search: only hits, at every time.
    const hits = new Uint8Array(points.length).map((_, i) => (i < 4000 ? 1 : 0));
    const searching = inputOf(points, {
      filterRange: timeFilterRange(1500, true),
      categories: categoryFilter({ mode: 'real', periods: [], searchActive: true }),
      searchHits: hits,
    });
    const found = densityCells(searching)!;
    const hitsInReal = points.filter((p, i) => i < 4000 && p.eventType === 0);
    expect(found.visible).toBe([...cellsByDeck(hitsInReal).values()].reduce((a, b) => a + b, 0));
  });

  it('sizes circles by count (the fullest cell largest) and colours each by its most common period', () => {
    // Half the events in one spot, of period 5 there; the rest spread, of period 3.
    const points = spread(5000, (i) => (i < 2500 ? { longitude: 10, latitude: 45, period: 5 } : {}));
    const cells = densityCells(inputOf(points))!;
    const fullest = cells.counts.indexOf(Math.max(...cells.counts));
    expect(cells.counts[fullest]).toBeGreaterThanOrEqual(2500);
    expect(cells.radius[fullest]).toBeCloseTo(CELL_RADIUS_PX[1]);
    expect([...cells.colors.subarray(4 * fullest, 4 * fullest + 3)]).toEqual(hexToRgb(PERIODS[5]!.color));
    const single = cells.counts.indexOf(1);
    expect(cells.radius[single]).toBeLessThan(cells.radius[fullest]!);
    expect(cells.radius[single]).toBeGreaterThanOrEqual(CELL_RADIUS_PX[0]);
    expect([...cells.colors.subarray(4 * single, 4 * single + 3)]).toEqual(hexToRgb(PERIODS[3]!.color));
  });

  it('works out each row’s mercator y once per layer: a tick after the first takes no logarithm', () => {
    const input = inputOf(spread(DENSITY_LIMIT + 500));
    const first = densityCells(input)!;
    const log = vi.spyOn(Math, 'log');
    try {
      // The next ticks' years: the same slices, and the same cells as working them out afresh.
      const later = densityCells({ ...input, filterRange: timeFilterRange(1510, false) })!;
      expect(log).not.toHaveBeenCalled();
      expect(later.visible).toBe(first.visible);
      expect([...later.counts]).toEqual([...first.counts]);
    } finally {
      log.mockRestore();
    }
    // A fresh layer (another feed) works its own out.
    const fresh = inputOf(spread(DENSITY_LIMIT + 500));
    expect([...densityCells(fresh)!.counts]).toEqual([...first.counts]);
  });

  it('puts a latitude where deck.gl’s projection does', () => {
    for (const latitude of [-85.0511, -40, 0, 20, 60, 85.0511]) {
      const [, y] = viewport.projectPosition([0, latitude]);
      expect(mercatorY(latitude)).toBeCloseTo(y, 9);
    }
  });
});
