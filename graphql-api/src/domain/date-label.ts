/**
 * The words for a date, the same on cards, popups, the browser and exports: "c. 1450 CE",
 * "1066 CE?", "1500s CE", "between 1066 and 1071 CE", "before 1200 CE", "spring 1950 CE",
 * "12 September 490 BCE". Years are written by formatYear, so CE and BCE read alike everywhere.
 */
import { MONTH_NAMES, SEASONS, type EventDatePoint } from './edtf-point.js';
import { isPoint, tryParseEventDate, type EventDate } from './edtf.js';
import { formatYear, formatYearRange } from './time.js';

function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** "between 1 and 99 CE", or with both eras when they differ. */
function betweenYears(first: number, last: number): string {
  return `between ${joinSameEra(formatYear(first), formatYear(last))}`;
}

/** "1066 CE" and "1071 CE" read "1066 and 1071 CE": the era is said once when both share it. */
function joinSameEra(a: string, b: string): string {
  const era = / (CE|BCE)$/.exec(a)?.[1];
  return era && b.endsWith(` ${era}`) ? `${a.slice(0, -era.length - 1)} and ${b}` : `${a} and ${b}`;
}

/** `196X` is "1960s CE", `15XX` "1500s CE", `-049X` "490s BCE" (499 to 490 BCE). */
function blockLabel(p: EventDatePoint): string {
  const size = p.precision === 'decade' ? 10 : 100;
  const ce = p.earliest.year > 0;
  const low = ce ? p.earliest.year : -p.latest.year;
  // 00XX is 1 to 99 CE (there is no year 0): no round number names it.
  if (low % size !== 0) return betweenYears(p.earliest.year, p.latest.year);
  return `${low}s ${ce ? 'CE' : 'BCE'}`;
}

function baseLabel(p: EventDatePoint): string {
  const year = formatYear(p.earliest.year);
  switch (p.precision) {
    case 'day':
      return `${p.day} ${MONTH_NAMES[p.month! - 1]} ${year}`;
    case 'month':
      return `${MONTH_NAMES[p.month! - 1]} ${year}`;
    case 'season':
      return `${SEASONS[p.season!].name} ${year}`;
    case 'year':
      return year;
    case 'decade':
    case 'century':
      return blockLabel(p);
  }
}

/** One date with its qualifiers: approximate is "c." before, uncertain "?" after. */
export function formatDatePoint(p: EventDatePoint): string {
  return `${p.approximate ? 'c. ' : ''}${baseLabel(p)}${p.uncertain ? '?' : ''}`;
}

/** `1801/1900` is the 19th century CE and `-0500/-0401` the 5th century BCE, when nothing is qualified. */
function centuryLabel(from: EventDatePoint, to: EventDatePoint): string | null {
  if (from.precision !== 'year' || to.precision !== 'year') return null;
  if (from.approximate || from.uncertain || to.approximate || to.uncertain) return null;
  const first = from.earliest.year;
  const last = to.latest.year;
  if (first > 0 && last === first + 99 && first % 100 === 1) return `${ordinal(last / 100)} century CE`;
  if (last < 0 && last === first + 99 && first % 100 === 0) return `${ordinal(-first / 100)} century BCE`;
  return null;
}

/** The label of one start or end date. */
export function formatEventDate(date: EventDate): string {
  const { from, to } = date;
  if (date.kind !== 'interval') return formatDatePoint(from as EventDatePoint);
  if (isPoint(from) && isPoint(to)) {
    const a = formatDatePoint(from);
    const b = formatDatePoint(to);
    // "1066 CE? and 1071 CE" keeps both eras: the question mark belongs to the first date alone.
    return centuryLabel(from, to) ?? `between ${joinSameEra(a, b)}`;
  }
  // Open (..) and unknown (empty) ends read alike: a date in a field lies no later or no earlier.
  return isPoint(to) ? `before ${formatDatePoint(to)}` : `after ${formatDatePoint(from as EventDatePoint)}`;
}

/**
 * The label of an event's dates, start to end: "1939 CE - 1945 CE" as formatYearRange writes
 * years, or "from between 1066 and 1071 CE to 1080 CE" when a side is itself a span.
 */
export function formatEventDateRange(start: EventDate, end?: EventDate | null): string {
  const a = formatEventDate(start);
  if (!end || end.text === start.text) return a;
  const b = formatEventDate(end);
  return start.kind === 'interval' || end.kind === 'interval' ? `from ${a} to ${b}` : `${a} - ${b}`;
}

/** A stored date text as words; the text itself if it does not parse (never throws, for display). */
export function formatDateText(text: string): string {
  const date = tryParseEventDate(text);
  return date ? formatEventDate(date) : text;
}

/** A stored start and end as words, as formatEventDateRange. */
export function formatDateRangeText(start: string, end?: string | null): string {
  const startDate = tryParseEventDate(start);
  if (!startDate) return end ? `${start} - ${end}` : start;
  const endDate = tryParseEventDate(end);
  if (end && !endDate) return `${formatEventDate(startDate)} - ${end}`;
  return formatEventDateRange(startDate, endDate);
}

/** An event's stored dates and the years derived from them, as every screen reads them. */
export interface EventDates {
  startDate: string;
  endDate?: string | null;
  startYear: number;
  endYear: number;
}

const isPlain = (text: string | null | undefined) => !text || tryParseEventDate(text)?.plain === true;

/**
 * The dates line of a card or popup: "490 BCE", "1939 CE - 1945 CE" for dates in the plain forms
 * (the spec's year range, unchanged), and the words of an uncertain date otherwise ("c. 1450 CE",
 * "between 1066 and 1071 CE", "from 1500s CE to 1600s CE").
 */
export function formatEventDates(e: EventDates): string {
  return isPlain(e.startDate) && isPlain(e.endDate) ? formatYearRange(e.startYear, e.endYear) : formatDateRangeText(e.startDate, e.endDate);
}

/** A result's date badge: the spec's "YYYY BCE" / "YYYY CE" for a plain start, the start's words when it is uncertain. */
export function formatStartBadge(e: Pick<EventDates, 'startDate' | 'startYear'>): string {
  return isPlain(e.startDate) ? formatYear(e.startYear) : formatDateText(e.startDate);
}
