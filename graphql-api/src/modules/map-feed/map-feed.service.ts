import type { EntityManager } from '@mikro-orm/postgresql';
import { createHash } from 'node:crypto';
import { categoryIndex, isLargeAreaCategory } from '../../domain/categories.js';
import { EVENT_TYPES } from '../../domain/enums.js';
import { FLAG_CULTURAL, FLAG_LARGE_AREA, encodeMapFeed } from '../../domain/map-feed-layout.js';
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
  const encoded = encodeMapFeed(
    rows.map((r) => ({
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
      flags: (r.cultural ? FLAG_CULTURAL : 0) | (isLargeAreaCategory(r.category) ? FLAG_LARGE_AREA : 0),
    })),
  );
  const buffer = Buffer.from(encoded);
  const etag = `"${createHash('sha1').update(buffer).digest('base64url')}"`;
  return { body: buffer, etag, count: rows.length };
}
