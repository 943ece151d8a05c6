import type { Layer } from '@deck.gl/core';
import { useMemo } from 'react';
import { buildEventsLayer } from './layers/events-layer';
import { buildFillColors } from './layers/point-attributes';
import type { MapPoints } from './map-feed';

/** Memoised deck.gl layers for the loaded points (a new attribute array would mean a GPU re-upload). */
export function useEventLayers(points: MapPoints | null): Layer[] {
  const fillColors = useMemo(() => (points ? buildFillColors(points) : null), [points]);
  return useMemo(() => (points && fillColors ? [buildEventsLayer({ points, fillColors })] : []), [points, fillColors]);
}
