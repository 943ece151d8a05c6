import { FLAG_CULTURAL, FLAG_LARGE_AREA, MAP_FEED_MAGIC, mapFeedOffsets, uuidFromBytes } from '@domain/map-feed-layout';

/** The decoded map feed: typed-array views over one ArrayBuffer (no per-event objects). */
export interface MapPoints {
  count: number;
  positions: Float32Array;
  radius: Float32Array;
  /** startYear, endYear, visibleFrom, visibleTo per event. */
  years: Float32Array;
  period: Uint8Array;
  eventType: Uint8Array;
  category: Uint8Array;
  status: Uint8Array;
  flags: Uint8Array;
  ids: Uint8Array;
}

export function decodeMapFeed(buffer: ArrayBuffer): MapPoints {
  const [magic, , count = 0] = new Uint32Array(buffer, 0, 4);
  if (magic !== MAP_FEED_MAGIC) throw new Error('Not an Epoch Atlas map feed');
  const o = mapFeedOffsets(count);
  return {
    count,
    positions: new Float32Array(buffer, o.position, 2 * count),
    radius: new Float32Array(buffer, o.radius, count),
    years: new Float32Array(buffer, o.years, 4 * count),
    period: new Uint8Array(buffer, o.period, count),
    eventType: new Uint8Array(buffer, o.type, count),
    category: new Uint8Array(buffer, o.category, count),
    status: new Uint8Array(buffer, o.status, count),
    flags: new Uint8Array(buffer, o.flags, count),
    ids: new Uint8Array(buffer, o.ids, 16 * count),
  };
}

export async function fetchMapPoints(signal?: AbortSignal): Promise<MapPoints> {
  const response = await fetch('/api/map/points', { credentials: 'include', signal });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return decodeMapFeed(await response.arrayBuffer());
}

export function eventIdAt(points: MapPoints, index: number): string {
  return uuidFromBytes(points.ids, 16 * index);
}

export const isCultural = (points: MapPoints, i: number) => (points.flags[i]! & FLAG_CULTURAL) !== 0;
export const isLargeArea = (points: MapPoints, i: number) => (points.flags[i]! & FLAG_LARGE_AREA) !== 0;
