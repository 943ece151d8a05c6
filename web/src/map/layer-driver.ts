import type { Layer } from '@deck.gl/core';

/** A year that changes outside React (the timeline's store). */
export interface YearSource {
  get(): number;
  subscribe(listener: () => void): () => void;
}

/** What the driver needs of deck.gl's MapboxOverlay. */
export interface LayerTarget {
  setProps(props: { layers?: Layer[]; onAfterRender?: () => void }): void;
}

/**
 * Keeps a deck.gl overlay's layers in step with the year: sets the layers for the current year now
 * and on every change of the year, until the returned function is called. A change costs one
 * call of `layersAt` and one setProps; deck.gl then sees new `filterRange` uniforms and nothing else.
 * `onDrawn` is called once, after the first frame deck.gl renders with non-empty layers.
 */
export function driveLayers(target: LayerTarget, layersAt: (year: number) => Layer[], year: YearSource, onDrawn?: () => void): () => void {
  let last = NaN;
  let pendingDraw = false;
  const update = () => {
    const y = year.get();
    if (y === last) return;
    last = y;
    target.setProps({ layers: layersAt(y) });
  };
  const first = layersAt(year.get());
  last = year.get();
  pendingDraw = first.length > 0 && onDrawn !== undefined;
  target.setProps({
    layers: first,
    onAfterRender: () => {
      if (!pendingDraw) return;
      pendingDraw = false;
      onDrawn?.();
    },
  });
  return year.subscribe(update);
}
