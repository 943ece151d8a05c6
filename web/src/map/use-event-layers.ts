import type { Layer } from '@deck.gl/core';
import { useCallback, useMemo } from 'react';
import { buildEventsLayer } from './layers/events-layer';
import type { MapFilterState } from './layers/event-filter';
import { buildLayerData } from './layers/layer-data';
import type { MapPoints } from './map-feed';

export interface EventLayersInput {
  points: MapPoints | null;
  filter: MapFilterState;
  searchHits: Uint8Array | null;
  searchVersion: number;
  highlightedFeedIndex: number | null;
  onVisibleCount: (layerId: string, count: number) => void;
}

/**
 * The deck.gl layers for the current state. Column data is memoised on the feed (one GPU upload per
 * load); everything else is cheap props, so a timeline tick rebuilds only layer descriptors.
 */
export function useEventLayers({ points, filter, searchHits, searchVersion, highlightedFeedIndex, onVisibleCount }: EventLayersInput): { layers: Layer[]; feedIndexOf: (layerId: string, index: number) => number | null } {
  const areas = useMemo(() => (points ? buildLayerData(points, true) : null), [points]);
  const markers = useMemo(() => (points ? buildLayerData(points, false) : null), [points]);
  const feedIndexOf = useCallback(
    (layerId: string, index: number) => (layerId === 'event-areas' ? areas : layerId === 'event-markers' ? markers : null)?.feedIndex[index] ?? null,
    [areas, markers],
  );
  const layers = useMemo(() => {
    if (!areas || !markers) return [];
    const common = { filter, searchHits, searchVersion, highlightedFeedIndex };
    return [
      buildEventsLayer({ id: 'event-areas', data: areas, ...common, onVisibleCount: (n) => onVisibleCount('event-areas', n) }),
      buildEventsLayer({ id: 'event-markers', data: markers, ...common, onVisibleCount: (n) => onVisibleCount('event-markers', n) }),
    ];
  }, [areas, markers, filter, searchHits, searchVersion, highlightedFeedIndex, onVisibleCount]);
  return { layers, feedIndexOf };
}
