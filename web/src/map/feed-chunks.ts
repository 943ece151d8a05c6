import type { ChunkManifest, ManifestChunk } from '@domain/map-feed-layout';
import { decodeMapFeed, decodeMapIds, type MapIds, type MapPoints } from './map-feed';

export type FeedManifest = ChunkManifest;
export type FeedChunk = ManifestChunk;

/**
 * The map feed in chunks (GET /api/map/manifest, docs/api.md): immutable, time-ordered pieces
 * named by their content, listed by a small manifest per data version. The map loads the chunks
 * that can show the current year first and draws them, then the rest; so its first paint does not
 * grow with the data.
 */
export type FetchBinary = (url: string) => Promise<ArrayBuffer>;

/**
 * The chunks to load first for a year (those whose rows can be visible then; the nearest one when
 * none can) and the others, nearest to the year first.
 */
export function chunkOrder(chunks: readonly FeedChunk[], year: number): { first: number[]; rest: number[] } {
  const distance = (c: FeedChunk) => (year < c.fromYear ? c.fromYear - year : year > c.toYear ? year - c.toYear : 0);
  const byDistance = chunks.map((_, k) => k).sort((a, b) => distance(chunks[a]!) - distance(chunks[b]!) || a - b);
  let first = byDistance.filter((k) => distance(chunks[k]!) === 0);
  if (first.length === 0) first = byDistance.slice(0, 1);
  const firstSet = new Set(first);
  return { first: first.sort((a, b) => a - b), rest: byDistance.filter((k) => !firstSet.has(k)) };
}

type Column = Float32Array | Int16Array | Uint8Array;

/** Columns of several parts one after another, in a new array made by `make`. */
function joinColumns<T extends Column>(make: (length: number) => T, columns: readonly T[]): T {
  const out = make(columns.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of columns) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Several decoded feeds as one, in the order given (the arrays copied into new ones). */
export function concatPoints(parts: readonly MapPoints[], tag: number): MapPoints {
  const f32 = (n: number) => new Float32Array(n);
  const i16 = (n: number) => new Int16Array(n);
  const u8 = (n: number) => new Uint8Array(n);
  return {
    count: parts.reduce((n, p) => n + p.count, 0),
    tag,
    positions: joinColumns(
      f32,
      parts.map((p) => p.positions),
    ),
    radius: joinColumns(
      f32,
      parts.map((p) => p.radius),
    ),
    years: joinColumns(
      i16,
      parts.map((p) => p.years),
    ),
    span: joinColumns(
      i16,
      parts.map((p) => p.span),
    ),
    period: joinColumns(
      u8,
      parts.map((p) => p.period),
    ),
    eventType: joinColumns(
      u8,
      parts.map((p) => p.eventType),
    ),
    category: joinColumns(
      u8,
      parts.map((p) => p.category),
    ),
    status: joinColumns(
      u8,
      parts.map((p) => p.status),
    ),
    flags: joinColumns(
      u8,
      parts.map((p) => p.flags),
    ),
  };
}

export function concatIds(parts: readonly MapIds[], tag: number): MapIds {
  const count = parts.reduce((n, p) => n + p.count, 0);
  return {
    count,
    tag,
    bytes: joinColumns(
      (n) => new Uint8Array(n),
      parts.map((p) => p.bytes),
    ),
  };
}

/** At most this many chunk downloads at once after the first ones (the browser queues the others anyway). */
const PARALLEL = 4;

async function inPool<T>(items: readonly number[], work: (k: number) => Promise<T>): Promise<Map<number, T>> {
  const done = new Map<number, T>();
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const k = items[next++]!;
      done.set(k, await work(k));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, items.length) }, lane));
  return done;
}

/**
 * Loads the feed chunk by chunk: the chunks for `year` first, handed to `onFirst` (unless they are
 * the whole feed), then the rest; resolves with the whole feed's points and ids in feed order. A
 * manifest that disagrees with its chunks (counts, offsets) is an error, not a partial map.
 */
export async function loadChunkedFeed(
  fetchBinary: FetchBinary,
  fetchManifest: () => Promise<FeedManifest>,
  year: number,
  onFirst?: (points: MapPoints) => void,
): Promise<{ points: MapPoints; ids: MapIds }> {
  const manifest = await fetchManifest();
  const { chunks } = manifest;
  chunks.forEach((c, k) => {
    const expected = k === 0 ? 0 : chunks[k - 1]!.offset + chunks[k - 1]!.count;
    if (c.offset !== expected) throw new Error(`The map feed's manifest is inconsistent: chunk ${k} starts at ${c.offset}, not ${expected}`);
  });
  const points = new Map<number, MapPoints>();
  const loadPoints = async (k: number) => {
    const decoded = decodeMapFeed(await fetchBinary(chunks[k]!.points));
    if (decoded.count !== chunks[k]!.count) throw new Error(`The map feed's chunk ${k} has ${decoded.count} rows, not ${chunks[k]!.count}`);
    points.set(k, decoded);
  };
  const { first, rest } = chunkOrder(chunks, year);
  await Promise.all(first.map(loadPoints));
  if (rest.length > 0)
    onFirst?.(
      concatPoints(
        first.map((k) => points.get(k)!),
        manifest.tag,
      ),
    );
  await inPool(rest, loadPoints);
  const ids = await inPool(
    chunks.map((_, k) => k),
    async (k) => decodeMapIds(await fetchBinary(chunks[k]!.ids)),
  );
  const order = chunks.map((_, k) => k);
  return {
    points: concatPoints(
      order.map((k) => points.get(k)!),
      manifest.tag,
    ),
    ids: concatIds(
      order.map((k) => ids.get(k)!),
      manifest.tag,
    ),
  };
}
