import type { TimelineMode } from '../../domain/enums.js';
import type { PeriodKey } from '../../domain/periods.js';

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface EventFilter {
  /** The event types of a timeline mode (EVENT_TYPES_OF_MODE). */
  mode?: TimelineMode | null;
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
