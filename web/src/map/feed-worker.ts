/// <reference lib="webworker" />
/**
 * Loads and unpacks the points feed off the main thread: the download is read here, not between
 * the map's start-up tasks (on a busy main thread, reading a large feed takes far longer than its
 * bytes take to arrive), and the layers' columns are built here too. Everything comes back
 * transferred, not copied.
 */
import { buildLayerData } from './layers/layer-data';
import { fetchMapPoints } from './map-feed';
import type { FeedMessage } from './feed-loader';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async () => {
  try {
    const points = await fetchMapPoints();
    const message: FeedMessage = { points, areas: buildLayerData(points, true), markers: buildLayerData(points, false) };
    const buffers = new Set<ArrayBuffer>();
    for (const part of [message.points, message.areas, message.markers])
      for (const value of Object.values(part)) if (ArrayBuffer.isView(value)) buffers.add(value.buffer as ArrayBuffer);
    scope.postMessage(message, [...buffers]);
  } catch (e) {
    scope.postMessage({ error: e instanceof Error ? e.message : String(e) } satisfies FeedMessage);
  }
};
