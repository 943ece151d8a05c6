/**
 * The time model. A year is a signed integer in historical numbering: -490 is 490 BCE, 1969 is
 * 1969 CE, and there is no year 0. Date strings are parsed here and nowhere else: never with
 * JavaScript's Date (astronomical numbering, breaks on negative four-digit years) and never
 * compared as strings.
 */

export const MIN_YEAR = -3500;
export const MAX_YEAR = 2000;

export type DatePrecision = 'year' | 'month' | 'day';

export interface HistoricalDate {
  /** Signed historical year, never 0. */
  year: number;
  month: number | null;
  day: number | null;
  precision: DatePrecision;
}

export class DateParseError extends Error {
  constructor(
    readonly input: string,
    reason: string,
  ) {
    super(`Invalid date "${input}": ${reason}`);
    this.name = 'DateParseError';
  }
}

const DATE_PATTERN = /^(-)?(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * Leap years follow the proleptic Gregorian calendar of ISO 8601, which counts in astronomical
 * years (1 BCE is astronomical 0, a leap year), so BCE years are shifted by one first.
 */
function isLeapYear(historicalYear: number): boolean {
  const y = historicalYear < 0 ? historicalYear + 1 : historicalYear;
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(historicalYear: number, month: number): number {
  if (month === 2 && isLeapYear(historicalYear)) return 29;
  return DAYS_IN_MONTH[month - 1] ?? 0;
}

/** Parses `YYYY`, `YYYY-MM` or `YYYY-MM-DD`, with a leading minus for BCE. Throws DateParseError. */
export function parseHistoricalDate(input: string): HistoricalDate {
  const match = DATE_PATTERN.exec(input.trim());
  if (!match) {
    throw new DateParseError(input, 'expected YYYY, YYYY-MM or YYYY-MM-DD with a leading minus for BCE');
  }
  const [, minus, yearText, monthText, dayText] = match;
  const magnitude = Number(yearText);
  if (magnitude === 0) throw new DateParseError(input, 'there is no year 0 (1 BCE is followed by 1 CE)');
  const year = minus ? -magnitude : magnitude;
  if (monthText === undefined) return { year, month: null, day: null, precision: 'year' };
  const month = Number(monthText);
  if (month < 1 || month > 12) throw new DateParseError(input, `month ${monthText} does not exist`);
  if (dayText === undefined) return { year, month, day: null, precision: 'month' };
  const day = Number(dayText);
  const maxDay = daysInMonth(year, month);
  if (day < 1 || day > maxDay) {
    throw new DateParseError(input, `${MONTH_NAMES[month - 1]} ${formatYear(year)} has ${maxDay} days`);
  }
  return { year, month, day, precision: 'day' };
}

/** Writes a date back in the spec's string form; round-trips with parseHistoricalDate. */
export function formatDateString(date: HistoricalDate): string {
  const sign = date.year < 0 ? '-' : '';
  let text = `${sign}${String(Math.abs(date.year)).padStart(4, '0')}`;
  if (date.month !== null) text += `-${String(date.month).padStart(2, '0')}`;
  if (date.day !== null) text += `-${String(date.day).padStart(2, '0')}`;
  return text;
}

/** "490 BCE", "1969 CE". Year 0 never exists in our model; it is shown as 1 CE defensively. */
export function formatYear(year: number): string {
  const y = normalizeYear(year);
  return y < 0 ? `${-y} BCE` : `${y} CE`;
}

/** "1939 CE - 1945 CE", or a single year when both ends are the same. */
export function formatYearRange(startYear: number, endYear: number | null | undefined): string {
  if (endYear === null || endYear === undefined || endYear === startYear) return formatYear(startYear);
  return `${formatYear(startYear)} - ${formatYear(endYear)}`;
}

/** Maps the non-existent year 0 to 1 CE, so sliders and arithmetic never show it. */
export function normalizeYear(year: number): number {
  return year === 0 ? 1 : year;
}

/** Clamps to the timeline range and skips year 0. */
export function clampYear(year: number): number {
  return normalizeYear(Math.min(MAX_YEAR, Math.max(MIN_YEAR, Math.round(year))));
}
