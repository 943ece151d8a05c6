/**
 * Parses the REST query string into an EventFilter: the text of each parameter is turned into the
 * values GraphQL receives (numbers, lists, a bounding box), then checked by the same rules
 * (modules/events/event-filter.schema.ts), with clear 400s.
 */
import type { Request } from 'express';
import { ValidationError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import type { EventFilter } from './event-filter.js';
import { EventFilterSchema, YearSchema } from './event-filter.schema.js';

/** The REST query parameters a filter reads (the fuzz test generates them from this list). */
export const FILTER_KEYS = [
  'mode',
  'periods',
  'year',
  'fromYear',
  'toYear',
  'bbox',
  'eventType',
  'verificationStatus',
  'category',
  'subcategory',
  'countryTags',
  'search',
] as const;
const LISTS = new Set(['periods', 'countryTags']);
const NUMBERS = new Set(['year', 'fromYear', 'toYear']);

const listOf = (text: string) =>
  text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);
/** A number when the text is one (the schema then checks its range), else the text (refused as not a number). */
const numberOf = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

function valueOf(key: string, text: string): unknown {
  if (LISTS.has(key)) return listOf(text);
  if (NUMBERS.has(key)) return numberOf(text);
  if (key === 'bbox') {
    const parts = listOf(text).map(numberOf);
    if (parts.length !== 4) throw new ValidationError([{ field: 'bbox', message: 'bbox is west,south,east,north' }], 'Invalid query');
    const [west, south, east, north] = parts;
    return { west, south, east, north };
  }
  return text;
}

/** A query parameter's text, a repeated one's values joined by commas (Express's simple query parser gives strings); anything else as JSON. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.map(textOf).join(',');
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}

export function parseEventFilter(query: Request['query'], extra: string[] = []): EventFilter {
  const known = new Set<string>([...FILTER_KEYS, ...extra]);
  const unknown = Object.keys(query).filter((k) => !known.has(k));
  if (unknown.length)
    throw new ValidationError(
      unknown.map((k) => ({ field: k, message: 'Unknown query parameter' })),
      'Invalid query',
    );
  const given = Object.entries(query)
    .filter(([k]) => !extra.includes(k))
    .map(([k, v]) => [k, valueOf(k, textOf(v))]);
  return parseOrThrow(EventFilterSchema, Object.fromEntries(given));
}

/** A year from the query string (`?year=-490`), checked as a timeline year. */
export function queryYear(value: unknown, field = 'year'): number {
  return parseOrThrow(YearSchema, numberOf(textOf(value)), field);
}
