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
