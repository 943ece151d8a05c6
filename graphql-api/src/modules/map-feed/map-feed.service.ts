import type { EntityManager } from '@mikro-orm/postgresql';
import { withPooledClient } from '../../db/pooled-query.js';
import { copyFixedWidthRows, FixedWidthCopyReader, rowLayout } from '../../db/binary-copy.js';
import { CATEGORIES } from '../../domain/categories.js';
import { EVENT_TYPES } from '../../domain/enums.js';
import { LONG_VISIBILITY_YEARS, MapFeedWriter, type MapFeedValues } from '../../domain/map-feed-layout.js';
import { PERIODS } from '../../domain/periods.js';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';
import { type BinaryFeed, binaryFeed } from './binary-feed.js';
import { chunkFeed, type ChunkedFeed, type KnownChunkFiles } from './map-chunks.js';

/** The two feeds of one build: the points and, in the same order, their ids; and the same rows in chunks. */
export interface MapFeed {
  points: BinaryFeed;
  ids: BinaryFeed;
  chunks: ChunkedFeed;
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
// The covering index on (start_year, id) serves this as an index-only scan in timeline order: a
// column read here must be in its INCLUDE list too (Migration20261129170000), or a million rows
// become a sequential scan and a sort on disk.
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
export const POINTS_QUERY = `select ${COLUMNS.map((c) => c.sql).join(', ')} from historical_events order by start_year, id`;

/**
 * Reads the COPY rows (in (start_year, id) order) straight into the writer, through one reused row
 * object: the events visible for longer than LONG_VISIBILITY_YEARS go to the last `long` rows, in
 * the same order, the others before them (the feed's order: domain/map-feed-layout.ts).
 */
function feedReader(writer: MapFeedWriter, long: number): FixedWidthCopyReader {
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
  let short = 0;
  let longAt = writer.count - long;
  return new FixedWidthCopyReader(widths, (buf, start) => {
    const isLong = buf.readInt32BE(start + to!) - buf.readInt32BE(start + from!) > LONG_VISIBILITY_YEARS;
    const i = isLong ? longAt++ : short++;
    if (short > writer.count - long || longAt > writer.count) throw new Error('The map feed query returned more rows than it counted');
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
  });
}

/**
 * Encodes the map's columns (see domain/map-feed-layout.ts) for every event, in the feed's order
 * (LONG_VISIBILITY_YEARS), and cuts the same rows into chunks (map-chunks.ts).
 * One binary COPY inside one repeatable-read snapshot (the count and the rows agree), read row by
 * row straight into the feed's buffers: no per-row objects, memory near the feed's own size. At
 * a million events this took 1.2 s where selecting rows as objects in keyset batches took 4 s.
 */
export async function buildMapFeed(em: EntityManager, known?: KnownChunkFiles): Promise<MapFeed> {
  const buffers = await withPooledClient(em, async (client) => {
    try {
      await client.query('begin isolation level repeatable read read only');
      const { rows } = await client.query<{ count: number; long: number }>(
        `select count(*)::int as count, (count(*) filter (where visible_to - visible_from > ${LONG_VISIBILITY_YEARS}))::int as long from historical_events`,
      );
      const writer = new MapFeedWriter(rows[0]!.count);
      const copied = await copyFixedWidthRows(client, POINTS_QUERY, feedReader(writer, rows[0]!.long));
      if (copied !== writer.count) throw new Error(`The map feed query returned ${copied} rows, not ${writer.count}`);
      await client.query('commit');
      return { ...writer.finish(), long: rows[0]!.long };
    } catch (e) {
      // The connection may be stopped in the middle of a COPY: close it rather than reuse it.
      await client.end().catch(() => {});
      throw e;
    }
  });
  const count = new Uint32Array(buffers.points, 0, 4)[2]!;
  return {
    points: binaryFeed(buffers.points, count, { compress: true }),
    // The ids are random (v4) uuids: compressing them took 0.4 s per load at a million events to save 0.1%.
    ids: binaryFeed(buffers.ids, count),
    chunks: chunkFeed(buffers, count - buffers.long, known),
  };
}
