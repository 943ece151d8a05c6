import type { Layer } from '@deck.gl/core';
import { useCallback, useMemo } from 'react';
import type { ArcData } from './connections';
import { buildConnectionsLayer } from './layers/connections-layer';
import { buildEventsLayer } from './layers/events-layer';
import type { MapFilterState } from './layers/event-filter';
import { buildLayerData } from './layers/layer-data';
import type { MapPoints } from './map-feed';

export interface EventLayersInput {
  points: MapPoints | null;
  filter: MapFilterState;
  /** 1 per feed row for search results, while a search is active. */
  searchHits: Uint8Array | null;
  searchVersion: number;
  highlightedFeedIndex: number | null;
  /** Arcs to draw ('Show Connections' ticked and loaded), else null. */
  arcs: ArcData | null;
  onVisibleCount: (layerId: string, count: number) => void;
}

/**
 * The deck.gl layers for the current state. Column data is memoised on the feed (one GPU upload per
 * load); everything else is cheap props, so a timeline tick rebuilds only layer descriptors.
 */
export function useEventLayers({ points, filter, searchHits, searchVersion, highlightedFeedIndex, arcs, onVisibleCount }: EventLayersInput) {
  const areas = useMemo(() => (points ? buildLayerData(points, true) : null), [points]);
  const markers = useMemo(() => (points ? buildLayerData(points, false) : null), [points]);
  const feedIndexOf = useCallback(
    (layerId: string, index: number) => (layerId === 'event-areas' ? areas : layerId === 'event-markers' ? markers : null)?.feedIndex[index] ?? null,
    [areas, markers],
  );
  const layers = useMemo(() => {
    if (!areas || !markers) return [];
    const common = { filter, searchHits, searchVersion, highlightedFeedIndex };
    const list: Layer[] = [
      buildEventsLayer({ id: 'event-areas', data: areas, ...common, onVisibleCount: (n) => onVisibleCount('event-areas', n) }),
    ];
    // Arcs sit between the territorial circles and the markers, so markers stay clickable on top.
    if (arcs) list.push(buildConnectionsLayer({ arcs, filter, searchHits, searchVersion }));
    list.push(buildEventsLayer({ id: 'event-markers', data: markers, ...common, onVisibleCount: (n) => onVisibleCount('event-markers', n) }));
    return list;
  }, [areas, markers, arcs, filter, searchHits, searchVersion, highlightedFeedIndex, onVisibleCount]);
  return { layers, feedIndexOf };
}
