/**
 * What an event's two dates mean together: the span it may cover, whether the end can come after
 * the start, and whether the dates lie on the timeline. Shared by the moderator, the importer and
 * the derived year columns, so they all judge a date the same way.
 */
import { compareDays, type CalendarDay } from './edtf-point.js';
import type { EventDate } from './edtf.js';
import { MAX_YEAR, MIN_YEAR, formatYear } from './time.js';

export interface EventInterval {
  earliest: CalendarDay;
  latest: CalendarDay;
  earliestYear: number;
  latestYear: number;
}

/** From the start's earliest day to the end's latest (the start's own latest when there is no end). */
export function eventInterval(start: EventDate, end?: EventDate | null): EventInterval {
  const latest = (end ?? start).latest;
  return { earliest: start.earliest, latest, earliestYear: start.earliest.year, latestYear: latest.year };
}

/**
 * True only when no reading of the two dates lets the event end after it starts: the end's latest
 * day is before the start's earliest. `1066-10` to `1066` passes (it ended some time in 1066).
 */
export function endsBeforeStart(start: EventDate, end: EventDate): boolean {
  return compareDays(end.latest, start.earliest) < 0;
}

/** Why a date does not lie on the timeline (3500 BCE to 2000 CE), or null when it does. */
export function timelineProblem(date: EventDate): string | null {
  if (date.earliestYear >= MIN_YEAR && date.latestYear <= MAX_YEAR) return null;
  const range = `${formatYear(MIN_YEAR)} to ${formatYear(MAX_YEAR)}`;
  if (date.earliestYear === date.latestYear) return `${formatYear(date.earliestYear)} is outside the timeline (${range})`;
  return `${date.text} runs from ${formatYear(date.earliestYear)} to ${formatYear(date.latestYear)}, outside the timeline (${range})`;
}
