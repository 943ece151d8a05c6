import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { CATEGORIES } from '../../domain/categories.js';
import { EVENT_TYPES } from '../../domain/enums.js';
import { IsolationLevel } from '@mikro-orm/core';
import { MapFeedWriter, uuidFromBytes, type MapFeedPoint } from '../../domain/map-feed-layout.js';
import { PERIODS } from '../../domain/periods.js';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';

/** A row with the indexes already computed by PostgreSQL (see COLUMNS). */
interface PointRow {
  id_bytes: Buffer;
  start_year: number;
  longitude: number;
  latitude: number;
  radius: number;
  end_year: number;
  visible_from: number;
  visible_to: number;
  period: number;
  event_type: number;
  category: number;
  status: number;
  cultural: boolean;
}

/** `array_position` over one of our own constant lists, 0-based, `fallback` when absent. */
const indexIn = (column: string, values: readonly string[], fallback: number) =>
  `coalesce(array_position(array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', ')}]::text[], ${column}::text) - 1, ${fallback})`;

export interface BinaryFeed {
  body: Buffer;
  etag: string;
  count: number;
}

/** The two feeds of one build: the points and, in the same order, their ids. */
export interface MapFeed {
  points: BinaryFeed;
  ids: BinaryFeed;
}

function binaryFeed(buffer: ArrayBuffer, count: number): BinaryFeed {
  const body = Buffer.from(buffer);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"`, count };
}

const BATCH = 50_000;
// The database maps names to indexes and ids to bytes, so each row costs JavaScript a few copies.
const COLUMNS = `uuid_send(id) as id_bytes, start_year, longitude, latitude, radius, end_year, visible_from, visible_to,
  ${indexIn('period', PERIODS.map((p) => p.key), 0)} as period,
  ${indexIn('event_type', EVENT_TYPES, 0)} as event_type,
  ${indexIn('category', CATEGORIES.map((c) => c.name), 255)} as category,
  ${indexIn('verification_status', VERIFICATION_STATUSES, 0)} as status,
  cultural_type is not null as cultural`;

function toPoint(r: PointRow): MapFeedPoint {
  return {
    id: r.id_bytes,
    longitude: r.longitude,
    latitude: r.latitude,
    radius: r.radius,
    startYear: r.start_year,
    endYear: r.end_year,
    visibleFrom: r.visible_from,
    visibleTo: r.visible_to,
    period: r.period,
    eventType: r.event_type,
    category: r.category,
    status: r.status,
    cultural: r.cultural,
  };
}

/**
 * Encodes the map's columns (see domain/map-feed-layout.ts) for every event, in timeline order.
 * Reads in keyset batches inside one repeatable-read snapshot (the count and the rows agree) and
 * writes each row straight into the buffer, so memory stays near the feed's own size.
 */
export async function buildMapFeed(em: EntityManager): Promise<MapFeed> {
  const buffer = await em.transactional(
    async (tx) => {
      const connection = tx.getConnection();
      const run = (sql: string, params: unknown[] = []) => connection.execute(sql, params, 'all', tx.getTransactionContext());
      const [{ count }] = (await run('select count(*)::int as count from historical_events')) as [{ count: number }];
      const writer = new MapFeedWriter(count);
      let written = 0;
      let after: [number, string] | null = null;
      while (written < count) {
        const rows = (await (after
          ? run(`select ${COLUMNS} from historical_events where (start_year, id) > (?, ?) order by start_year, id limit ${BATCH}`, after)
          : run(`select ${COLUMNS} from historical_events order by start_year, id limit ${BATCH}`))) as PointRow[];
        if (rows.length === 0) break;
        for (const r of rows) writer.set(written++, toPoint(r));
        const last = rows[rows.length - 1]!;
        after = [last.start_year, uuidFromBytes(last.id_bytes, 0)];
      }
      return writer.finish();
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
  const count = new Uint32Array(buffer.points, 0, 4)[2]!;
  return { points: binaryFeed(buffer.points, count), ids: binaryFeed(buffer.ids, count) };
}
