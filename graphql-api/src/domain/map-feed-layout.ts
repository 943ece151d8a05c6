/**
 * The binary map feeds: every event the map draws as compact columns, so the web hands typed
 * arrays straight to deck.gl with no per-event objects. Little-endian. Shared by the API encoder
 * and the web decoder.
 *
 * GET /api/map/points: 24 bytes per event.
 *   header   Uint32[4]   magic, version, count, snapshot tag
 *   position Float32[2n] longitude, latitude
 *   years    Int16[4n]   startYear, endYear, visibleFrom, visibleTo (signed historical years)
 *   span     Int16[2n]   startLatestYear, endEarliestYear: how uncertain the ends are (EDTF
 *                        dates); equal to startYear / endYear for a date known to the year
 *   radius   Uint16[n]   metres / RADIUS_UNIT_M, rounded, at most 65,535 units
 *   packed   Uint8[n]    bits 0-2 period index, 3-4 event type, 5-6 verification status, 7 cultural
 *   category Uint8[n]    index in CATEGORIES, 255 when none
 *
 * GET /api/map/ids: the events' ids in the same order, loaded after the points (only picking,
 * search and connections need them).
 *   header   Uint32[4]   magic, version, count, snapshot tag
 *   ids      Uint8[16n]  uuid bytes
 *
 * The snapshot tag is the same in both feeds of one build, so a client can tell that an ids feed
 * belongs to the points it holds.
 */

export const MAP_FEED_MAGIC = 0x324d4145; // "EAM2"
export const MAP_IDS_MAGIC = 0x31494145; // "EAI1"
export const MAP_FEED_VERSION = 3;
export const HEADER_BYTES = 16;
export const RADIUS_UNIT_M = 500;
export const BYTES_PER_EVENT = 24;
/** Flags the web derives per row when decoding: cultural, and large-area category (drawn in metres). */
export const FLAG_CULTURAL = 1;
export const FLAG_LARGE_AREA = 2;

export interface MapFeedOffsets {
  position: number;
  years: number;
  span: number;
  radius: number;
  packed: number;
  category: number;
  total: number;
}

export function mapFeedOffsets(count: number): MapFeedOffsets {
  const position = HEADER_BYTES;
  const years = position + 8 * count;
  const span = years + 8 * count;
  const radius = span + 4 * count;
  const packed = radius + 2 * count;
  const category = packed + count;
  return { position, years, span, radius, packed, category, total: category + count };
}

export const mapIdsBytes = (count: number) => HEADER_BYTES + 16 * count;

export function packFlags(period: number, eventType: number, status: number, cultural: boolean): number {
  return (period & 7) | ((eventType & 3) << 3) | ((status & 3) << 5) | (cultural ? 128 : 0);
}

export function unpackFlags(packed: number): { period: number; eventType: number; status: number; cultural: boolean } {
  return { period: packed & 7, eventType: (packed >> 3) & 3, status: (packed >> 5) & 3, cultural: (packed & 128) !== 0 };
}

