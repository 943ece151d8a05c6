import { describe, expect, it } from 'vitest';
import { feedOf } from '../../test/feed-fixture';
import { categoryFilter, timeFilterRange } from './event-filter';
import { buildEventsLayer, highlightedRow } from './events-layer';
import { buildLayerData } from './layer-data';

describe('buildEventsLayer', () => {
  const data = buildLayerData(feedOf([{}, {}, { eventType: 1 }]), false);
  const categories = categoryFilter({ mode: 'real', periods: [0, 1, 2, 3, 4, 5, 6], searchActive: false });
  const layerAt = (year: number) =>
    buildEventsLayer({
      id: 'event-markers',
      data,
      filterRange: timeFilterRange(year, false),
      filterCategories: categories,
      searchHits: null,
      searchVersion: 0,
      highlightedRow: -1,
    });

  it('a timeline tick changes the filter range and nothing deck.gl would re-upload', () => {
    const a = layerAt(1000);
    const b = layerAt(1001);
    // Same data object and same extensions: deck.gl keeps every attribute on the GPU.
    expect(b.props.data).toBe(a.props.data);
    expect(b.props.extensions).toBe(a.props.extensions);
    expect(b.props.updateTriggers).toEqual(a.props.updateTriggers);
    expect((b.props as unknown as { filterCategories: unknown }).filterCategories).toBe((a.props as unknown as { filterCategories: unknown }).filterCategories);
    expect((b.props as unknown as { filterRange: unknown }).filterRange).not.toEqual((a.props as unknown as { filterRange: unknown }).filterRange);
  });

  it('hands the columns to deck.gl as binary attributes, dash arrays included', () => {
    const attributes = (layerAt(1000).props.data as { attributes: Record<string, { value: ArrayBufferView }> }).attributes;
    expect(Object.keys(attributes).sort()).toEqual(['getDashArray', 'getFillColor', 'getFilterValue', 'getLineColor', 'getPosition', 'getRadius']);
    expect(attributes.getPosition!.value).toBe(data.positions);
  });

  it('reads no count back from the GPU after each frame (countItems off)', () => {
    const filter = layerAt(1000).props.extensions.find((e) => e.constructor.name === 'DataFilterExtension') as unknown as { opts: { countItems: boolean } };
    expect(filter.opts.countItems).toBe(false);
  });

  it('finds the highlighted row of a layer from a feed row', () => {
    expect(highlightedRow(data, 1)).toBe(1);
    expect(highlightedRow(data, null)).toBe(-1);
    expect(highlightedRow(data, 99)).toBe(-1);
  });
});
