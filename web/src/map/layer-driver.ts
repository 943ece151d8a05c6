import type { Layer } from '@deck.gl/core';
import type { ExternalValue } from '../lib/external-value';
import { MOTION_GAP_MS } from './layers/event-filter';
import type { MapScene } from './map-scene';

/** A year that changes outside React (the timeline's store). */
export type YearSource = ExternalValue<number>;

/** What the driver needs of deck.gl's MapboxOverlay. */
export interface LayerTarget {
  setProps(props: { layers?: Layer[]; onAfterRender?: () => void }): void;
}

/**
 * Keeps a deck.gl overlay's layers in step with the year: sets the scene's layers with its time
 * range at the current year now, and on every change of the year moves the range in place and asks
 * the layers to redraw, until the returned function is called. A tick sets no props: deck.gl
 * compares nothing and updates no layer; the next frame draws with the new dataFilter uniforms.
 * `onDrawn` is called once, after the first frame deck.gl renders with non-empty layers.
 */
export function driveLayers(target: LayerTarget, scene: MapScene, year: YearSource, onDrawn?: () => void): () => void {
  scene.time.setYear(year.get());
  let pendingDraw = scene.layers.length > 0 && onDrawn !== undefined;
  target.setProps({
    layers: scene.layers,
    onAfterRender: () => {
      if (!pendingDraw) return;
      pendingDraw = false;
      onDrawn?.();
    },
  });
  // The layers deck.gl draws are these objects (it moves its state onto the layers it is given).
  const redraw = () => {
    for (const layer of scene.layers) layer.setNeedsRedraw();
    for (const layer of scene.yearDependent) layer.setNeedsUpdate();
  };
  let resting: ReturnType<typeof setTimeout> | undefined;
  const unsubscribe = year.subscribe(() => {
    if (!scene.time.setYear(year.get())) return;
    redraw();
    // Once the year stops moving, the motion fade ends and every event is drawn whole.
    clearTimeout(resting);
    resting = setTimeout(() => scene.time.settle() && redraw(), MOTION_GAP_MS);
  });
  return () => {
    clearTimeout(resting);
    unsubscribe();
  };
}
