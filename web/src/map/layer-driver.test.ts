import type { Layer } from '@deck.gl/core';
import { describe, expect, it, vi } from 'vitest';
import { createYearStore } from '../features/timeline/year-store';
import { feedOf } from '../test/feed-fixture';
import { driveLayers, type LayerTarget } from './layer-driver';
import { categoryFilter, timeFilterRange } from './layers/event-filter';
import { buildEventsLayer } from './layers/events-layer';
import { buildLayerData } from './layers/layer-data';

const data = buildLayerData(feedOf([{}, {}, { eventType: 1 }]), true);
const categories = categoryFilter({ mode: 'real', periods: [0, 1, 2], searchActive: false });
const layersAt = vi.fn((year: number): Layer[] => [
  buildEventsLayer({ id: 'event-areas', data, filterRange: timeFilterRange(year, false), filterCategories: categories, searchHits: null, highlightedRow: -1 }),
]);

function target() {
  const calls: { layers?: Layer[]; onAfterRender?: () => void }[] = [];
  const t: LayerTarget = { setProps: (p) => void calls.push(p) };
  return { t, calls };
}

describe('driveLayers (what a timeline tick does to the map)', () => {
  it('a year change sets new layers on the overlay directly, differing only in filterRange', () => {
    const year = createYearStore(1000);
    const { t, calls } = target();
    driveLayers(t, layersAt, year);
    year.set(1001);
    expect(calls).toHaveLength(2);
    const [a, b] = [calls[0]!.layers![0]!, calls[1]!.layers![0]!];
    expect(b.props.data).toBe(a.props.data);
    expect(b.props.extensions).toBe(a.props.extensions);
    const p = (l: Layer) => l.props as unknown as { filterRange: unknown; filterCategories: unknown };
    expect(p(b).filterCategories).toBe(p(a).filterCategories);
    expect(p(a).filterRange).toEqual(timeFilterRange(1000, false));
    expect(p(b).filterRange).toEqual(timeFilterRange(1001, false));
    // Only the layers are set on a tick: no other overlay prop (handlers, views) changes.
    expect(Object.keys(calls[1]!)).toEqual(['layers']);
  });

  it('does nothing when the year is set to the same value, and stops when disposed', () => {
    const year = createYearStore(5);
    const { t, calls } = target();
    const stop = driveLayers(t, layersAt, year);
    year.set(5);
    expect(calls).toHaveLength(1);
    stop();
    year.set(6);
    expect(calls).toHaveLength(1);
  });

  it('reports the first frame drawn with layers once, and not for empty layers', () => {
    const onDrawn = vi.fn();
    const { t, calls } = target();
    driveLayers(t, () => [], createYearStore(0), onDrawn);
    calls[0]!.onAfterRender!();
    expect(onDrawn).not.toHaveBeenCalled();
    const second = target();
    driveLayers(second.t, layersAt, createYearStore(0), onDrawn);
    second.calls[0]!.onAfterRender!();
    second.calls[0]!.onAfterRender!();
    expect(onDrawn).toHaveBeenCalledTimes(1);
  });
});
