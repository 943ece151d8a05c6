import type { MapRef } from 'react-map-gl/maplibre';
import { FIT_BOUNDS_PADDING, FLY_TO_DURATION_MS, FLY_TO_ZOOM, MAX_ZOOM, METRES_PER_DEGREE } from './view-state';

export interface CameraTarget {
  latitude: number;
  longitude: number;
  /** Territorial extent in metres: the view fits it. Without it the camera goes to zoom 8. */
  radius?: number | null;
}

/** Flights are instant for people who ask the system for reduced motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/** The bounds of a radius at 111 km per degree (spec section 9), clamped to the world. */
export function radiusBounds({ latitude, longitude, radius }: Required<CameraTarget>): [[number, number], [number, number]] {
  const d = (radius ?? 0) / METRES_PER_DEGREE;
  return [
    [Math.max(-180, longitude - d), Math.max(-85, latitude - d)],
    [Math.min(180, longitude + d), Math.min(85, latitude + d)],
  ];
}

/** Spec section 4: fit to the bounds of the radius with padding 50, else zoom 8, over 0.8 s. */
export function flyToEvent(map: MapRef | null | undefined, target: CameraTarget): void {
  if (!map) return;
  const duration = prefersReducedMotion() ? 0 : FLY_TO_DURATION_MS;
  if (target.radius) {
    map.fitBounds(radiusBounds({ ...target, radius: target.radius }), { padding: FIT_BOUNDS_PADDING, duration, maxZoom: MAX_ZOOM });
  } else {
    map.flyTo({ center: [target.longitude, target.latitude], zoom: FLY_TO_ZOOM, duration });
  }
}
