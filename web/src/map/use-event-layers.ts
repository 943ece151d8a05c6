import { useCallback, useMemo, useState } from 'react';
import type { ArcData } from './connections';
import { connectionCategories } from './layers/connections-layer';
import { highlightedRow } from './layers/events-layer';
import { categoryFilter, type MapFilterState } from './layers/event-filter';
import { buildLayerData, emptyLayerData, type LayerData } from './layers/layer-data';
import type { MapPoints } from './map-feed';
import { buildMapScene, sharedSceneState, type MapScene, type SharedSceneState } from './map-scene';

const EMPTY = { areas: emptyLayerData(), markers: emptyLayerData() };

/** Everything the filter reads except the year, which changes on every tick and lives apart. */
export type MapFilterSettings = Omit<MapFilterState, 'year'>;

export interface EventLayersInput {
  points: MapPoints | null;
  /** The layers' columns when the loader built them already (the feed worker), else built here. */
  layerData?: { areas: LayerData; markers: LayerData } | null;
  /** Memoised by the caller: a new object rebuilds the category uniforms. */
  filter: MapFilterSettings;
  /** 1 per feed row for search results, while a search is active. */
  searchHits: Uint8Array | null;
  searchVersion: number;
  highlightedFeedIndex: number | null;
  /** Arcs to draw ('Show Connections' ticked and loaded), else null. */
  arcs: ArcData | null;
}

/**
 * The deck.gl layers for the current state, as a scene whose time range the year moves. Column
 * data is memoised on the feed (one GPU upload per load), the category uniforms and highlight on
 * their inputs, and the scene on all of them but the year: a timeline tick builds nothing and
 * renders no React component (see MapView and driveLayers).
 */
export function useEventLayers({ points, layerData, filter, searchHits, searchVersion, highlightedFeedIndex, arcs }: EventLayersInput) {
  // Before the feed arrives the layers are there with no rows: deck.gl compiles and links their
  // shaders while the feed downloads instead of after it (slow on a software GPU).
  const areas = useMemo(() => layerData?.areas ?? (points ? buildLayerData(points, true) : EMPTY.areas), [points, layerData]);
  const markers = useMemo(() => layerData?.markers ?? (points ? buildLayerData(points, false) : EMPTY.markers), [points, layerData]);
  const feedIndexOf = useCallback(
    (layerId: string, index: number) => (layerId === 'event-areas' ? areas : layerId === 'event-markers' ? markers : null)?.feedIndex[index] ?? null,
    [areas, markers],
  );
  const categories = useMemo(() => categoryFilter(filter), [filter]);
  const arcCategories = useMemo(() => connectionCategories(filter), [filter]);
  const highlightedArea = useMemo(() => highlightedRow(areas, highlightedFeedIndex), [areas, highlightedFeedIndex]);
  const highlightedMarker = useMemo(() => highlightedRow(markers, highlightedFeedIndex), [markers, highlightedFeedIndex]);
  const { searchActive } = filter;
  // The same objects from scene to scene (SharedSceneState); a search starting or ending makes a new time range.
  const [lasting] = useState(() => sharedSceneState(searchActive));
  const shared = useMemo<SharedSceneState>(
    () => (searchActive === lasting.searchActive ? lasting : sharedSceneState(searchActive, lasting)),
    [lasting, searchActive],
  );
  const scene = useMemo<MapScene>(
    () => buildMapScene({ areas, markers, arcs, categories, arcCategories, searchHits, searchVersion, highlightedArea, highlightedMarker, shared }),
    [areas, markers, arcs, categories, arcCategories, searchHits, searchVersion, highlightedArea, highlightedMarker, shared],
  );
  return { scene, feedIndexOf };
}
