import { MIN_YEAR } from '@domain/time';
import { loadChunkedFeed, type FeedManifest } from './feed-chunks';
import type { LayerData } from './layers/layer-data';
import { buildLayerData } from './layers/layer-data';
import type { MapIds, MapPoints } from './map-feed';

/** A feed with its two layers' columns: the chunks for the first year (no ids yet), or the whole feed with its ids. */
export interface LoadedFeed {
  points: MapPoints;
  areas: LayerData;
  markers: LayerData;
  ids: MapIds | null;
}

/** What the feed worker posts: the first chunks' feed, then the whole one; or why it failed. */
export type FeedMessage = { stage: 'first' | 'complete'; feed: LoadedFeed } | { error: string };

/** One load of the feed: `first` is the chunks for the start year alone (null when they are the whole feed). */
export interface FeedLoad {
  first: Promise<LoadedFeed | null>;
  complete: Promise<LoadedFeed>;
}

/** The feed is here, unpacked, on the main thread (read by the benchmark: download and worker vs the upload after). */
function markLoaded(feed: LoadedFeed): LoadedFeed {
  if (performance.getEntriesByName('atlas:feed-loaded').length === 0) performance.mark('atlas:feed-loaded');
  return feed;
}

async function fetchBinary(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.arrayBuffer();
}

async function fetchManifest(): Promise<FeedManifest> {
  const response = await fetch('/api/map/manifest', { credentials: 'include' });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return (await response.json()) as FeedManifest;
}

export const withLayers = (points: MapPoints, ids: MapIds | null): LoadedFeed => ({
  points,
  ids,
  areas: buildLayerData(points, true),
  markers: buildLayerData(points, false),
});

/** Loads the chunked feed on this thread (the worker's body, and tests where there is no Worker). */
export function loadFeedHere(year: number, onFirst: (feed: LoadedFeed) => void): Promise<LoadedFeed> {
  return loadChunkedFeed(fetchBinary, fetchManifest, year, (points) => onFirst(withLayers(points, null))).then(({ points, ids }) => withLayers(points, ids));
}

/**
 * Loads the feed in a worker where there are workers (the browser), else on this thread (tests):
 * the chunks for `year` first, then the whole feed. Aborting stops the worker.
 */
export function loadFeed(signal: AbortSignal, year = MIN_YEAR): FeedLoad {
  let resolveFirst: (feed: LoadedFeed | null) => void = () => {};
  const first = new Promise<LoadedFeed | null>((resolve) => (resolveFirst = resolve));
  const complete =
    typeof Worker === 'undefined'
      ? loadFeedHere(year, (feed) => resolveFirst(markLoaded(feed)))
      : new Promise<LoadedFeed>((resolve, reject) => {
          const worker = new Worker(new URL('./feed-worker.ts', import.meta.url), { type: 'module' });
          const stop = () => {
            worker.terminate();
            reject(new DOMException('Aborted', 'AbortError'));
          };
          signal.addEventListener('abort', stop, { once: true });
          worker.onmessage = (e: MessageEvent<FeedMessage>) => {
            if ('stage' in e.data && e.data.stage === 'first') {
              resolveFirst(markLoaded(e.data.feed));
              return;
            }
            signal.removeEventListener('abort', stop);
            worker.terminate();
            if ('error' in e.data) reject(new Error(e.data.error));
            else resolve(e.data.feed);
          };
          worker.onerror = (e) => {
            signal.removeEventListener('abort', stop);
            worker.terminate();
            reject(new Error(e.message || 'The map feed worker failed'));
          };
          worker.postMessage({ year });
        });
  // A feed in one chunk has no first part: the whole is the first thing drawn.
  complete.then(
    (feed) => {
      markLoaded(feed);
      resolveFirst(null);
    },
    () => resolveFirst(null),
  );
  return { first, complete };
}

let preloaded: FeedLoad | null = null;

/**
 * Starts loading the feed now, the chunks for `year` first. The app's entry calls it on the map's
 * route, so the downloads and the worker's unpacking overlap the map's chunks loading and React's
 * first render instead of starting after them.
 */
export function preloadFeed(year = MIN_YEAR): void {
  if (preloaded) return;
  preloaded = loadFeed(new AbortController().signal, year);
  preloaded.complete.catch(() => {}); // the taker sees the failure
}

/** The preloaded feed, taken once, else a new load. */
export function takeFeed(signal: AbortSignal, year = MIN_YEAR): FeedLoad {
  const load = preloaded;
  if (!load) return loadFeed(signal, year);
  preloaded = null;
  let settled = false;
  load.complete.then(
    () => (settled = true),
    () => (settled = true),
  );
  // A taker that stops before the feed arrives (StrictMode's trial unmount) leaves it for the next.
  signal.addEventListener(
    'abort',
    () => {
      if (!settled) preloaded ??= load;
    },
    { once: true },
  );
  return load;
}
