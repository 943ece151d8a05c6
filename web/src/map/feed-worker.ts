/// <reference lib="webworker" />
/**
 * Loads and unpacks the chunked feed off the main thread: the downloads are read here, not between
 * the map's start-up tasks (on a busy main thread, reading a large feed takes far longer than its
 * bytes take to arrive), and the layers' columns are built here too. The chunks for the start year
 * come back first, then the whole feed; everything transferred, not copied.
 */
import { loadFeedHere, type FeedMessage, type LoadedFeed } from './feed-loader';

const scope = self as unknown as DedicatedWorkerGlobalScope;

function post(stage: 'first' | 'complete', feed: LoadedFeed) {
  const buffers = new Set<ArrayBuffer>();
  for (const part of [feed.points, feed.areas, feed.markers, feed.ids ?? {}])
    for (const value of Object.values(part)) if (ArrayBuffer.isView(value)) buffers.add(value.buffer as ArrayBuffer);
  scope.postMessage({ stage, feed } satisfies FeedMessage, [...buffers]);
}

scope.onmessage = async (e: MessageEvent<{ year: number }>) => {
  try {
    post('complete', await loadFeedHere(e.data.year, (first) => post('first', first)));
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) } satisfies FeedMessage);
  }
};
