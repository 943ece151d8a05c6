/**
 * One date of the Extended Date/Time Format (ISO 8601-2), levels 0 and 1: `1066`, `-0490-09-12`,
 * `1969-08`, qualified `1450~` `1066?` `1200%`, unspecified digits `15XX` `196X` `19XX-XX`
 * `1985-04-XX`, and seasons `1950-21` (spring) to `1950-24` (winter). Intervals are edtf.ts.
 *
 * The same grammar is read in two numberings: ours (historical, no year 0, `-0490` is 490 BCE)
 * and standard EDTF's (astronomical, `0000` is 1 BCE). Whatever was read, the bounds are returned
 * in historical years, so nothing past this file has to know which numbering a text used.
 */
import { DateParseError, daysInMonth, formatYear, type DatePrecision } from './time.js';

export type YearNumbering = 'historical' | 'astronomical';
export type Season = 21 | 22 | 23 | 24;
/** `decade` and `century` are years with one or two unspecified digits (`196X`, `15XX`). */
export type EventDatePrecision = DatePrecision | 'season' | 'decade' | 'century';

/** A whole calendar day; `year` is historical (never 0). */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export interface EventDatePoint {
  /** Null when absent, written `XX` or a season. */
  month: number | null;
  day: number | null;
  season: Season | null;
  /** How many trailing year digits are `X`. */
  unspecifiedDigits: 0 | 1 | 2;
  monthUnspecified: boolean;
  dayUnspecified: boolean;
  approximate: boolean;
  uncertain: boolean;
  precision: EventDatePrecision;
  earliest: CalendarDay;
  latest: CalendarDay;
}

export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/**
 * Seasons 21-24 say no hemisphere (that is EDTF level 2), so their bounds are the northern
 * meteorological seasons; winter runs from December into February of the next year.
 */
export const SEASONS: Record<Season, { name: string; firstMonth: number }> = {
  21: { name: 'spring', firstMonth: 3 },
  22: { name: 'summer', firstMonth: 6 },
  23: { name: 'autumn', firstMonth: 9 },
  24: { name: 'winter', firstMonth: 12 },
};

const POINT = /^(-?)([0-9X]{4})(?:-([0-9X]{2})(?:-([0-9X]{2}))?)?([~?%])?$/;
const LEVEL1_YEAR = /^\d{2}(?:\d{2}|\dX|XX)$/;

/** 1 BCE is astronomical 0: every BCE year moves one step towards zero. */
export function toAstronomicalYear(historical: number): number {
  if (historical === 0 || !Number.isInteger(historical)) throw new RangeError(`${historical} is not a historical year`);
  return historical < 0 ? historical + 1 : historical;
}

export function fromAstronomicalYear(astronomical: number): number {
  if (!Number.isInteger(astronomical)) throw new RangeError(`${astronomical} is not a year`);
  return astronomical <= 0 ? astronomical - 1 : astronomical;
}

/** The year after, skipping the year 0 that historical numbering does not have. */
export function nextHistoricalYear(year: number): number {
  return year === -1 ? 1 : year + 1;
}

export function compareDays(a: CalendarDay, b: CalendarDay): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Explains why a text that is not one date fails, naming the rule it breaks. */
function formProblem(text: string): string {
  if (/\d[T ]\d|:/.test(text)) return 'times of day are not kept: give the date alone';
  if (/[[\]{}]/.test(text)) return 'sets and lists of dates ([..], {..}) are EDTF level 2 and not accepted';
  if (/^-?Y|\dE\d|S\d/.test(text)) return 'years beyond four digits are outside the timeline (3500 BCE to 2000 CE)';
  if (/[~?%]./.test(text) || /^[~?%]/.test(text)) return 'a qualifier (~ ? %) goes once, at the end of the date (EDTF level 1)';
  if (/^-?[0-9X]{1,3}(?:-|$)/.test(text) || /^-?[0-9X]{5,}/.test(text)) return 'a year has four digits, e.g. 0490 or -0490';
  return 'expected YYYY, YYYY-MM or YYYY-MM-DD with a leading minus for BCE, optionally ending in ~ ? or %, with X for unspecified digits (15XX), a season (1950-21 to 1950-24) or an interval (1066/1071, ../1200, 1950/..)';
}

/** Historical bounds of the written year, X digits included. */
function yearBounds(text: string, minus: boolean, digits: string, numbering: YearNumbering): [number, number] {
  const low = Number(digits.replace(/X/g, '0'));
  const high = Number(digits.replace(/X/g, '9'));
  let [first, last] = minus ? [-high, -low] : [low, high];
  if (numbering === 'astronomical') return [fromAstronomicalYear(first), fromAstronomicalYear(last)];
  if (first === 0 && last === 0) throw new DateParseError(text, 'there is no year 0 (1 BCE is followed by 1 CE)');
  // A block such as 00XX cannot include the year 0 that does not exist: it is 1 to 99 CE.
  if (first === 0) first = 1;
  if (last === 0) last = -1;
  return [first, last];
}

