import { describe, expect, it } from 'vitest';
import { feedOf } from '../../test/feed-fixture';
import { DataFilterExtension } from '@deck.gl/extensions';
import { categoryFilter, eventCategory, timeFilterRange } from './event-filter';
import { createLiveCategories, LiveCategoryFilterExtension } from './live-category-filter';
import type { CompositeLayer, FilterContext, GetPickingInfoParams, Layer, PickingInfo } from '@deck.gl/core';
import type { DensityState } from './event-density-layer';
import { buildEventsLayer, highlightedRow, sliceData } from './events-layer';
import { buildLayerData } from './layer-data';
import { MIN_SLICE_ROWS } from './time-slices';

describe('buildEventsLayer', () => {
  const data = buildLayerData(feedOf([{}, {}, { eventType: 1 }]), false);
  const fade = { year: 1000, window: 0, enabled: true };
  const categories = createLiveCategories(categoryFilter({ mode: 'real', periods: [0, 1, 2, 3, 4, 5, 6], searchActive: false }));
  const layerAt = (year: number, searchHits: Uint8Array | null = null) =>
    buildEventsLayer({
      id: 'event-markers',
      data,
      filterRange: timeFilterRange(year, false),
      timeFade: fade,
      categories,
      searchHits,
      highlightedRow: -1,
      density: { cells: null },
    });
  type Attributes = Record<string, { value: ArrayBufferView & ArrayLike<number> }>;
  /** The slices' ScatterplotLayers the events layer renders (a CompositeLayer). */
  const slicesOf = (layer: Layer) => (layer as unknown as CompositeLayer).renderLayers() as Layer[];
  const attributesOf = (layer: Layer) => (slicesOf(layer)[0]!.props.data as { attributes: Attributes }).attributes;

  it('layers for two years differ in the filter range alone: nothing deck.gl would re-upload', () => {
    const a = layerAt(1000);
    const b = layerAt(1001);
    // Same data object and same extensions: deck.gl keeps every attribute on the GPU.
    expect(b.props.data).toBe(a.props.data);
    expect(b.props.extensions).toBe(a.props.extensions);
    expect((b.props as unknown as { filterCategories: unknown }).filterCategories).toBe((a.props as unknown as { filterCategories: unknown }).filterCategories);
    expect((b.props as unknown as { filterRange: unknown }).filterRange).not.toEqual((a.props as unknown as { filterRange: unknown }).filterRange);
  });

  it('hands the columns to deck.gl as binary attributes, dash arrays and categories included', () => {
    const attributes = attributesOf(layerAt(1000));
    expect(Object.keys(attributes).sort()).toEqual([
      'getDashArray',
      'getFillColor',
      'getFilterCategory',
      'getFilterValue',
      'getLineColor',
      'getPosition',
      'getRadius',
      'getTimeFade',
    ]);
    // Views of the layer's own columns: nothing copied.
    expect(attributes.getPosition!.value.buffer).toBe(data.positions.buffer);
    expect(Array.from(attributes.getPosition!.value)).toEqual(Array.from(data.positions));
    expect(attributes.getFilterCategory!.value.buffer).toBe(data.filterCategories.buffer);
  });

  it("a search changes the category column alone: each row's hit goes in its category, the other columns stay", () => {
    const hits = new Uint8Array([0, 1, 0]);
    const searching = layerAt(1000, hits);
    expect(slicesOf(layerAt(1001, hits))[0]!.props.data).toBe(slicesOf(searching)[0]!.props.data);
    const before = attributesOf(layerAt(1000));
    const after = attributesOf(searching);
    expect(Array.from(after.getFilterCategory!.value)).toEqual([eventCategory(2, 0, 0), eventCategory(2, 0, 1), eventCategory(2, 1, 0)]);
    expect(after.getPosition!.value).toBe(before.getPosition!.value);
    expect(Array.from(data.filterCategories)).toEqual([eventCategory(2, 0, 1), eventCategory(2, 0, 1), eventCategory(2, 1, 1)]);
  });

  it("filters with deck.gl's DataFilterExtension, its categories live: two range channels, one category channel, no count read back (countItems off)", () => {
    const slice = slicesOf(layerAt(1000))[0]!;
    const filter = slice.props.extensions.find((e) => e instanceof DataFilterExtension) as DataFilterExtension;
    expect(filter.constructor).toBe(LiveCategoryFilterExtension);
    expect(filter.opts).toMatchObject({ filterSize: 2, categorySize: 1, countItems: false });
    const props = slice.props as unknown as { filterCategories: unknown; liveCategories: unknown };
    expect(props.filterCategories).toBe(categories.values);
    expect(props.liveCategories).toBe(categories);
  });

  it('finds the highlighted row of a layer from a feed row', () => {
    expect(highlightedRow(data, 1)).toBe(1);
    expect(highlightedRow(data, null)).toBe(-1);
    expect(highlightedRow(data, 99)).toBe(-1);
  });

  describe('time slices', () => {
    // Rows over 3,000 years, one per year, short-lived, plus two that stay visible for centuries.
    const years = Array.from({ length: 12 * MIN_SLICE_ROWS }, (_, i) => -1000 + Math.floor((i * 3000) / (12 * MIN_SLICE_ROWS)));
    const sliced = buildLayerData(
      feedOf([
        ...years.map((y) => ({ startYear: y, endYear: y, visibleFrom: y, visibleTo: y + 3 })),
        { startYear: -900, endYear: 1500, visibleFrom: -900, visibleTo: 1503 },
        { startYear: 100, endYear: 400, visibleFrom: 50, visibleTo: 450 },
      ]),
      false,
    );
    type Sliced = CompositeLayer & { filterSubLayer(c: FilterContext): boolean; getPickingInfo(p: GetPickingInfoParams): PickingInfo };
    /** The events layer over the sliced rows, at a time range and with a highlighted row. */
    const slicedLayer = (filterRange: [number, number][], highlightedRow = -1, density: DensityState = { cells: null }) =>
      buildEventsLayer({
        id: 'event-markers',
        data: sliced,
        filterRange,
        timeFade: fade,
        categories,
        searchHits: null,
        highlightedRow,
        density,
      }) as unknown as Sliced;
    const layer = slicedLayer(timeFilterRange(0, false));
    const drawnAt = (year: number) => {
      const at = slicedLayer(timeFilterRange(year, false));
      return slicesOf(at).filter((s) => at.filterSubLayer({ layer: s } as FilterContext));
    };
    const rowsOf = (layers: Layer[]) => layers.reduce((n, l) => n + (l.props.data as { length: number }).length, 0);

    it('renders one ScatterplotLayer per slice, covering every row once', () => {
      const subLayers = slicesOf(layer);
      expect(subLayers).toHaveLength(sliced.slices.length);
      expect(sliced.slices.length).toBeGreaterThan(3);
      expect(rowsOf(subLayers)).toBe(sliced.length);
    });

    it('draws only the slices the year can show: at most two of the twelve slices of short events at any one year, and every row while searching', () => {
      for (const year of [-950, 0, 1200, 1990]) {
        const drawn = drawnAt(year);
        expect(drawn.length).toBeGreaterThan(0);
        expect(rowsOf(drawn)).toBeLessThanOrEqual(2 * MIN_SLICE_ROWS + 2);
      }
      // Outside every row's years nothing is drawn; 1500 still shows the long event.
      expect(drawnAt(3000)).toHaveLength(0);
      expect(rowsOf(drawnAt(1502))).toBeGreaterThan(0);
      const searching = timeFilterRange(0, true);
      const all = slicedLayer(searching);
      expect(slicesOf(all).every((s) => all.filterSubLayer({ layer: s } as FilterContext))).toBe(true);
    });

    it('draws no slice while the view is drawn as density cells, and its slices again after', () => {
      const density: DensityState = {
        cells: { visible: 1, length: 0, positions: new Float32Array(0), counts: new Uint32Array(0), radius: new Float32Array(0), colors: new Uint8Array(0) },
      };
      const at = slicedLayer(timeFilterRange(1502, false), -1, density);
      expect(slicesOf(at).filter((s) => at.filterSubLayer({ layer: s } as FilterContext))).toHaveLength(0);
      density.cells = null;
      expect(slicesOf(at).filter((s) => at.filterSubLayer({ layer: s } as FilterContext)).length).toBeGreaterThan(0);
    });

    it('every row visible at a year is in a drawn slice', () => {
      for (const year of [-1000, -1, 777, 1501]) {
        const drawn = new Set(drawnAt(year).map((s) => s.id));
        sliced.slices.forEach((slice, k) => {
          for (let j = slice.start; j < slice.end; j++) {
            const visible = sliced.filterValues[2 * j]! <= year && sliced.filterValues[2 * j + 1]! >= year;
            if (visible) expect(drawn.has(`event-markers-slice-${k}`)).toBe(true);
          }
        });
      }
    });

    it('reports a pick as the row of the whole layer, and highlights the row in its own slice', () => {
      const second = slicesOf(layer)[1]!;
      const info = layer.getPickingInfo({ info: { index: 5 } as PickingInfo, sourceLayer: second, mode: 'query' } as GetPickingInfoParams);
      expect(info.index).toBe(sliced.slices[1]!.start + 5);
      const row = sliced.slices[2]!.start + 7;
      const lit = slicesOf(slicedLayer(timeFilterRange(0, false), row));
      expect(lit.map((s) => s.props.highlightedObjectIndex)).toEqual(sliced.slices.map((_, k) => (k === 2 ? 7 : -1)));
    });

    it("keeps the slices' data objects from render to render (no re-upload) and shares them across years", () => {
      expect(sliceData(sliced, null)).toBe(sliceData(sliced, null));
      expect(slicesOf(layer)[0]!.props.data).toBe(sliceData(sliced, null)[0]);
    });
  });
});
