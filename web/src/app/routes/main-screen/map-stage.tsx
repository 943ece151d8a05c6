import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { EventPopup } from '../../../features/event-popup/event-popup';
import { flyToEvent } from '../../../map/camera';
import { MapView } from '../../../map/map-view';
import type { ArcData } from '../../../map/connections';
import { useEventLayers } from '../../../map/use-event-layers';
import { useAtlas, useAtlasStore } from './use-atlas';
import type { FeedData } from './use-feed-data';
import type { ScreenSearch } from './use-screen-search';
import { useMapPicking } from './use-map-picking';

export interface MapStageProps {
  feed: FeedData;
  search: ScreenSearch;
  arcs: ArcData | null;
  mapRef: RefObject<MapRef | null>;
  /** Jumps to an event by id (year, period, card, camera). */
  jump: (id: string) => Promise<boolean>;
}

/**
 * The map with the events drawn for the screen's state, the popup of one event, and the camera
 * moves the state asks for: to the current search result, and to a shared link's event once.
 */
export function MapStage({ feed, search, arcs, mapRef, jump }: MapStageProps) {
  const store = useAtlasStore();
  const mode = useAtlas((s) => s.mode);
  const periods = useAtlas((s) => s.periods);
  const popupId = useAtlas((s) => s.popupId);
  const eventId = useAtlas((s) => s.eventId);
  const storyEvent = useAtlas((s) => s.storyHighlight[0] ?? null);
  const [initialView] = useState(() => store.get().view);
  const [mapReady, setMapReady] = useState(false);

  // Everything the map filter reads but the year: the year is a store, so a tick renders nothing here.
  const filter = useMemo(() => ({ mode, periods, searchActive: search.active }), [mode, periods, search.active]);
  // The current search result, else the event a story's step highlights, drawn emphasised.
  const highlightedId = search.current?.id ?? storyEvent;
  const highlighted = highlightedId && feed.rowOf ? feed.rowOf(highlightedId) : null;
  const { scene, feedIndexOf } = useEventLayers({
    points: feed.points,
    layerData: feed.feed,
    filter,
    searchHits: search.hits.column,
    searchVersion: search.hits.version,
    highlightedFeedIndex: highlighted,
    arcs,
  });
  const { onPick, onHover } = useMapPicking(store, feed.ids, feedIndexOf);

  const loaded = feed.points !== null;
  const onLayersDrawn = useCallback(() => {
    // The first frame with the feed's layers: their attributes are on the GPU (read by the benchmark).
    if (loaded && performance.getEntriesByName('atlas:events-on-gpu').length === 0) performance.mark('atlas:events-on-gpu');
  }, [loaded]);

  // The current search result: the map flies to it and its card opens.
  const { current } = search;
  useEffect(() => {
    if (!current || !mapReady) return;
    flyToEvent(mapRef.current, { latitude: current.latitude, longitude: current.longitude });
    store.openEvent(current.id);
  }, [current, mapReady, mapRef, store]);

  // A shared link (?event=) without a saved map view jumps to its event once.
  const jumped = useRef(false);
  useEffect(() => {
    if (jumped.current || !mapReady || !eventId || initialView || search.active) return;
    jumped.current = true;
    void jump(eventId);
  }, [mapReady, eventId, initialView, search.active, jump]);

  return (
    <MapView
      scene={scene}
      year={store.year}
      onLayersDrawn={onLayersDrawn}
      onPick={onPick}
      onHover={onHover}
      mapRef={mapRef}
      onLoad={() => setMapReady(true)}
      initialView={initialView}
      onViewChange={store.setView}
    >
      {popupId && (
        <EventPopup
          key={popupId}
          eventId={popupId}
          onClose={() => store.showPopup(null)}
          onAddStory={() => store.openDialog({ kind: 'upload' })}
          onShare={(event) => store.openDialog({ kind: 'share', event })}
        />
      )}
    </MapView>
  );
}
