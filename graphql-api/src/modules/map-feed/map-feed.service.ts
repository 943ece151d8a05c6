import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { withPooledClient } from '../../db/pooled-query.js';
import { copyFixedWidthRows, FixedWidthCopyReader, rowLayout } from '../../db/binary-copy.js';
import { CATEGORIES } from '../../domain/categories.js';
import { EVENT_TYPES } from '../../domain/enums.js';
import { MapFeedWriter, type MapFeedValues } from '../../domain/map-feed-layout.js';
import { PERIODS } from '../../domain/periods.js';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';

/** The compressed encodings a feed is kept in, each made once per build. */
export type FeedEncoding = 'br' | 'gzip';

export interface BinaryFeed {
  body: Buffer;
  etag: string;
  count: number;
  /** The body compressed in an encoding, made on first use and kept; absent when it does not compress. */
  compressed?: (encoding: FeedEncoding) => Promise<Buffer>;
}

/** The two feeds of one build: the points and, in the same order, their ids. */
export interface MapFeed {
  points: BinaryFeed;
  ids: BinaryFeed;
}

// At a million events (20 MB): brotli quality 4 takes 0.24 s for 10.06 MB (the compression
// middleware's setting: browsers got these bytes before, compressed again on every load); gzip
// level 1 0.22 s for 10.48 MB, against 0.55 s for level 6 and 10.06 MB. Both run in libuv's pool.
const COMPRESS: Record<FeedEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzip(body, { level: 1 }),
};
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function binaryFeed(buffer: ArrayBuffer, count: number, options: { compress?: boolean } = {}): BinaryFeed {
  const body = Buffer.from(buffer);
  const feed: BinaryFeed = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, count };
  if (options.compress) {
    const made = new Map<FeedEncoding, Promise<Buffer>>();
    feed.compressed = (encoding) => {
      let bytes = made.get(encoding);
      if (!bytes) made.set(encoding, (bytes = COMPRESS[encoding](body)));
      return bytes;
    };
    // Browsers accept brotli: have it ready with the build, not when the first of them asks.
    feed.compressed('br').catch(() => {}); // a failure is seen by the request that awaits it
  }
  return feed;
}

/** A CASE mapping one of our own constant lists to its 0-based index, `fallback` when absent (or null). */
const indexIn = (column: string, values: readonly string[], fallback: number) =>
  `(case ${column} ${values.map((v, i) => `when '${v.replaceAll("'", "''")}' then ${i}`).join(' ')} else ${fallback} end)`;

/** packFlags (domain/map-feed-layout.ts) in SQL: one column for four, fewer values to send and read. */
const PACKED_FLAGS = `(${indexIn(
  'period',
  PERIODS.map((p) => p.key),
  0,
)}
  | (${indexIn('event_type', EVENT_TYPES, 0)} << 3)
  | (${indexIn('verification_status', VERIFICATION_STATUSES, 0)} << 5)
  | (case when cultural_type is null then 0 else 128 end))::int2`;

// Fixed-width, non-null columns only (see db/binary-copy.ts); the database maps names to indexes.
// The covering index on (start_year, id) serves this as an index-only scan in timeline order.
const COLUMNS = [
  { sql: 'id', bytes: 16 },
  { sql: 'longitude', bytes: 8 },
  { sql: 'latitude', bytes: 8 },
  { sql: 'radius', bytes: 8 },
  { sql: 'start_year', bytes: 4 },
  { sql: 'end_year', bytes: 4 },
  { sql: 'visible_from', bytes: 4 },
  { sql: 'visible_to', bytes: 4 },
  { sql: 'start_latest_year', bytes: 4 },
  { sql: 'end_earliest_year', bytes: 4 },
  {
    sql: `${indexIn(
      'category',
      CATEGORIES.map((c) => c.name),
      255,
    )}::int2`,
    bytes: 2,
  },
  { sql: PACKED_FLAGS, bytes: 2 },
];
const POINTS_QUERY = `select ${COLUMNS.map((c) => c.sql).join(', ')} from historical_events order by start_year, id`;

/** Reads the COPY rows straight into the writer, through one reused row object. */
function feedReader(writer: MapFeedWriter): FixedWidthCopyReader {
  const row: MapFeedValues = {
    longitude: 0,
    latitude: 0,
    radius: 0,
    startYear: 0,
    endYear: 0,
    visibleFrom: 0,
    visibleTo: 0,
    startLatestYear: 0,
    endEarliestYear: 0,
    category: 0,
  };
  const widths = COLUMNS.map((c) => c.bytes);
  const [id, lon, lat, radius, startYear, endYear, from, to, startLatest, endEarliest, category, packed] = rowLayout(widths).offsets;
  let i = 0;
  return new FixedWidthCopyReader(widths, (buf, start) => {
    if (i >= writer.count) throw new Error('The map feed query returned more rows than it counted');
    row.longitude = buf.readDoubleBE(start + lon!);
    row.latitude = buf.readDoubleBE(start + lat!);
    row.radius = buf.readDoubleBE(start + radius!);
    row.startYear = buf.readInt32BE(start + startYear!);
    row.endYear = buf.readInt32BE(start + endYear!);
    row.visibleFrom = buf.readInt32BE(start + from!);
    row.visibleTo = buf.readInt32BE(start + to!);
    row.startLatestYear = buf.readInt32BE(start + startLatest!);
    row.endEarliestYear = buf.readInt32BE(start + endEarliest!);
    row.category = buf.readInt16BE(start + category!);
    writer.setValues(i, row, buf.readInt16BE(start + packed!));
    writer.setId(i, buf, start + id!);
    i++;
  });
}

/**
 * Encodes the map's columns (see domain/map-feed-layout.ts) for every event, in timeline order.
 * One binary COPY inside one repeatable-read snapshot (the count and the rows agree), read row by
 * row straight into the feed's buffers: no per-row objects, memory near the feed's own size. At
 * a million events this took 1.2 s where selecting rows as objects in keyset batches took 4 s.
 */
export async function buildMapFeed(em: EntityManager): Promise<MapFeed> {
  const buffers = await withPooledClient(em, async (client) => {
    try {
      await client.query('begin isolation level repeatable read read only');
      const { rows } = await client.query<{ count: number }>('select count(*)::int as count from historical_events');
      const writer = new MapFeedWriter(rows[0]!.count);
      const copied = await copyFixedWidthRows(client, POINTS_QUERY, feedReader(writer));
      if (copied !== writer.count) throw new Error(`The map feed query returned ${copied} rows, not ${writer.count}`);
      await client.query('commit');
      return writer.finish();
    } catch (e) {
      // The connection may be stopped in the middle of a COPY: close it rather than reuse it.
      await client.end().catch(() => {});
      throw e;
    }
  });
  const count = new Uint32Array(buffers.points, 0, 4)[2]!;
  // The ids are random (v4) uuids: compressing them took 0.4 s per load at a million events to save 0.1%.
  return { points: binaryFeed(buffers.points, count, { compress: true }), ids: binaryFeed(buffers.ids, count) };
}
