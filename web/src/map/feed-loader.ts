import type { LayerData } from './layers/layer-data';
import { buildLayerData } from './layers/layer-data';
import { fetchMapPoints, type MapPoints } from './map-feed';

/** The points feed with its two layers' columns. */
export interface LoadedFeed {
  points: MapPoints;
  areas: LayerData;
  markers: LayerData;
}

export type FeedMessage = LoadedFeed | { error: string };

/**
 * Loads the points feed in a worker where there are workers (the browser), else on this thread
 * (tests). Rejects on a failed load; aborting stops the worker.
 */
export function loadFeed(signal: AbortSignal): Promise<LoadedFeed> {
  if (typeof Worker === 'undefined') {
    return fetchMapPoints(signal).then((points) => ({ points, areas: buildLayerData(points, true), markers: buildLayerData(points, false) }));
  }
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./feed-worker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
    worker.onmessage = (e: MessageEvent<FeedMessage>) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      if ('error' in e.data) reject(new Error(e.data.error));
      else resolve(e.data);
    };
    worker.onerror = (e) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(e.message || 'The map feed worker failed'));
    };
    worker.postMessage('load');
  });
}
