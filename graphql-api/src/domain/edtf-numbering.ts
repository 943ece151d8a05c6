/**
 * The one place our historical numbering (no year 0, `-0490` is 490 BCE) meets the astronomical
 * numbering of standard EDTF and ISO 8601 (`0000` is 1 BCE, `-0489` is 490 BCE). Dates are read
 * in one numbering into historical bounds (edtf-point.ts) and written back in the other here.
 */
import { fromAstronomicalYear, toAstronomicalYear, type CalendarDay, type EventDatePoint, type YearNumbering } from './edtf-point.js';
import { isPoint, parseDateText, type EventDate, type IntervalEnd } from './edtf.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

function yearIn(numbering: YearNumbering, historical: number): number {
  return numbering === 'astronomical' ? toAstronomicalYear(historical) : historical;
}

/** A year in four digits with a leading minus when negative: `-0490`, `0000`, `1066`. */
export function yearText(year: number): string {
  return `${year < 0 ? '-' : ''}${pad(Math.abs(year), 4)}`;
}

function qualifierText(p: { approximate: boolean; uncertain: boolean }): string {
  if (p.approximate && p.uncertain) return '%';
  return p.approximate ? '~' : p.uncertain ? '?' : '';
}

/**
 * A block of years with X digits in the target numbering, or null when the same years make no
 * block there: historical `-04XX` (499 to 400 BCE) is astronomical -498 to -399.
 */
function blockText(p: EventDatePoint, numbering: YearNumbering): string | null {
  const size = 10 ** p.unspecifiedDigits;
  const first = yearIn(numbering, p.earliest.year);
  const last = yearIn(numbering, p.latest.year);
  let candidate: string;
  if (first >= 0) candidate = pad(Math.floor(last / size) * size, 4);
  else if (last <= 0) candidate = `-${pad(Math.floor(-first / size) * size, 4)}`;
  else return null;
  candidate = `${candidate.slice(0, 4 - p.unspecifiedDigits + (candidate.startsWith('-') ? 1 : 0))}${'X'.repeat(p.unspecifiedDigits)}`;
  // Checked by reading it back, so a block is written only when it means exactly the same years.
  const back = parseDateText(candidate, numbering);
  return back.earliestYear === p.earliest.year && back.latestYear === p.latest.year ? candidate : null;
}

function pointText(p: EventDatePoint, numbering: YearNumbering): string | null {
  let text: string;
  if (p.unspecifiedDigits > 0) {
    const block = blockText(p, numbering);
    if (block === null) return null;
    text = block;
  } else {
    text = yearText(yearIn(numbering, p.earliest.year));
  }
  if (p.season !== null) text += `-${p.season}`;
  else if (p.month !== null) text += `-${pad(p.month, 2)}`;
  else if (p.monthUnspecified) text += '-XX';
  if (p.day !== null) text += `-${pad(p.day, 2)}`;
  else if (p.dayUnspecified) text += '-XX';
  return text + qualifierText(p);
}

/** A bound as a plain date at the given precision, in the target numbering. */
function dayText(day: CalendarDay, precision: 'year' | 'month' | 'day', numbering: YearNumbering): string {
  const year = yearText(yearIn(numbering, day.year));
  if (precision === 'year') return year;
  return precision === 'month' ? `${year}-${pad(day.month, 2)}` : `${year}-${pad(day.month, 2)}-${pad(day.day, 2)}`;
}

/** A point whose X block has no equivalent: the years it covers, qualified alike. */
function yearSpan(p: EventDatePoint, numbering: YearNumbering): [string, string] {
  const q = qualifierText(p);
  return [dayText(p.earliest, 'year', numbering) + q, dayText(p.latest, 'year', numbering) + q];
}

function endText(end: IntervalEnd, side: 'from' | 'to', numbering: YearNumbering): string {
  if (end === 'open') return '..';
  if (end === 'unknown') return '';
  // An end that makes no block becomes the bound on its side, which keeps the interval's bounds.
  return pointText(end, numbering) ?? yearSpan(end, numbering)[side === 'from' ? 0 : 1];
}

/**
 * Writes a parsed date in a numbering. Bounds always survive exactly; the form does too except for
 * an X block of BCE years, which becomes the interval of its years.
 */
export function writeDateText(date: EventDate, numbering: YearNumbering): string {
  if (date.kind === 'interval') return `${endText(date.from, 'from', numbering)}/${endText(date.to, 'to', numbering)}`;
  const point = date.from as EventDatePoint;
  return pointText(point, numbering) ?? yearSpan(point, numbering).join('/');
}

/** Our date text (historical years) as standard EDTF (astronomical years). Throws DateParseError. */
export function toEdtf(text: string): string {
  return writeDateText(parseDateText(text, 'historical'), 'astronomical');
}

/** Standard EDTF (astronomical years, `0000` is 1 BCE) as our date text. Throws DateParseError. */
export function fromEdtf(edtf: string): string {
  return writeDateText(parseDateText(edtf, 'astronomical'), 'historical');
}

/**
 * An ISO 8601 date as other tools write it, made EDTF: a time of day dropped (`1066-10-14T00:00:00Z`)
 * and expanded years (`-000489`, `+1066`) brought to four digits. Years are still astronomical.
 */
export function isoDateToEdtf(iso: string | number): string {
  const text = String(iso)
    .trim()
    .replace(/T[\d:.]*(?:Z|[+-]\d{2}:?\d{2})?$/, '');
  return text.replace(/^([+-]?)0*(\d{1,4})(?=$|[-~?%])/, (_, sign: string, digits: string) => `${sign === '-' ? '-' : ''}${pad(Number(digits), 4)}`);
}

/** The span of a date as ISO 8601 bounds in astronomical years, at the date's own precision. */
export function isoBounds(date: EventDate): { earliest: string | null; latest: string | null } {
  const side = (end: IntervalEnd, which: 'earliest' | 'latest'): string | null => {
    if (!isPoint(end)) return null;
    const precision = end.precision === 'day' || end.precision === 'month' ? end.precision : end.precision === 'season' ? 'month' : 'year';
    return dayText(end[which], precision, 'astronomical') + qualifierText(end);
  };
  return { earliest: side(date.from, 'earliest'), latest: side(date.to, 'latest') };
}

export { fromAstronomicalYear, toAstronomicalYear };
