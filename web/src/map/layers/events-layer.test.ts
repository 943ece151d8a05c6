import { describe, expect, it } from 'vitest';
import { feedOf } from '../../test/feed-fixture';
import { buildEventsLayer } from './events-layer';
import { buildLayerData } from './layer-data';

describe('buildEventsLayer', () => {
  const data = buildLayerData(feedOf([{}, {}, { eventType: 1 }]), false);
  const layerAt = (year: number) =>
    buildEventsLayer({
      id: 'event-markers',
      data,
      filter: { year, mode: 'real', periods: [0, 1, 2, 3, 4, 5, 6], searchActive: false },
      searchHits: null,
      searchVersion: 0,
      highlightedFeedIndex: null,
    });

  it('a timeline tick changes the filter range and nothing deck.gl would re-upload', () => {
    const a = layerAt(1000);
    const b = layerAt(1001);
    // Same data object and same extensions: deck.gl keeps every attribute on the GPU.
    expect(b.props.data).toBe(a.props.data);
    expect(b.props.extensions).toBe(a.props.extensions);
    expect(b.props.updateTriggers).toEqual(a.props.updateTriggers);
    expect((b.props as unknown as { filterRange: unknown }).filterRange).not.toEqual((a.props as unknown as { filterRange: unknown }).filterRange);
  });

  it('hands the columns to deck.gl as binary attributes, dash arrays included', () => {
    const attributes = (layerAt(1000).props.data as { attributes: Record<string, { value: ArrayBufferView }> }).attributes;
    expect(Object.keys(attributes).sort()).toEqual(['getDashArray', 'getFillColor', 'getFilterValue', 'getLineColor', 'getPosition', 'getRadius']);
    expect(attributes.getPosition!.value).toBe(data.positions);
  });
});
