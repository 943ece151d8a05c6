import type { Layer } from '@deck.gl/core';
import { useCallback, useMemo } from 'react';
import type { ArcData } from './connections';
import { buildConnectionsLayer, connectionCategories } from './layers/connections-layer';
import { buildEventsLayer, highlightedRow } from './layers/events-layer';
import { categoryFilter, timeFilterRange, type MapFilterState } from './layers/event-filter';
import { buildLayerData, emptyLayerData, type LayerData } from './layers/layer-data';
import type { MapPoints } from './map-feed';

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

/** The map's layers for a year; the same function until something other than the year changes. */
export type LayersAt = (year: number) => Layer[];

/**
 * The deck.gl layers for the current state, as a function of the year. Column data is memoised on
 * the feed (one GPU upload per load), the category uniforms and highlight on their inputs, so a
 * timeline tick builds two or three layer descriptors that differ from the last ones in
 * `filterRange` alone, without rendering any React component (see MapView).
 */
export function useEventLayers({ points, layerData, filter, searchHits, searchVersion, highlightedFeedIndex, arcs }: EventLayersInput) {
  // Before the feed arrives the layers are there with no rows: deck.gl compiles and links their
  // shaders while the feed downloads instead of after it (about 0.5 s with a software GPU).
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
  const layersAt = useMemo<LayersAt>(() => {
    return (year) => {
      const filterRange = timeFilterRange(year, searchActive);
      const common = { filterRange, filterCategories: categories, searchHits, searchVersion };
      const list: Layer[] = [buildEventsLayer({ id: 'event-areas', data: areas, ...common, highlightedRow: highlightedArea })];
      // Arcs sit between the territorial circles and the markers, so markers stay clickable on top.
      if (arcs) list.push(buildConnectionsLayer({ arcs, ...common, filterCategories: arcCategories }));
      list.push(buildEventsLayer({ id: 'event-markers', data: markers, ...common, highlightedRow: highlightedMarker }));
      return list;
    };
  }, [areas, markers, arcs, searchActive, categories, arcCategories, searchHits, searchVersion, highlightedArea, highlightedMarker]);
  return { layersAt, feedIndexOf };
}
