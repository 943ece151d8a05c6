import { describe, expect, it, vi } from 'vitest';
import { createYearStore } from '../lib/year-store';
import { feedOf } from '../test/feed-fixture';
import { driveLayers, type LayerTarget } from './layer-driver';
import { categoryFilter, FAR } from './layers/event-filter';
import { buildLayerData } from './layers/layer-data';
import { buildMapScene, sharedSceneState, type MapScene } from './map-scene';

const feed = feedOf([{}, {}, { eventType: 1 }]);
const categories = categoryFilter({ mode: 'real', periods: [0, 1, 2], searchActive: false });
const sceneOf = (searchActive = false): MapScene =>
  buildMapScene({
    areas: buildLayerData(feed, true),
    markers: buildLayerData(feed, false),
    arcs: null,
    categories,
    arcCategories: [],
    searchHits: null,
    searchVersion: 0,
    highlightedArea: -1,
    highlightedMarker: -1,
    shared: sharedSceneState(searchActive),
  });

function target() {
  const calls: { layers?: unknown[]; onAfterRender?: () => void }[] = [];
  const t: LayerTarget = { setProps: (p) => void calls.push(p) };
  return { t, calls };
}

const filterRangeOf = (layer: { props: unknown }) => (layer.props as { filterRange: [number, number][] }).filterRange;

describe('driveLayers (what a timeline tick does to the map)', () => {
  it('sets the layers once, at the current year', () => {
    const scene = sceneOf();
    const { t, calls } = target();
    driveLayers(t, scene, createYearStore(1000));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.layers).toBe(scene.layers);
    for (const layer of scene.layers)
      expect(filterRangeOf(layer)).toEqual([
        [-FAR, 1000],
        [1000, FAR],
      ]);
  });

  it('a tick sets no props and builds no layer: it moves the time range the layers hold and asks them to redraw', () => {
    const scene = sceneOf();
    const redraws = scene.layers.map((layer) => vi.spyOn(layer, 'setNeedsRedraw'));
    // The density layer counts the visible events per cell from the year: it updates, not only redraws.
    expect(scene.yearDependent.length).toBeGreaterThan(0);
    expect(scene.yearDependent.every((layer) => scene.layers.includes(layer))).toBe(true);
    const updates = scene.yearDependent.map((layer) => vi.spyOn(layer, 'setNeedsUpdate'));
    const before = scene.layers.map((layer) => ({ props: layer.props, range: filterRangeOf(layer) }));
    const year = createYearStore(1000);
    const { t, calls } = target();
    driveLayers(t, scene, year);
    year.set(1001);
    expect(calls).toHaveLength(1);
    scene.layers.forEach((layer, i) => {
      expect(layer.props).toBe(before[i]!.props);
      expect(filterRangeOf(layer)).toBe(before[i]!.range);
      expect(filterRangeOf(layer)).toEqual([
        [-FAR, 1001],
        [1001, FAR],
      ]);
      expect(redraws[i]).toHaveBeenCalledTimes(1);
    });
    for (const update of updates) expect(update).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the year is set to the same value or while searching, and stops when disposed', () => {
    const scene = sceneOf();
    const redraw = vi.spyOn(scene.layers[0]!, 'setNeedsRedraw');
    const year = createYearStore(5);
    const stop = driveLayers(target().t, scene, year);
    year.set(5);
    expect(redraw).not.toHaveBeenCalled();
    stop();
    year.set(6);
    expect(redraw).not.toHaveBeenCalled();
    expect(filterRangeOf(scene.layers[0]!)).toEqual([
      [-FAR, 5],
      [5, FAR],
    ]);

    const searching = sceneOf(true);
    const searchRedraw = vi.spyOn(searching.layers[0]!, 'setNeedsRedraw');
    driveLayers(target().t, searching, year);
    year.set(7);
    expect(searchRedraw).not.toHaveBeenCalled();
    expect(filterRangeOf(searching.layers[0]!)).toEqual([
      [-FAR, FAR],
      [-FAR, FAR],
    ]);
  });

  it('reports the first frame drawn with layers once, and not for empty layers', () => {
    const onDrawn = vi.fn();
    const { t, calls } = target();
    driveLayers(t, { ...sceneOf(), layers: [], yearDependent: [] }, createYearStore(0), onDrawn);
    calls[0]!.onAfterRender!();
    expect(onDrawn).not.toHaveBeenCalled();
    const second = target();
    driveLayers(second.t, sceneOf(), createYearStore(0), onDrawn);
    second.calls[0]!.onAfterRender!();
    second.calls[0]!.onAfterRender!();
    expect(onDrawn).toHaveBeenCalledTimes(1);
  });
});
