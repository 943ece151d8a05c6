/**
 * Which calendar a day-precise date is in (docs/data.md): Julian before 15 October 1582, Gregorian
 * from then on, with Old Style dates after 1582 (Britain before September 1752, Russia before
 * February 1918, ...) converted. Three mistakes can be seen in a record itself:
 * - a day that never existed: Gregorian 15 October 1582 followed Julian 4 October, so 5-14 October
 *   1582 is in neither calendar as the rule uses them;
 * - a description that gives the Old Style date ("12 January 1755 (Old Style)") while startDate or
 *   endDate is that same, unconverted, day;
 * - a date converted with another century's difference: the audit found Moscow University's
 *   12 January 1755 (Old Style) stored as 25 January, today's Tatiana Day (13 days, the difference
 *   since 1900), where 1755 needs 11 (23 January).
 */
import { parseEventDate } from '../../../../domain/edtf.js';
import type { SeedEvent } from '../seed-record.js';

type Dated = Pick<SeedEvent, 'key' | 'startDate' | 'endDate' | 'description'>;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const OLD_STYLE = /\b(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4}) \((?:Old Style|O\.S\.)/gi;

interface Day {
  year: number;
  month: number;
  day: number;
}

const iso = (d: Day) => `${String(d.year).padStart(4, '0')}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

/** Julian day number of a date in the Julian calendar, or in the Gregorian one (CE years). */
function julianDay({ year, month, day }: Day, calendar: 'julian' | 'gregorian'): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  const days = day + Math.floor((153 * m + 2) / 5) + 365 * y + Math.floor(y / 4);
  return calendar === 'julian' ? days - 32083 : days - Math.floor(y / 100) + Math.floor(y / 400) - 32045;
}

/** The Gregorian date of a Julian day number. */
function gregorianOfJulianDay(jd: number): Day {
  const a = jd + 32044;
  const b = Math.floor((4 * a + 3) / 146097);
  const c = a - Math.floor((146097 * b) / 4);
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  return {
    day: e - Math.floor((153 * m + 2) / 5) + 1,
    month: m + 3 - 12 * Math.floor(m / 10),
    year: 100 * b + d - 4800 + Math.floor(m / 10),
  };
}

/** The Gregorian equivalent of an Old Style (Julian) date, as YYYY-MM-DD. */
export function gregorianOfOldStyle(year: number, month: number, day: number): string {
  return iso(gregorianOfJulianDay(julianDay({ year, month, day }, 'julian')));
}

/** Days between Julian 4 October and Gregorian 15 October 1582. */
export function inCalendarGap(date: string): boolean {
  const d = parseEventDate(date);
  if (d.precision !== 'day') return false;
  const { year, month, day } = d.earliest;
  return year === 1582 && month === 10 && day >= 5 && day <= 14;
}

/** Julian-Gregorian differences of the centuries the rule converts (1582-2000). */
const CENTURY_DIFFERENCES = [10, 11, 12, 13];

/** Records whose day-precise dates break the calendar rule, with the reason. */
export function calendarProblems(events: readonly Dated[]): string[] {
  const problems: string[] = [];
  for (const e of events) {
    const dates = [e.startDate, e.endDate].filter((d): d is string => d !== null);
    for (const date of dates.filter(inCalendarGap)) problems.push(`${e.key}: ${date} falls in the 1582 calendar gap`);
    for (const [, day, month, year] of e.description.matchAll(OLD_STYLE)) {
      const [y, m, d] = [Number(year), MONTHS.indexOf(month!.toLowerCase()) + 1, Number(day)];
      const oldStyle = iso({ year: y, month: m, day: d });
      if (dates.includes(oldStyle)) {
        problems.push(`${e.key}: ${oldStyle} is the Old Style date the description gives; convert it to Gregorian`);
        continue;
      }
      // The same day moved by each century's difference: one of them is the right conversion.
      const gregorian = gregorianOfOldStyle(y, m, d);
      const sameDay = julianDay({ year: y, month: m, day: d }, 'gregorian');
      const misconverted = CENTURY_DIFFERENCES.map((diff) => iso(gregorianOfJulianDay(sameDay + diff))).filter(
        (day) => day !== gregorian && dates.includes(day),
      );
      for (const stored of misconverted)
        problems.push(`${e.key}: ${stored} converts ${oldStyle} (Old Style) with another century's difference; the Gregorian date is ${gregorian}`);
    }
  }
  return problems;
}
