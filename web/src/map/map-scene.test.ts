import { describe, expect, it } from 'vitest';
import { feedOf } from '../test/feed-fixture';
import { categoryFilter } from './layers/event-filter';
import { buildLayerData } from './layers/layer-data';
import { buildMapScene, sharedSceneState } from './map-scene';

describe('buildMapScene', () => {
  const feed = feedOf([{}, {}, { eventType: 1 }]);
  const areas = buildLayerData(feed, true);
  const markers = buildLayerData(feed, false);
  const shared = sharedSceneState(false);
  const liveCategories = shared.categories;
  const sceneWith = (periods: number[]) =>
    buildMapScene({
      areas,
      markers,
      arcs: null,
      categories: categoryFilter({ mode: 'real', periods, searchActive: false }),
      arcCategories: [],
      searchHits: null,
      searchVersion: 0,
      highlightedArea: -1,
      highlightedMarker: -1,
      shared,
    });
  const propsOf = (scene: ReturnType<typeof sceneWith>, id: string) => scene.layers.find((l) => l.id === id)!.props as unknown as Record<string, unknown>;

  it('a period toggle changes no prop of the events layers (deck.gl updates none of their slices), only the live categories and the density layer', () => {
    const before = sceneWith([0, 1, 2]);
    const version = liveCategories.version;
    const after = sceneWith([0, 1]);
    expect(liveCategories.values).toEqual(categoryFilter({ mode: 'real', periods: [0, 1], searchActive: false }));
    expect(liveCategories.version).toBe(version + 1);
    for (const id of ['event-areas', 'event-markers']) {
      const [a, b] = [propsOf(before, id), propsOf(after, id)];
      const changed = Object.keys(b).filter((key) => b[key] !== a[key]);
      expect(changed, id).toEqual([]);
      expect(b.categories).toBe(liveCategories);
    }
    // The density cells count with the new categories: a new array, so that layer updates and the frame is drawn.
    expect(propsOf(after, 'event-density').filterCategories).toEqual(liveCategories.values);
    expect(propsOf(after, 'event-density').filterCategories).not.toBe(propsOf(before, 'event-density').filterCategories);
  });
});
