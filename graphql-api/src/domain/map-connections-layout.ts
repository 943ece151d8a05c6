/**
 * The binary connections feed (GET /api/map/connections): the pairs of events the map joins with
 * arcs. Little-endian, shared by the API encoder and the web decoder.
 *
 *   header   Uint32[4]   magic, version, count, reserved
 *   sources  Uint8[16n]  source event uuid bytes
 *   targets  Uint8[16n]  target event uuid bytes
 *   types    Uint8[n]    index in RELATIONSHIP_TYPES
 */
import { HEADER_BYTES, writeUuid } from './map-feed-layout.js';

export const CONNECTIONS_MAGIC = 0x314e4145; // "EAN1"

export interface ConnectionPair {
  source: string;
  target: string;
  type: number;
}

export function connectionsOffsets(count: number) {
  const sources = HEADER_BYTES;
  const targets = sources + 16 * count;
  const types = targets + 16 * count;
  return { sources, targets, types, total: types + count };
}

export function encodeConnections(pairs: readonly ConnectionPair[]): ArrayBuffer {
  const o = connectionsOffsets(pairs.length);
  const buffer = new ArrayBuffer(o.total);
  new Uint32Array(buffer, 0, 4).set([CONNECTIONS_MAGIC, 1, pairs.length, 0]);
  const bytes = new Uint8Array(buffer);
  pairs.forEach((p, i) => {
    writeUuid(bytes, o.sources + 16 * i, p.source);
    writeUuid(bytes, o.targets + 16 * i, p.target);
    bytes[o.types + i] = p.type;
  });
  return buffer;
}

export interface DecodedConnections {
  count: number;
  sources: Uint8Array;
  targets: Uint8Array;
  types: Uint8Array;
}

export function decodeConnections(buffer: ArrayBuffer): DecodedConnections {
  const [magic, , count = 0] = new Uint32Array(buffer, 0, 4);
  if (magic !== CONNECTIONS_MAGIC) throw new Error('Not an Epoch Atlas connections feed');
  const o = connectionsOffsets(count);
  return {
    count,
    sources: new Uint8Array(buffer, o.sources, 16 * count),
    targets: new Uint8Array(buffer, o.targets, 16 * count),
    types: new Uint8Array(buffer, o.types, count),
  };
}
