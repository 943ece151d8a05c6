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

/** The feed is here, unpacked, on the main thread (read by the benchmark: download and worker vs the upload after). */
function markLoaded(feed: LoadedFeed): LoadedFeed {
  if (performance.getEntriesByName('atlas:feed-loaded').length === 0) performance.mark('atlas:feed-loaded');
  return feed;
}

/**
 * Loads the points feed in a worker where there are workers (the browser), else on this thread
 * (tests). Rejects on a failed load; aborting stops the worker.
 */
export function loadFeed(signal: AbortSignal): Promise<LoadedFeed> {
  if (typeof Worker === 'undefined') {
    return fetchMapPoints(signal).then((points) => markLoaded({ points, areas: buildLayerData(points, true), markers: buildLayerData(points, false) }));
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
      else resolve(markLoaded(e.data));
    };
    worker.onerror = (e) => {
      signal.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(e.message || 'The map feed worker failed'));
    };
    worker.postMessage('load');
  });
}

let preloaded: Promise<LoadedFeed> | null = null;

/**
 * Starts loading the feed now. The app's entry calls it on the map's route, so the download and
 * the worker's unpacking overlap the map's chunks loading and React's first render instead of
 * starting after them.
 */
export function preloadFeed(): void {
  if (preloaded) return;
  preloaded = loadFeed(new AbortController().signal);
  preloaded.catch(() => {}); // the taker sees the failure
}

/** The preloaded feed, taken once, else a new load. */
export function takeFeed(signal: AbortSignal): Promise<LoadedFeed> {
  const feed = preloaded;
  if (!feed) return loadFeed(signal);
  preloaded = null;
  let settled = false;
  feed.then(
    () => (settled = true),
    () => (settled = true),
  );
  // A taker that stops before the feed arrives (StrictMode's trial unmount) leaves it for the next.
  signal.addEventListener(
    'abort',
    () => {
      if (!settled) preloaded ??= feed;
    },
    { once: true },
  );
  return feed;
}
