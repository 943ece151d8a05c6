import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { categoryIndex } from '../../domain/categories.js';
import { EVENT_TYPES } from '../../domain/enums.js';
import { IsolationLevel } from '@mikro-orm/core';
import { MapFeedWriter, type MapFeedPoint } from '../../domain/map-feed-layout.js';
import { periodIndex } from '../../domain/periods.js';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';

interface PointRow {
  id: string;
  longitude: number;
  latitude: number;
  radius: number;
  start_year: number;
  end_year: number;
  visible_from: number;
  visible_to: number;
  period: string;
  event_type: string;
  category: string | null;
  verification_status: string;
  cultural: boolean;
}

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
const COLUMNS = `id, longitude, latitude, radius, start_year, end_year, visible_from, visible_to, period, event_type,
  category, verification_status, cultural_type is not null as cultural`;

function toPoint(r: PointRow): MapFeedPoint {
  return {
    id: r.id,
    longitude: r.longitude,
    latitude: r.latitude,
    radius: r.radius,
    startYear: r.start_year,
    endYear: r.end_year,
    visibleFrom: r.visible_from,
    visibleTo: r.visible_to,
    period: Math.max(0, periodIndex(r.period)),
    eventType: Math.max(0, EVENT_TYPES.indexOf(r.event_type as (typeof EVENT_TYPES)[number])),
    category: categoryIndex(r.category),
    status: Math.max(0, VERIFICATION_STATUSES.indexOf(r.verification_status as (typeof VERIFICATION_STATUSES)[number])),
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
        after = [last.start_year, last.id];
      }
      return writer.finish();
    },
    { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true },
  );
  const count = new Uint32Array(buffer.points, 0, 4)[2]!;
  return { points: binaryFeed(buffer.points, count), ids: binaryFeed(buffer.ids, count) };
}
