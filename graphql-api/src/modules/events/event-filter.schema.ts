/**
 * The one set of rules for an event filter and a page, shared by GraphQL (the events,
 * countryTagCounts and searchEvents arguments) and REST (the query string): what is out of range
 * is refused with the field and the rule, before any SQL runs; nothing is clamped or ignored.
 */
import { z } from 'zod';
import { API_LIMITS } from '../../domain/api-limits.js';
import { CATEGORIES } from '../../domain/categories.js';
import { EVENT_TYPES, TIMELINE_MODES } from '../../domain/enums.js';
import { PERIOD_KEYS } from '../../domain/periods.js';
import { formatYear, MAX_YEAR, MIN_YEAR } from '../../domain/time.js';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';

export const SEARCH_MIN_LENGTH = API_LIMITS.searchText.min;
export const SEARCH_MAX_LENGTH = API_LIMITS.searchText.max;

/** A timeline year: signed, 3500 BCE to 2000 CE, and never 0 (1 BCE is -1, 1 CE is 1). */
export const YearSchema = z
  .number({ message: 'Expected a whole year' })
  .int('Expected a whole year')
  .min(MIN_YEAR, `The timeline starts in ${formatYear(MIN_YEAR)} (${MIN_YEAR})`)
  .max(MAX_YEAR, `The timeline ends in ${formatYear(MAX_YEAR)} (${MAX_YEAR})`)
  .refine((y) => y !== 0, 'There is no year 0: 1 BCE is -1 and 1 CE is 1');

/** Search text: 3 to 200 characters once trimmed, everywhere. */
// Refinements rather than min/max: the messages say what search needs, not the spec's generic
// "String too short" (lib/zod-violations.ts).
export const SearchTextSchema = z
  .string()
  .trim()
  .refine((text) => text.length >= SEARCH_MIN_LENGTH, `Search needs at least ${SEARCH_MIN_LENGTH} characters`)
  .refine((text) => text.length <= SEARCH_MAX_LENGTH, `Search text is at most ${SEARCH_MAX_LENGTH} characters`);

const latitude = z.number().min(-90, 'Latitude is -90 to 90').max(90, 'Latitude is -90 to 90');
const longitude = z.number().min(-180, 'Longitude is -180 to 180').max(180, 'Longitude is -180 to 180');
const oneOf = <T extends string>(values: readonly T[], what: string) =>
  z.enum(values as unknown as [T, ...T[]], { message: `${what} must be one of ${values.join(', ')}` });

export const BoundingBoxSchema = z
  .object({ west: longitude, south: latitude, east: longitude, north: latitude })
  .refine((b) => b.south <= b.north, { message: 'south must not be north of north', path: ['south'] });

export const EventFilterSchema = z
  .object({
    mode: oneOf(TIMELINE_MODES, 'mode').nullish(),
    periods: z.array(oneOf(PERIOD_KEYS, 'A period')).max(PERIOD_KEYS.length).nullish(),
    year: YearSchema.nullish(),
    fromYear: YearSchema.nullish(),
    toYear: YearSchema.nullish(),
    bbox: BoundingBoxSchema.nullish(),
    eventType: oneOf(EVENT_TYPES, 'eventType').nullish(),
    verificationStatus: oneOf(VERIFICATION_STATUSES, 'verificationStatus').nullish(),
    category: oneOf(
      CATEGORIES.map((c) => c.name),
      'category',
    ).nullish(),
    subcategory: oneOf(
      CATEGORIES.flatMap((c) => c.subcategories),
      'subcategory',
    ).nullish(),
    countryTags: z.array(z.string().trim().min(1).max(80)).max(50, 'At most 50 country tags').nullish(),
    search: SearchTextSchema.nullish(),
  })
  .refine((f) => f.fromYear == null || f.toYear == null || f.fromYear <= f.toYear, { message: 'fromYear must not be after toYear', path: ['fromYear'] });

export type ValidEventFilter = z.infer<typeof EventFilterSchema>;

/** A page size: 1 to MAX_PAGE_SIZE. */
export const MAX_PAGE_SIZE: number = API_LIMITS.pageSize.max;
export const PageSizeSchema = z.number().int().min(API_LIMITS.pageSize.min, 'Ask for at least 1').max(MAX_PAGE_SIZE, `At most ${MAX_PAGE_SIZE} a page`);

/** A search's result count: 1 to 200. */
export const SearchSizeSchema = z.number().int().min(1, 'Ask for at least 1').max(200, 'At most 200 results');

/** A list of period keys (boostPeriods). */
export const PeriodListSchema = z.array(oneOf(PERIOD_KEYS, 'A period')).max(PERIOD_KEYS.length);
