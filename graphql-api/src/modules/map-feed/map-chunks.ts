import { createHash } from 'node:crypto';
import { MAP_FEED_VERSION, mapFeedOffsets, sliceMapFeed, type ChunkManifest, type ManifestChunk } from '../../domain/map-feed-layout.js';

export type { ChunkManifest, ManifestChunk };
import { type BinaryFeed, binaryFeed } from './binary-feed.js';

/**
 * The map feed in immutable chunks (GET /api/map/manifest, /api/map/chunks/:name): consecutive
 * runs of the feed's rows, each named by a hash of its bytes, so a chunk's URL holds the same
 * bytes forever and only the small manifest changes with the data.
 */

/** Chunks are cut on the edges of this grid of start years (fixed, so an edit moves few edges). */
export const CELL_YEARS = 10;
export const MIN_CHUNK_ROWS = 16_384;
export const MAX_CHUNK_ROWS = 131_072;

/** One chunk's two files, by the hash they share: the same bytes whichever build made them. */
export interface ChunkFiles {
  hash: string;
  points: BinaryFeed;
  ids: BinaryFeed;
}

/** One build's chunks: the manifest as served (its JSON and ETag) and the files it lists. */
export interface ChunkedFeed {
  manifest: ChunkManifest;
  body: Buffer;
  etag: string;
  files: ChunkFiles[];
}

/** The files of a chunk some earlier build made already, by hash: reused, with their compressions. */
export type KnownChunkFiles = (hash: string) => ChunkFiles | undefined;

/**
 * Rows per chunk: about 1/32 of them, as a power of two within [MIN_CHUNK_ROWS, MAX_CHUNK_ROWS],
 * so that the target (and with it every edge) moves only when the row count doubles or halves.
 */
export function chunkTarget(count: number): number {
  const target = 2 ** Math.ceil(Math.log2(Math.max(1, count / 32)));
  return Math.min(MAX_CHUNK_ROWS, Math.max(MIN_CHUNK_ROWS, target));
}

/**
 * The chunks' row ranges [start, end) over rows sorted by start year in two runs, [0, longFrom) and
 * [longFrom, count) (the long events: LONG_VISIBILITY_YEARS), never one chunk across both. Within a
 * run, the rows of each CELL_YEARS cell of start years are merged greedily while a chunk stays within
 * `target` rows; a cell holding more rows than that is cut on its years instead (a single year is
 * never cut). An edit changes the chunk it falls in, and its neighbours only when that chunk
 * overflows into them.
 */
export function planChunks(startYears: (row: number) => number, longFrom: number, count: number, target = chunkTarget(count)): [number, number][] {
  const ranges: [number, number][] = [];
  for (const [from, to] of [
    [0, longFrom],
    [longFrom, count],
  ] as const) {
    /** The first row from `row` on whose start year is in a later cell of `years` years. */
    const nextEdge = (row: number, years: number) => {
      const cell = Math.floor(startYears(row) / years);
      let end = row + 1;
      while (end < to && Math.floor(startYears(end) / years) === cell) end++;
      return end;
    };
    let start = from;
    let row = from;
    while (row < to) {
      let end = nextEdge(row, CELL_YEARS);
      if (end - row > target) end = nextEdge(row, 1);
      if (end - start > target && row > start) {
        ranges.push([start, row]);
        start = row;
      }
      row = end;
    }
    if (row > start) ranges.push([start, row]);
  }
  return ranges;
}

const base64urlSha256 = (...parts: ArrayBuffer[]) => parts.reduce((hash, part) => hash.update(new Uint8Array(part)), createHash('sha256')).digest('base64url');

/**
 * Cuts a sealed feed (its points and ids, the long events from `longFrom` on) into chunks and
 * writes their manifest. Each chunk is one copy of its rows (sliceMapFeed) unless `known` holds
 * its files already; its points are brotli-compressed once, its ids (random uuids) never.
 */
export function chunkFeed(feed: { points: ArrayBuffer; ids: ArrayBuffer }, longFrom: number, known: KnownChunkFiles = () => undefined): ChunkedFeed {
  const [, , count, tag] = new Uint32Array(feed.points, 0, 4) as unknown as number[];
  const years = new Int16Array(feed.points, mapFeedOffsets(count!).years, 4 * count!);
  const files: ChunkFiles[] = [];
  const chunks: ManifestChunk[] = [];
  for (const [start, end] of planChunks((row) => years[4 * row]!, longFrom, count!)) {
    const slice = sliceMapFeed(feed, start, end);
    const hash = base64urlSha256(slice.points, slice.ids);
    const chunk = known(hash) ?? {
      hash,
      points: binaryFeed(slice.points, end - start, { compress: true, etag: `"${hash}.points"` }),
      ids: binaryFeed(slice.ids, end - start, { etag: `"${hash}.ids"` }),
    };
    let fromYear = Infinity;
    let toYear = -Infinity;
    for (let row = start; row < end; row++) {
      fromYear = Math.min(fromYear, years[4 * row + 2]!);
      toYear = Math.max(toYear, years[4 * row + 3]!);
    }
    files.push(chunk);
    chunks.push({
      points: `/api/map/chunks/${hash}.points`,
      ids: `/api/map/chunks/${hash}.ids`,
      offset: start,
      count: end - start,
      fromYear,
      toYear,
      bytes: chunk.points.body.length,
    });
  }
  const manifest: ChunkManifest = { format: MAP_FEED_VERSION, tag: tag!, count: count!, chunks };
  const body = Buffer.from(JSON.stringify(manifest));
  return { manifest, body, etag: `"${createHash('sha256').update(body).digest('base64url')}"`, files };
}
