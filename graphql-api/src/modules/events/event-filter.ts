import type { FilterQuery } from '@mikro-orm/core';
import type { PeriodKey } from '../../domain/periods.js';
import type { HistoricalEvent } from './event.entity.js';

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface EventFilter {
  /** real: real and alternative events; whatif: what-if events only. */
  mode?: 'real' | 'whatif' | null;
  periods?: PeriodKey[] | null;
  /** Events visible at this timeline year (spec section 5). */
  year?: number | null;
  /** Events overlapping this window of years. */
  fromYear?: number | null;
  toYear?: number | null;
  bbox?: BoundingBox | null;
  eventType?: string | null;
  verificationStatus?: string | null;
  category?: string | null;
  subcategory?: string | null;
  /** Events tagged with any of these countries. */
  countryTags?: string[] | null;
  /** Case-insensitive text that must occur in the searchable fields. */
  search?: string | null;
}

/** A bounding box whose west edge is east of its east edge crosses the antimeridian. */
function bboxCondition(b: BoundingBox): FilterQuery<HistoricalEvent> {
  const latitude = { $gte: b.south, $lte: b.north };
  if (b.west <= b.east) return { latitude, longitude: { $gte: b.west, $lte: b.east } };
  return { latitude, $or: [{ longitude: { $gte: b.west } }, { longitude: { $lte: b.east } }] };
}

/** Maps the API filter (except text search, see searchCondition) to a MikroORM condition on indexed columns. */
export function buildEventWhere(filter: EventFilter = {}): FilterQuery<HistoricalEvent> {
  const and: FilterQuery<HistoricalEvent>[] = [];
  if (filter.mode === 'whatif') and.push({ eventType: 'whatif' });
  if (filter.mode === 'real') and.push({ eventType: { $in: ['real', 'alternative'] } });
  if (filter.periods) and.push({ period: { $in: filter.periods } });
  if (filter.year != null) and.push({ visibleFrom: { $lte: filter.year }, visibleTo: { $gte: filter.year } });
  if (filter.fromYear != null) and.push({ endYear: { $gte: filter.fromYear } });
  if (filter.toYear != null) and.push({ startYear: { $lte: filter.toYear } });
  if (filter.bbox) and.push(bboxCondition(filter.bbox));
  if (filter.eventType) and.push({ eventType: filter.eventType });
  if (filter.verificationStatus) and.push({ verificationStatus: filter.verificationStatus });
  if (filter.category) and.push({ category: filter.category });
  if (filter.subcategory) and.push({ subcategory: filter.subcategory });
  if (filter.countryTags?.length) and.push({ countryTags: { $overlap: filter.countryTags } });
  return and.length ? { $and: and } : {};
}

/** `%text%` for LIKE over the lower-cased search column, with LIKE's wildcards escaped. */
export function likePattern(text: string): string {
  return `%${text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
