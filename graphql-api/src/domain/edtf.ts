/**
 * Event dates: the time model's plain strings (`1066`, `-0490-09-12`, `1969-08`), which keep
 * their meaning, extended with EDTF (ISO 8601-2) levels 0 and 1 in the same historical numbering:
 * `-0490~` is about 490 BCE, as `-0490` is 490 BCE. Standard EDTF counts years astronomically;
 * converting to and from it happens only in edtf-numbering.ts.
 *
 * A date field holds one moment we may know only roughly, so an interval in it (`1066/1071`)
 * says "at some time between", and every date is reduced to the earliest and latest day it can
 * be. Those bounds are what gets stored, queried and compared; the text is kept as given.
 */
import { DateParseError } from './time.js';
import { compareDays, parseEdtfPoint, type CalendarDay, type EventDatePoint, type EventDatePrecision, type YearNumbering } from './edtf-point.js';

export { DateParseError } from './time.js';
export type { CalendarDay, EventDatePoint, EventDatePrecision, Season, YearNumbering } from './edtf-point.js';

export type EventDateKind = 'date' | 'season' | 'interval';
/** An interval's end: a date, open (`..`, no bound) or unknown (empty: a bound nobody knows). */
export type IntervalEnd = EventDatePoint | 'open' | 'unknown';

export interface EventDate {
  /** The text as given (trimmed). */
  text: string;
  kind: EventDateKind;
  /** A date or season is both ends itself; an interval has its two. */
  from: IntervalEnd;
  to: IntervalEnd;
  earliest: CalendarDay;
  latest: CalendarDay;
  /** Signed historical years of the bounds (never 0). */
  earliestYear: number;
  latestYear: number;
  /** The coarser of the known ends. */
  precision: EventDatePrecision;
  qualifiers: { approximate: boolean; uncertain: boolean };
  /**
   * The interval has no known start or end. The bounds then stay at the known end rather than
   * stretch across the whole timeline; the flag and the label ("before 1200 CE") say the rest.
   */
  openStart: boolean;
  openEnd: boolean;
  /** One of the time model's plain forms (YYYY, YYYY-MM, YYYY-MM-DD), stored as it always was. */
  plain: boolean;
}

const PLAIN_FORM = /^-?\d{4}(?:-\d{2}(?:-\d{2})?)?$/;
const PRECISION_ORDER: readonly EventDatePrecision[] = ['day', 'month', 'season', 'year', 'decade', 'century'];

export const isPoint = (end: IntervalEnd): end is EventDatePoint => typeof end === 'object';

function coarser(a: EventDatePrecision, b: EventDatePrecision): EventDatePrecision {
  return PRECISION_ORDER.indexOf(a) >= PRECISION_ORDER.indexOf(b) ? a : b;
}

function parseEnd(side: string, numbering: YearNumbering, whole: string): IntervalEnd {
  if (side === '..') return 'open';
  if (side === '') return 'unknown';
  return parseEdtfPoint(side, numbering, whole);
}

function fromPoint(text: string, point: EventDatePoint, numbering: YearNumbering): EventDate {
  return {
    text,
    kind: point.season === null ? 'date' : 'season',
    from: point,
    to: point,
    earliest: point.earliest,
    latest: point.latest,
    earliestYear: point.earliest.year,
    latestYear: point.latest.year,
    precision: point.precision,
    qualifiers: { approximate: point.approximate, uncertain: point.uncertain },
    openStart: false,
    openEnd: false,
    plain: numbering === 'historical' && point.season === null && PLAIN_FORM.test(text),
  };
}

function fromInterval(text: string, sides: string[], numbering: YearNumbering): EventDate {
  // Two slashes are most often a date written 1969/08/15: say how to write one.
  if (sides.length !== 2)
    throw new DateParseError(text, 'expected YYYY, YYYY-MM or YYYY-MM-DD (a slash only separates the two ends of an interval: start/end)');
  const from = parseEnd(sides[0]!, numbering, text);
  const to = parseEnd(sides[1]!, numbering, text);
  const known = [from, to].filter(isPoint);
  const first = known[0];
  const last = known[known.length - 1];
  if (!first || !last) throw new DateParseError(text, 'an interval needs at least one known end');
  if (isPoint(from) && isPoint(to) && compareDays(from.earliest, to.latest) > 0) {
    throw new DateParseError(text, `the interval ends (${sides[1]}) before it starts (${sides[0]})`);
  }
  return {
    text,
    kind: 'interval',
    from,
    to,
    earliest: first.earliest,
    latest: last.latest,
    earliestYear: first.earliest.year,
    latestYear: last.latest.year,
    precision: known.map((p) => p.precision).reduce(coarser),
    qualifiers: { approximate: known.some((p) => p.approximate), uncertain: known.some((p) => p.uncertain) },
    openStart: !isPoint(from),
    openEnd: !isPoint(to),
    plain: false,
  };
}

/** Reads a date written in either numbering; the result is always in historical years. */
export function parseDateText(input: string, numbering: YearNumbering): EventDate {
  const text = input.trim();
  if (text === '') throw new DateParseError(input, 'the date is empty');
  if (text.includes('/')) return fromInterval(text, text.split('/'), numbering);
  return fromPoint(text, parseEdtfPoint(text, numbering), numbering);
}

/**
 * Parses a start or end date of an event: a plain form or EDTF levels 0 and 1, in historical
 * numbering. Throws DateParseError naming the broken rule ("month 13 does not exist").
 */
export function parseEventDate(text: string): EventDate {
  return parseDateText(text, 'historical');
}

/** The parsed date, or null when the text does not parse (for display of stored text). */
export function tryParseEventDate(text: string | null | undefined): EventDate | null {
  if (!text) return null;
  try {
    return parseEventDate(text);
  } catch (error) {
    if (error instanceof DateParseError) return null;
    throw error;
  }
}
