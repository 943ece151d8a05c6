/**
 * Which calendar a day-precise date is in (docs/data.md): Julian before 15 October 1582, Gregorian
 * from then on, with Old Style dates after 1582 (Britain before September 1752, Russia before
 * February 1918, ...) converted. Two mistakes can be seen in a record itself:
 * - a day that never existed: Gregorian 15 October 1582 followed Julian 4 October, so 5-14 October
 *   1582 is in neither calendar as the rule uses them;
 * - a description that gives the Old Style date ("12 January 1755 (Old Style)") while startDate or
 *   endDate is that same, unconverted, day.
 */
import { parseHistoricalDate } from '../../../../domain/time.js';
import type { SeedEvent } from '../seed-record.js';

type Dated = Pick<SeedEvent, 'key' | 'startDate' | 'endDate' | 'description'>;

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const OLD_STYLE = /\b(\d{1,2}) (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4}) \((?:Old Style|O\.S\.)/gi;

/** Days between Julian 4 October and Gregorian 15 October 1582. */
export function inCalendarGap(date: string): boolean {
  const d = parseHistoricalDate(date);
  return d.year === 1582 && d.month === 10 && d.day !== null && d.day >= 5 && d.day <= 14;
}

/** Records whose day-precise dates break the calendar rule, with the reason. */
export function calendarProblems(events: readonly Dated[]): string[] {
  const problems: string[] = [];
  for (const e of events) {
    const dates = [e.startDate, e.endDate].filter((d): d is string => d !== null);
    for (const date of dates.filter(inCalendarGap)) problems.push(`${e.key}: ${date} falls in the 1582 calendar gap`);
    for (const [, day, month, year] of e.description.matchAll(OLD_STYLE)) {
      const oldStyle = `${year}-${String(MONTHS.indexOf(month!.toLowerCase()) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
      if (dates.includes(oldStyle)) problems.push(`${e.key}: ${oldStyle} is the Old Style date the description gives; convert it to Gregorian`);
    }
  }
  return problems;
}
