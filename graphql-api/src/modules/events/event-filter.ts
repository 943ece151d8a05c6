import type { FilterQuery } from '@mikro-orm/core';
import type { HistoricalEvent } from './event.entity.js';

export interface EventFilter {
  /** real: real and alternative events; whatif: what-if events only. */
  mode?: 'real' | 'whatif' | null;
  periods?: string[] | null;
  /** Events visible at this timeline year (spec section 5). */
  year?: number | null;
  /** Events overlapping this window of years. */
  fromYear?: number | null;
  toYear?: number | null;
  eventType?: string | null;
  category?: string | null;
  subcategory?: string | null;
}

/** Maps the API filter to a MikroORM condition; every branch hits an indexed column. */
export function buildEventWhere(filter: EventFilter = {}): FilterQuery<HistoricalEvent> {
  const and: FilterQuery<HistoricalEvent>[] = [];
  if (filter.mode === 'whatif') and.push({ eventType: 'whatif' });
  if (filter.mode === 'real') and.push({ eventType: { $in: ['real', 'alternative'] } });
  if (filter.periods) and.push({ period: { $in: filter.periods } });
  if (filter.year != null) and.push({ visibleFrom: { $lte: filter.year }, visibleTo: { $gte: filter.year } });
  if (filter.fromYear != null) and.push({ endYear: { $gte: filter.fromYear } });
  if (filter.toYear != null) and.push({ startYear: { $lte: filter.toYear } });
  if (filter.eventType) and.push({ eventType: filter.eventType });
  if (filter.category) and.push({ category: filter.category });
  if (filter.subcategory) and.push({ subcategory: filter.subcategory });
  return and.length ? { $and: and } : {};
}
