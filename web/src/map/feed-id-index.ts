import { writeUuid } from '@domain/map-feed-layout';
import type { MapIds } from './map-feed';

/**
 * Finds an event's row in the map feed by id without a million-string Map: rows are keyed by the
 * first four bytes of their uuid (random in v4 ids), and the full 16 bytes are compared on a hit.
 * Built once per feed, only when something needs it (search results, connections, jump-to).
 */
export function buildFeedIdIndex(mapIds: MapIds): (id: string) => number | null {
  const ids = mapIds.bytes;
  const view = new DataView(ids.buffer, ids.byteOffset, ids.byteLength);
  const first = new Map<number, number>();
  // Rows whose first four bytes repeat an earlier row's: checked in full, rare enough to scan.
  const clashes: number[] = [];
  for (let i = 0; i < mapIds.count; i++) {
    const key = view.getUint32(16 * i);
    if (first.has(key)) clashes.push(i);
    else first.set(key, i);
  }
  const matches = (row: number, bytes: Uint8Array) => {
    for (let k = 0; k < 16; k++) if (ids[16 * row + k] !== bytes[k]) return false;
    return true;
  };
  return (id: string) => {
    const bytes = uuidBytes(id);
    if (!bytes) return null;
    const row = first.get(new DataView(bytes.buffer).getUint32(0));
    if (row !== undefined && matches(row, bytes)) return row;
    return clashes.find((r) => matches(r, bytes)) ?? null;
  };
}

function uuidBytes(id: string): Uint8Array | null {
  if (!/^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i.test(id)) return null;
  const bytes = new Uint8Array(16);
  writeUuid(bytes, 0, id);
  return bytes;
}
