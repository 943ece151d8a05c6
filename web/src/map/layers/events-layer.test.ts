import { describe, expect, it } from 'vitest';
import { feedOf } from '../../test/feed-fixture';
import { DataFilterExtension } from '@deck.gl/extensions';
import { categoryFilter, eventCategory, timeFilterRange } from './event-filter';
import { buildEventsLayer, highlightedRow } from './events-layer';
import { buildLayerData } from './layer-data';

describe('buildEventsLayer', () => {
  const data = buildLayerData(feedOf([{}, {}, { eventType: 1 }]), false);
  const fade = { year: 1000, window: 0, enabled: true };
  const categories = categoryFilter({ mode: 'real', periods: [0, 1, 2, 3, 4, 5, 6], searchActive: false });
  const layerAt = (year: number, searchHits: Uint8Array | null = null) =>
    buildEventsLayer({
      id: 'event-markers',
      data,
      filterRange: timeFilterRange(year, false),
      timeFade: fade,
      filterCategories: categories,
      searchHits,
      highlightedRow: -1,
    });
  type Attributes = Record<string, { value: ArrayBufferView & ArrayLike<number> }>;
  const attributesOf = (layer: ReturnType<typeof layerAt>) => (layer.props.data as { attributes: Attributes }).attributes;

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
    expect(attributes.getPosition!.value).toBe(data.positions);
    expect(attributes.getFilterCategory!.value).toBe(data.filterCategories);
  });

  it("a search changes the category column alone: each row's hit goes in its category, the other columns stay", () => {
    const hits = new Uint8Array([0, 1, 0]);
    const searching = layerAt(1000, hits);
    expect(layerAt(1001, hits).props.data).toBe(searching.props.data);
    const before = attributesOf(layerAt(1000));
    const after = attributesOf(searching);
    expect(Array.from(after.getFilterCategory!.value)).toEqual([eventCategory(2, 0, 0), eventCategory(2, 0, 1), eventCategory(2, 1, 0)]);
    expect(after.getPosition!.value).toBe(before.getPosition!.value);
    expect(Array.from(data.filterCategories)).toEqual([eventCategory(2, 0, 1), eventCategory(2, 0, 1), eventCategory(2, 1, 1)]);
  });

  it("filters with deck.gl's own DataFilterExtension: two range channels, one category channel, no count read back (countItems off)", () => {
    const filter = layerAt(1000).props.extensions.find((e) => e instanceof DataFilterExtension) as DataFilterExtension;
    expect(filter.constructor).toBe(DataFilterExtension);
    expect(filter.opts).toMatchObject({ filterSize: 2, categorySize: 1, countItems: false });
  });

  it('finds the highlighted row of a layer from a feed row', () => {
    expect(highlightedRow(data, 1)).toBe(1);
    expect(highlightedRow(data, null)).toBe(-1);
    expect(highlightedRow(data, 99)).toBe(-1);
  });
});
