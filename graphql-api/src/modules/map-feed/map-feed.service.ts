import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { categoryIndex, isLargeAreaCategory } from '../../domain/categories.js';
import { EVENT_TYPES } from '../../domain/enums.js';
import { FLAG_CULTURAL, FLAG_LARGE_AREA, MAP_FEED_MAGIC, MAP_FEED_VERSION, mapFeedOffsets } from '../../domain/map-feed-layout.js';
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

export interface MapFeed {
  body: Buffer;
  etag: string;
  count: number;
}

/** Encodes the map's columns (see domain/map-feed-layout.ts) for every event, in timeline order. */
export async function buildMapFeed(em: EntityManager): Promise<MapFeed> {
  const rows: PointRow[] = await em.getConnection().execute(
    `select id, longitude, latitude, radius, start_year, end_year, visible_from, visible_to, period, event_type,
            category, verification_status, cultural_type is not null as cultural
       from historical_events order by start_year, id`,
  );
  const n = rows.length;
  const o = mapFeedOffsets(n);
  const buffer = Buffer.alloc(o.total);
  const header = new Uint32Array(buffer.buffer, buffer.byteOffset, 4);
  header.set([MAP_FEED_MAGIC, MAP_FEED_VERSION, n, 0]);
  const position = new Float32Array(buffer.buffer, buffer.byteOffset + o.position, 2 * n);
  const radius = new Float32Array(buffer.buffer, buffer.byteOffset + o.radius, n);
  const years = new Float32Array(buffer.buffer, buffer.byteOffset + o.years, 4 * n);
  rows.forEach((r, i) => {
    position[2 * i] = r.longitude;
    position[2 * i + 1] = r.latitude;
    radius[i] = r.radius;
    years.set([r.start_year, r.end_year, r.visible_from, r.visible_to], 4 * i);
    buffer[o.period + i] = Math.max(0, periodIndex(r.period));
    buffer[o.type + i] = Math.max(0, EVENT_TYPES.indexOf(r.event_type as (typeof EVENT_TYPES)[number]));
    buffer[o.category + i] = categoryIndex(r.category);
    buffer[o.status + i] = Math.max(0, VERIFICATION_STATUSES.indexOf(r.verification_status as (typeof VERIFICATION_STATUSES)[number]));
    buffer[o.flags + i] = (r.cultural ? FLAG_CULTURAL : 0) | (isLargeAreaCategory(r.category) ? FLAG_LARGE_AREA : 0);
    buffer.write(r.id.replaceAll('-', ''), o.ids + 16 * i, 'hex');
  });
  const etag = `"${createHash('sha1').update(buffer).digest('base64url')}"`;
  return { body: buffer, etag, count: n };
}
