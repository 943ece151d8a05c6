import { memo, useEffect, useState, type Ref } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { createYearStore } from '../../../lib/year-store';
import type { LoadedFeed } from '../../../map/feed-loader';
import type { MapPoints } from '../../../map/map-feed';
import { MapView } from '../../../map/map-view';
import { useEventLayers, type MapFilterSettings } from '../../../map/use-event-layers';

export interface CompareSideProps {
  year: number;
  points: MapPoints | null;
  layerData: LoadedFeed | null;
  filter: MapFilterSettings;
  initialView: { latitude: number; longitude: number; zoom: number } | null;
  onViewChange?: (view: { latitude: number; longitude: number; zoom: number }) => void;
  mapRef: Ref<MapRef>;
  onLoad: () => void;
}

/**
 * One side of the compare view: a whole map of its own (basemap and events) at one year. Memoised,
 * so moving the divider re-renders neither map; a new year moves its layers' time range in place.
 */
export const CompareSide = memo(function CompareSide({ year, points, layerData, filter, initialView, onViewChange, mapRef, onLoad }: CompareSideProps) {
  const [yearStore] = useState(() => createYearStore(year));
  useEffect(() => yearStore.set(year), [yearStore, year]);
  const { scene } = useEventLayers({ points, layerData, filter, searchHits: null, searchVersion: 0, highlightedFeedIndex: null, arcs: null });
  return <MapView scene={scene} year={yearStore} mapRef={mapRef} onLoad={onLoad} initialView={initialView} onViewChange={onViewChange} />;
});
