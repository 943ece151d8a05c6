/**
 * Turns a validated event input into the column values we store: derived years, precision,
 * visibility window, the coordinates text and the computed significance level. Used by the
 * create service, the seeder and the importer, so every path stores the same derived data.
 */
import { periodOfYear } from '../../domain/periods.js';
import { significanceLevel } from '../../domain/significance.js';
import { parseHistoricalDate } from '../../domain/time.js';
import { visibilityWindow } from '../../domain/visibility.js';

export interface EventFields {
  name: string;
  period?: string | null;
  eventType?: string | null;
  culturalType?: string | null;
  category?: string | null;
  subcategory?: string | null;
  startDate: string;
  endDate?: string | null;
  latitude: number;
  longitude: number;
  radius?: number | null;
  description: string;
  significance: string;
  participants?: string[] | null;
  battleType?: string | null;
  casualties?: number | null;
  location: string;
  coordinates?: string | null;
  wikiUrl?: string | null;
  tags?: string[] | null;
  countryTags?: string[] | null;
  verificationStatus?: string | null;
  linkedEventId?: string | null;
  relationshipType?: string | null;
}

export interface DerivedEventColumns {
  period: string;
  startYear: number;
  endYear: number;
  visibleFrom: number;
  visibleTo: number;
  datePrecision: string;
  coordinates: string;
  globalSignificance: string;
  radius: number;
  participants: string[];
  searchText: string;
}

export const DEFAULT_RADIUS_METRES = 10000;

/** Throws DateParseError for a bad date; callers validate ranges and order first. */
export function deriveEventColumns(input: EventFields): DerivedEventColumns {
  const start = parseHistoricalDate(input.startDate);
  const endYear = input.endDate ? parseHistoricalDate(input.endDate).year : start.year;
  const window = visibilityWindow(start.year, endYear, Boolean(input.culturalType));
  const radius = input.radius ?? DEFAULT_RADIUS_METRES;
  const participants = input.participants ?? [];
  return {
    period: input.period || periodOfYear(start.year)?.key || 'modern',
    startYear: start.year,
    endYear,
    visibleFrom: window.from,
    visibleTo: window.to,
    datePrecision: start.precision,
    coordinates: input.coordinates?.trim() || `${input.latitude}, ${input.longitude}`,
    globalSignificance: significanceLevel({ casualties: input.casualties, participantCount: participants.length, radius }),
    radius,
    participants,
    searchText: buildSearchText({ ...input, participants }),
  };
}

/**
 * The text search runs over (spec section 2): name, description, location, significance,
 * participants, tags, category and subcategory, lower-cased in one column that carries a trigram
 * index (substring matches) and a generated tsvector (ranking).
 */
export function buildSearchText(
  e: Pick<EventFields, 'name' | 'description' | 'location' | 'significance' | 'participants' | 'tags' | 'category' | 'subcategory'>,
): string {
  return [e.name, e.location, ...(e.participants ?? []), ...(e.tags ?? []), e.category, e.subcategory, e.significance, e.description]
    .filter(Boolean)
    .join(' \n ')
    .toLowerCase();
}
