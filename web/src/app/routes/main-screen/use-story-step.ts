import { useCallback, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { StepTarget } from '../../../features/stories/story-step';
import { prefersReducedMotion } from '../../../map/camera';
import { FLY_TO_DURATION_MS } from '../../../map/view-state';
import type { AtlasStore } from './atlas-store';

/** How long a step waits for the map to exist (it loads while the story does) before it gives up moving the camera. */
const MAP_WAIT_MS = 10_000;
const MAP_POLL_MS = 100;

/**
 * Shows a story's step on the main screen: playback stops, the timeline goes to the step's year,
 * mode, periods and highlighted events change in one store update, and the camera flies to the
 * step's view (at once if the map is not there yet, as on a shared link's first step).
 */
export function useStoryStep(store: AtlasStore, mapRef: RefObject<MapRef | null>, pausePlayback: () => void) {
  return useCallback(
    (target: StepTarget) => {
      pausePlayback();
      store.year.set(target.year);
      store.showStoryStep({ mode: target.mode, periods: target.periods, highlight: target.eventIds });
      const { latitude, longitude, zoom } = target.view;
      const deadline = Date.now() + MAP_WAIT_MS;
      const move = () => {
        const map = mapRef.current;
        if (map) map.flyTo({ center: [longitude, latitude], zoom, duration: prefersReducedMotion() ? 0 : FLY_TO_DURATION_MS * 2 });
        else if (Date.now() < deadline) setTimeout(move, MAP_POLL_MS);
      };
      move();
    },
    [store, mapRef, pausePlayback],
  );
}