export function uuidFromBytes(bytes: Uint8Array, offset: number): string {
  let hex = '';
  for (let i = 0; i < 16; i++) hex += bytes[offset + i]!.toString(16).padStart(2, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One event's columns that are stored as they are (the flags are packed apart: packFlags). */
export interface MapFeedValues {
  longitude: number;
  latitude: number;
  radius: number;
  startYear: number;
  endYear: number;
  visibleFrom: number;
  visibleTo: number;
  startLatestYear: number;
  endEarliestYear: number;
  category: number;
}

/** One event's map columns, already reduced to indexes (see the layout above), without its id. */
export interface MapFeedColumns extends MapFeedValues {
  period: number;
  eventType: number;
  status: number;
  cultural: boolean;
}

/** One event's map columns and its id. */
export interface MapFeedPoint extends MapFeedColumns {
  /** The uuid as text, or its 16 bytes. */
  id: string | Uint8Array;
}

/** Writes both feeds row by row, so a million rows need no intermediate array. */
export class MapFeedWriter {
  readonly points: ArrayBuffer;
  readonly ids: ArrayBuffer;
  private readonly o: MapFeedOffsets;
  private readonly position: Float32Array;
  private readonly years: Int16Array;
  private readonly span: Int16Array;
  private readonly radius: Uint16Array;
  private readonly bytes: Uint8Array;
  private readonly idBytes: Uint8Array;

  constructor(readonly count: number) {
    this.o = mapFeedOffsets(count);
    this.points = new ArrayBuffer(this.o.total);
    this.ids = new ArrayBuffer(mapIdsBytes(count));
    this.position = new Float32Array(this.points, this.o.position, 2 * count);
    this.years = new Int16Array(this.points, this.o.years, 4 * count);
    this.span = new Int16Array(this.points, this.o.span, 2 * count);
    this.radius = new Uint16Array(this.points, this.o.radius, count);
    this.bytes = new Uint8Array(this.points);
    this.idBytes = new Uint8Array(this.ids);
  }

  set(i: number, p: MapFeedPoint): void {
    this.setColumns(i, p);
    if (typeof p.id === 'string') writeUuid(this.idBytes, HEADER_BYTES + 16 * i, p.id);
    else this.setId(i, p.id, 0);
  }

  /** Row i's id: the 16 bytes at `offset` of `source` (read in place, e.g. from a COPY chunk). */
  setId(i: number, source: Uint8Array, offset: number): void {
    for (let b = 0; b < 16; b++) this.idBytes[HEADER_BYTES + 16 * i + b] = source[offset + b]!;
  }

  /** Row i's columns but its id. */
  setColumns(i: number, p: MapFeedColumns): void {
    this.setValues(i, p, packFlags(p.period, p.eventType, p.status, p.cultural));
  }

  /** Row i's columns with the flags packed already (packFlags): the database packs them for the feed build. */
  setValues(i: number, p: MapFeedValues, packed: number): void {
    this.position[2 * i] = p.longitude;
    this.position[2 * i + 1] = p.latitude;
    this.years[4 * i] = p.startYear;
    this.years[4 * i + 1] = p.endYear;
    this.years[4 * i + 2] = p.visibleFrom;
    this.years[4 * i + 3] = p.visibleTo;
    this.span[2 * i] = p.startLatestYear;
    this.span[2 * i + 1] = p.endEarliestYear;
    this.radius[i] = Math.min(65_535, Math.max(1, Math.round(p.radius / RADIUS_UNIT_M)));
    this.bytes[this.o.packed + i] = packed;
    this.bytes[this.o.category + i] = p.category;
  }

  /** Seals both headers with the same snapshot tag (a hash of the points' bytes). */
  finish(): { points: ArrayBuffer; ids: ArrayBuffer } {
    return sealMapFeed(this.points, this.ids, this.count);
  }
}

function sealMapFeed(points: ArrayBuffer, ids: ArrayBuffer, count: number): { points: ArrayBuffer; ids: ArrayBuffer } {
  const tag = fnv1a(new Uint8Array(points, HEADER_BYTES));
  new Uint32Array(points, 0, 4).set([MAP_FEED_MAGIC, MAP_FEED_VERSION, count, tag]);
  new Uint32Array(ids, 0, 4).set([MAP_IDS_MAGIC, MAP_FEED_VERSION, count, tag]);
  return { points, ids };
}

/**
 * Events visible for longer than this (visibleTo - visibleFrom, in years) come after all the
 * others in the feed, in their own chunks (GET /api/map/manifest): in a chunk of their own years,
 * one of them would stretch that chunk's year range over centuries. The feed's order is
 * (long, startYear, id): the shorter events by startYear and id, then the long ones likewise.
 */
export const LONG_VISIBILITY_YEARS = 200;

/** Each column of the points layout (its offset's name) and its bytes per row. */
const COLUMN_BYTES: readonly (readonly [Exclude<keyof MapFeedOffsets, 'total'>, number])[] = [
  ['position', 8],
  ['years', 8],
  ['span', 4],
  ['radius', 2],
  ['packed', 1],
  ['category', 1],
];

/**
 * Rows [start, end) of a sealed feed as a feed of their own (a chunk of the manifest): the same
 * layout, both headers tagged with the chunk's own content.
 */
export function sliceMapFeed(feed: { points: ArrayBuffer; ids: ArrayBuffer }, start: number, end: number): { points: ArrayBuffer; ids: ArrayBuffer } {
  const from = mapFeedOffsets(new Uint32Array(feed.points, 0, 4)[2]!);
  const count = end - start;
  const to = mapFeedOffsets(count);
  const points = new ArrayBuffer(to.total);
  for (const [column, bytes] of COLUMN_BYTES) {
    new Uint8Array(points, to[column], bytes * count).set(new Uint8Array(feed.points, from[column] + bytes * start, bytes * count));
  }
  const ids = new ArrayBuffer(mapIdsBytes(count));
  new Uint8Array(ids, HEADER_BYTES).set(new Uint8Array(feed.ids, HEADER_BYTES + 16 * start, 16 * count));
  return sealMapFeed(points, ids, count);
}

/** Encodes both feeds for a list of points (tests and small sets). */
export function encodeMapFeed(points: readonly MapFeedPoint[]): { points: ArrayBuffer; ids: ArrayBuffer } {
  const writer = new MapFeedWriter(points.length);
  points.forEach((p, i) => writer.set(i, p));
  return writer.finish();
}

/** 32-bit FNV-1a: a cheap content tag, not a security hash. */
function fnv1a(bytes: Uint8Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < bytes.length; i++) h = Math.imul(h ^ bytes[i]!, 0x01000193);
  return h >>> 0;
}

export function writeUuid(bytes: Uint8Array, offset: number, uuid: string): void {
  const hex = uuid.replaceAll('-', '');
  for (let i = 0; i < 16; i++) bytes[offset + i] = parseInt(hex.slice(2 * i, 2 * i + 2), 16);
}

/**
 * GET /api/map/manifest: the feed as consecutive immutable chunks (each a points file and an ids
 * file in the layouts above, for its rows alone). Served by modules/map-feed, read by the web.
 */
/** A manifest's chunk: its files' addresses, where its rows sit in the feed, and their years. */
export interface ManifestChunk {
  points: string;
  ids: string;
  offset: number;
  count: number;
  /** The least visibleFrom and the greatest visibleTo of its rows. */
  fromYear: number;
  toYear: number;
  /** The size of its points file (as it is, before any compression). */
  bytes: number;
}

export interface ChunkManifest {
  format: number;
  /** The whole build's snapshot tag, the one /api/map/points and /api/map/ids carry. */
  tag: number;
  count: number;
  chunks: ManifestChunk[];
}