function checkLevel1(text: string, year: string, month: string | undefined, day: string | undefined): void {
  if (!LEVEL1_YEAR.test(year)) throw new DateParseError(text, 'only the last one or two digits of a year may be X (EDTF level 1)');
  for (const [name, part] of [
    ['month', month],
    ['day', day],
  ] as const) {
    if (part !== undefined && part !== 'XX' && part.includes('X')) throw new DateParseError(text, `a ${name} is two digits or XX`);
  }
  if (year.includes('X') && month !== undefined && month !== 'XX') {
    throw new DateParseError(text, 'with X in the year, the month must be XX or left out (EDTF level 1)');
  }
  if (month === 'XX' && day !== undefined && day !== 'XX') {
    throw new DateParseError(text, 'with the month XX, the day must be XX or left out (EDTF level 1)');
  }
}

function monthProblem(month: number, text: string): DateParseError | null {
  if (month >= 1 && month <= 12) return null;
  if (month >= 21 && month <= 24) return null;
  const hint = month > 12 ? ' (seasons are 21 spring, 22 summer, 23 autumn, 24 winter)' : '';
  return new DateParseError(text, `month ${String(month).padStart(2, '0')} does not exist${hint}`);
}

function checkDay(text: string, year: number, month: number, day: number): void {
  if (day === 0) throw new DateParseError(text, 'day 00 does not exist');
  const max = daysInMonth(year, month);
  if (day > max) {
    const monthYear = `${MONTH_NAMES[month - 1]} ${formatYear(year)}`;
    throw new DateParseError(text, `${day} ${monthYear} does not exist (${monthYear} has ${max} days)`);
  }
}

function lastDay(year: number, month: number): CalendarDay {
  return { year, month, day: daysInMonth(year, month) };
}

function seasonBounds(year: number, season: Season): [CalendarDay, CalendarDay] {
  const first = SEASONS[season].firstMonth;
  const earliest = { year, month: first, day: 1 };
  return [earliest, season === 24 ? lastDay(nextHistoricalYear(year), 2) : lastDay(year, first + 2)];
}

interface Written {
  year: [number, number];
  unspecifiedDigits: 0 | 1 | 2;
  month?: string;
  day?: string;
}

function boundsAndPrecision(text: string, w: Written): Pick<EventDatePoint, 'month' | 'day' | 'season' | 'precision' | 'earliest' | 'latest'> {
  const [first, last] = w.year;
  const yearWide = { month: null, day: null, season: null, earliest: { year: first, month: 1, day: 1 }, latest: lastDay(last, 12) };
  if (w.unspecifiedDigits > 0) return { ...yearWide, precision: w.unspecifiedDigits === 1 ? 'decade' : 'century' };
  if (w.month === undefined || w.month === 'XX') return { ...yearWide, precision: 'year' };
  const month = Number(w.month);
  const problem = monthProblem(month, text);
  if (problem) throw problem;
  if (month > 12) {
    if (w.day !== undefined) throw new DateParseError(text, 'a season (21 to 24) has no day');
    const [earliest, latest] = seasonBounds(first, month as Season);
    return { month: null, day: null, season: month as Season, precision: 'season', earliest, latest };
  }
  if (w.day === undefined || w.day === 'XX') {
    return { month, day: null, season: null, precision: 'month', earliest: { year: first, month, day: 1 }, latest: lastDay(first, month) };
  }
  const day = Number(w.day);
  checkDay(text, first, month, day);
  const date = { year: first, month, day };
  return { month, day, season: null, precision: 'day', earliest: date, latest: date };
}

/** Parses one EDTF date (no interval) written in the given numbering. Throws DateParseError. */
export function parseEdtfPoint(text: string, numbering: YearNumbering, whole = text): EventDatePoint {
  const match = POINT.exec(text);
  if (!match) throw new DateParseError(whole, formProblem(text));
  const [, minus, year, month, day, qualifier] = match as unknown as [string, string, string, string | undefined, string | undefined, string | undefined];
  checkLevel1(whole, year, month, day);
  if (qualifier && /X/.test(text)) {
    // Level 1 has no such combination, and other EDTF readers (edtf.js among them) refuse it.
    throw new DateParseError(whole, 'a date with X digits cannot also be qualified with ~ ? or % (EDTF level 2)');
  }
  const unspecifiedDigits = (year.length - year.replace(/X/g, '').length) as 0 | 1 | 2;
  const bounds = boundsAndPrecision(whole, { year: yearBounds(whole, minus === '-', year, numbering), unspecifiedDigits, month, day });
  return {
    ...bounds,
    unspecifiedDigits,
    monthUnspecified: month === 'XX',
    dayUnspecified: day === 'XX',
    approximate: qualifier === '~' || qualifier === '%',
    uncertain: qualifier === '?' || qualifier === '%',
  };
}
