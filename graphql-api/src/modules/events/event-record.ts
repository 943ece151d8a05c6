/**
 * Turns a validated event input into the column values we store: derived years, precision,
 * visibility window, the coordinates text and the computed significance level. Used by the
 * create service, the seeder and the importer, so every path stores the same derived data.
 */
import { periodOfYear } from '../../domain/periods.js';
import { significanceLevel } from '../../domain/significance.js';
import { eventInterval } from '../../domain/edtf-interval.js';
import { parseEventDate } from '../../domain/edtf.js';
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
  wikidataId?: string | null;
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
  startLatestYear: number;
  endEarliestYear: number;
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

/**
 * Throws DateParseError for a bad date; callers validate ranges and order first. A date may be an
 * EDTF span (`15XX`, `1066/1071`, `1450~`): the event starts at the start's earliest year and ends
 * at the end's latest (the start's latest without an end), so the spec's visibility rules count it
 * visible over every year it may cover; the latest start and earliest end say where that is
 * uncertain (the map fades it in and out across them).
 */
export function deriveEventColumns(input: EventFields): DerivedEventColumns {
  const start = parseEventDate(input.startDate);
  const end = input.endDate ? parseEventDate(input.endDate) : null;
  const span = eventInterval(start, end);
  const window = visibilityWindow(span.earliestYear, span.latestYear, Boolean(input.culturalType));
  const radius = input.radius ?? DEFAULT_RADIUS_METRES;
  const participants = input.participants ?? [];
  return {
    period: input.period || periodOfYear(span.earliestYear)?.key || 'modern',
    startYear: span.earliestYear,
    endYear: span.latestYear,
    startLatestYear: start.latestYear,
    endEarliestYear: end ? end.earliestYear : start.latestYear,
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
