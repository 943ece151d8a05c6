import { useEffect, useRef } from 'react';
import { PENDING_POPUP_MS } from '../../../features/event-popup/event-popup';
import { eventIdAt, type MapIds } from '../../../map/map-feed';
import type { AtlasStore } from './atlas-store';

/**
 * Clicks and hovers on the map's events (spec section 2): a click opens the event's popup and its
 * card at once; resting on an event opens its popup after 1 s.
 */
export function useMapPicking(store: AtlasStore, ids: MapIds | null, feedIndexOf: (layerId: string, index: number) => number | null) {
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelPending = () => {
    if (pending.current) clearTimeout(pending.current);
    pending.current = null;
  };
  useEffect(() => cancelPending, []);
  const eventAt = (layerId: string, index: number) => {
    const feedIndex = feedIndexOf(layerId, index);
    return ids && feedIndex !== null ? eventIdAt(ids, feedIndex) : null;
  };
  const onPick = (layerId: string, index: number) => {
    const id = eventAt(layerId, index);
    if (!id) return;
    cancelPending();
    store.showPopup(id);
    store.openEvent(id);
  };
  const onHover = (target: { layerId: string; index: number } | null) => {
    cancelPending();
    const id = target && eventAt(target.layerId, target.index);
    if (id && id !== store.get().popupId) pending.current = setTimeout(() => store.showPopup(id), PENDING_POPUP_MS);
  };
  return { onPick, onHover };
}
