/**
 * The binary map feed (GET /api/map/points): every event the map draws as compact columns, so the
 * web hands typed arrays straight to deck.gl with no per-event objects. Little-endian; each section
 * starts on a 4-byte boundary. Shared by the API encoder and the web decoder.
 *
 *   header   Uint32[4]       magic, version, count, reserved
 *   position Float32[2n]     longitude, latitude
 *   radius   Float32[n]      metres
 *   years    Float32[4n]     startYear, endYear, visibleFrom, visibleTo (signed historical years)
 *   period   Uint8[n]        index in PERIODS
 *   type     Uint8[n]        index in EVENT_TYPES
 *   category Uint8[n]        index in CATEGORIES, 255 when none
 *   status   Uint8[n]        index in VERIFICATION_STATUSES
 *   flags    Uint8[n]        bit 0: cultural, bit 1: large-area category
 *   ids      Uint8[16n]      uuid bytes
 */

export const MAP_FEED_MAGIC = 0x314d4145; // "EAM1"
export const MAP_FEED_VERSION = 1;
export const HEADER_BYTES = 16;
export const FLAG_CULTURAL = 1;
export const FLAG_LARGE_AREA = 2;

const align4 = (n: number) => (n + 3) & ~3;

export interface MapFeedOffsets {
  position: number;
  radius: number;
  years: number;
  period: number;
  type: number;
  category: number;
  status: number;
  flags: number;
  ids: number;
  total: number;
}

export function mapFeedOffsets(count: number): MapFeedOffsets {
  const position = HEADER_BYTES;
  const radius = position + 8 * count;
  const years = radius + 4 * count;
  const period = years + 16 * count;
  const type = period + count;
  const category = type + count;
  const status = category + count;
  const flags = status + count;
  const ids = align4(flags + count);
  return { position, radius, years, period, type, category, status, flags, ids, total: ids + 16 * count };
}

export function uuidFromBytes(bytes: Uint8Array, offset: number): string {
  let hex = '';
  for (let i = 0; i < 16; i++) hex += bytes[offset + i]!.toString(16).padStart(2, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One event's map columns, already reduced to indexes (see the layout above). */
export interface MapFeedPoint {
  id: string;
  longitude: number;
  latitude: number;
  radius: number;
  startYear: number;
  endYear: number;
  visibleFrom: number;
  visibleTo: number;
  period: number;
  eventType: number;
  category: number;
  status: number;
  flags: number;
}

/** Writes points into a feed buffer row by row, so a million rows need no intermediate array. */
export class MapFeedWriter {
  readonly buffer: ArrayBuffer;
  private readonly o: MapFeedOffsets;
  private readonly position: Float32Array;
  private readonly radius: Float32Array;
  private readonly years: Float32Array;
  private readonly bytes: Uint8Array;

  constructor(readonly count: number) {
    this.o = mapFeedOffsets(count);
    this.buffer = new ArrayBuffer(this.o.total);
    new Uint32Array(this.buffer, 0, 4).set([MAP_FEED_MAGIC, MAP_FEED_VERSION, count, 0]);
    this.position = new Float32Array(this.buffer, this.o.position, 2 * count);
    this.radius = new Float32Array(this.buffer, this.o.radius, count);
    this.years = new Float32Array(this.buffer, this.o.years, 4 * count);
    this.bytes = new Uint8Array(this.buffer);
  }

  set(i: number, p: MapFeedPoint): void {
    const { o, bytes } = this;
    this.position[2 * i] = p.longitude;
    this.position[2 * i + 1] = p.latitude;
    this.radius[i] = p.radius;
    this.years.set([p.startYear, p.endYear, p.visibleFrom, p.visibleTo], 4 * i);
    bytes[o.period + i] = p.period;
    bytes[o.type + i] = p.eventType;
    bytes[o.category + i] = p.category;
    bytes[o.status + i] = p.status;
    bytes[o.flags + i] = p.flags;
    writeUuid(bytes, o.ids + 16 * i, p.id);
  }
}

/** Writes points in the feed layout. Pure typed arrays, so the server and tests share it. */
export function encodeMapFeed(points: readonly MapFeedPoint[]): ArrayBuffer {
  const writer = new MapFeedWriter(points.length);
  points.forEach((p, i) => writer.set(i, p));
  return writer.buffer;
}

export function writeUuid(bytes: Uint8Array, offset: number, uuid: string): void {
  const hex = uuid.replaceAll('-', '');
  for (let i = 0; i < 16; i++) bytes[offset + i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
}
