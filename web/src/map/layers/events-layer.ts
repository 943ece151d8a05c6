import { ScatterplotLayer } from '@deck.gl/layers';
import type { MapPoints } from '../map-feed';

export interface EventsLayerInput {
  points: MapPoints;
  fillColors: Uint8Array;
}

/**
 * Draws every event of the binary feed as a period-coloured marker. Attributes are the feed's typed
 * arrays, so deck.gl uploads them as they are; the id is stable so updates diff instead of rebuild.
 */
export function buildEventsLayer({ points, fillColors }: EventsLayerInput) {
  return new ScatterplotLayer({
    id: 'events',
    data: {
      length: points.count,
      attributes: {
        getPosition: { value: points.positions, size: 2 },
        getFillColor: { value: fillColors, size: 4, normalized: true },
      },
    },
    radiusUnits: 'pixels',
    getRadius: 6,
    radiusMinPixels: 3,
    stroked: true,
    getLineColor: [255, 255, 255, 160],
    lineWidthMinPixels: 1,
    pickable: true,
  });
}
