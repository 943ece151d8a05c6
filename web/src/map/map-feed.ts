import { isLargeAreaCategory, CATEGORIES } from '@domain/categories';
import {
  FLAG_CULTURAL,
  FLAG_LARGE_AREA,
  HEADER_BYTES,
  MAP_FEED_MAGIC,
  MAP_FEED_VERSION,
  MAP_IDS_MAGIC,
  mapFeedOffsets,
  RADIUS_UNIT_M,
  unpackFlags,
  uuidFromBytes,
} from '@domain/map-feed-layout';

/** The decoded map feed: typed arrays (no per-event objects), unpacked once at load. */
export interface MapPoints {
  count: number;
  /** Ties this feed to its ids feed (the same build). */
  tag: number;
  positions: Float32Array;
  /** Metres. */
  radius: Float32Array;
  /** startYear, endYear, visibleFrom, visibleTo per event. */
  years: Int16Array;
  /** startLatestYear, endEarliestYear per event: the uncertain part of its start and its end. */
  span: Int16Array;
  period: Uint8Array;
  eventType: Uint8Array;
  category: Uint8Array;
  status: Uint8Array;
  /** FLAG_CULTURAL, FLAG_LARGE_AREA. */
  flags: Uint8Array;
}

const LARGE_AREA_BY_CATEGORY = CATEGORIES.map((c) => isLargeAreaCategory(c.name));

export function decodeMapFeed(buffer: ArrayBuffer): MapPoints {
  const [magic, version, count = 0, tag = 0] = new Uint32Array(buffer, 0, 4);
  if (magic !== MAP_FEED_MAGIC || version !== MAP_FEED_VERSION) throw new Error(`Not an Epoch Atlas map feed of version ${MAP_FEED_VERSION}`);
  const o = mapFeedOffsets(count);
  const units = new Uint16Array(buffer, o.radius, count);
  const packed = new Uint8Array(buffer, o.packed, count);
  const category = new Uint8Array(buffer, o.category, count);
  const points: MapPoints = {
    count,
    tag,
    positions: new Float32Array(buffer, o.position, 2 * count),
    radius: new Float32Array(count),
    years: new Int16Array(buffer, o.years, 4 * count),
    span: new Int16Array(buffer, o.span, 2 * count),
    period: new Uint8Array(count),
    eventType: new Uint8Array(count),
    category,
    status: new Uint8Array(count),
    flags: new Uint8Array(count),
  };
  for (let i = 0; i < count; i++) {
    const f = unpackFlags(packed[i]!);
    points.radius[i] = units[i]! * RADIUS_UNIT_M;
    points.period[i] = f.period;
    points.eventType[i] = f.eventType;
    points.status[i] = f.status;
    points.flags[i] = (f.cultural ? FLAG_CULTURAL : 0) | (LARGE_AREA_BY_CATEGORY[category[i]!] ? FLAG_LARGE_AREA : 0);
  }
  return points;
}

/** The ids feed: 16 bytes per event, in the points' order. */
export interface MapIds {
  count: number;
  tag: number;
  bytes: Uint8Array;
}

export function decodeMapIds(buffer: ArrayBuffer): MapIds {
  const [magic, , count = 0, tag = 0] = new Uint32Array(buffer, 0, 4);
  if (magic !== MAP_IDS_MAGIC) throw new Error('Not an Epoch Atlas ids feed');
  return { count, tag, bytes: new Uint8Array(buffer, HEADER_BYTES, 16 * count) };
}

export function eventIdAt(ids: MapIds, index: number): string {
  return uuidFromBytes(ids.bytes, 16 * index);
}

export const isCultural = (points: MapPoints, i: number) => (points.flags[i]! & FLAG_CULTURAL) !== 0;
export const isLargeArea = (points: MapPoints, i: number) => (points.flags[i]! & FLAG_LARGE_AREA) !== 0;
