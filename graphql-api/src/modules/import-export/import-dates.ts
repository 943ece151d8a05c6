/**
 * The dates of an import row, judged by the domain's EDTF rules (what the date means, whether it is
 * on the timeline, whether the end can follow the start). EDTF dates (`1450~`, `15XX`,
 * `1066/1071`) are stored as given; with `edtfDates: 'plain'` they are stored as their plain
 * equivalent instead, with a warning saying what was lost (for tools downstream that read only
 * the plain forms).
 */
import { formatEventDate } from '../../domain/date-label.js';
import { endsBeforeStart, timelineProblem } from '../../domain/edtf-interval.js';
import { yearText } from '../../domain/edtf-numbering.js';
import { DateParseError, isPoint, parseEventDate, type EventDate } from '../../domain/edtf.js';
import type { Violation } from '../../lib/errors.js';

export type EdtfImportMode = 'keep' | 'plain';
type DateField = 'startDate' | 'endDate';

export interface DateCheck {
  violations: Violation[];
  warnings: Violation[];
  /** The date texts to store, where they differ from the row's. */
  replacements: Partial<Record<DateField, string>>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The plain date that keeps the event's span: a start at its earliest, an end at its latest, at
 * the precision the text states (a season or an X block keeps only its year).
 */
export function plainEquivalent(date: EventDate, field: DateField): string {
  const side = field === 'startDate' ? date.from : date.to;
  const point = isPoint(side) ? side : isPoint(date.from) ? date.from : date.to;
  if (!isPoint(point)) return yearText(date.earliestYear);
  const day = field === 'startDate' ? point.earliest : point.latest;
  if (point.precision === 'day') return `${yearText(day.year)}-${pad(day.month)}-${pad(day.day)}`;
  if (point.precision === 'month') return `${yearText(day.year)}-${pad(day.month)}`;
  return yearText(day.year);
}

function parseField(field: DateField, value: unknown, out: Violation[]): EventDate | null {
  if (typeof value !== 'string') return null; // missing or of the wrong type: the schema says so
  try {
    const date = parseEventDate(value);
    const problem = timelineProblem(date);
    if (problem) out.push({ field, message: problem });
    return problem ? null : date;
  } catch (error) {
    if (!(error instanceof DateParseError)) throw error;
    out.push({ field, message: error.message });
    return null;
  }
}

function plainWhenAsked(field: DateField, date: EventDate, mode: EdtfImportMode, check: DateCheck): void {
  if (date.plain || mode === 'keep') return;
  const plain = plainEquivalent(date, field);
  check.replacements[field] = plain;
  check.warnings.push({ field, message: `"${date.text}" (${formatEventDate(date)}) stored as ${plain} (--edtf-dates plain)` });
}

/** Checks a row's start and end dates; the row is not changed. */
export function checkImportDates(row: Record<string, unknown>, mode: EdtfImportMode): DateCheck {
  const check: DateCheck = { violations: [], warnings: [], replacements: {} };
  const start = parseField('startDate', row.startDate, check.violations);
  const end = row.endDate == null ? null : parseField('endDate', row.endDate, check.violations);
  if (start && end && endsBeforeStart(start, end)) check.violations.push({ field: 'endDate', message: 'The end date is before the start date' });
  if (check.violations.length) return check;
  if (start) plainWhenAsked('startDate', start, mode, check);
  if (end) plainWhenAsked('endDate', end, mode, check);
  return check;
}
