/**
 * Linked Places Format (LPF, the GeoJSON-T of the World Historical Gazetteer) for events: each
 * feature's `when` holds `timespans: [{ start, end }]`, each side `{ in }` for a date or
 * `{ earliest, latest }` for a span, in ISO 8601 with astronomical years (`-0489` is 490 BCE) and
 * the LPF-allowed `~ ? %` at the end. Written from our dates and read back into them; the
 * conversion of years is the domain's (edtf-numbering.ts).
 */
import { formatDateRangeText } from '../../domain/date-label.js';
import { fromEdtf, isoBounds, isoDateToEdtf, toEdtf } from '../../domain/edtf-numbering.js';
import { DateParseError, parseEventDate, type EventDate } from '../../domain/edtf.js';

export const LPF_CONTEXT = 'https://raw.githubusercontent.com/LinkedPasts/linked-places/master/linkedplaces-context-v1.1.jsonld';

export type LpfBound = { in: string } | { earliest?: string; latest?: string };
export interface LpfWhen {
  timespans: { start: LpfBound; end?: LpfBound }[];
  label?: string;
}

function bound(date: EventDate): LpfBound {
  // A single date at its own precision stays one ISO date; a season, an X block or an interval is a span.
  if (date.kind === 'date' && !/X/.test(date.text)) return { in: toEdtf(date.text) };
  const { earliest, latest } = isoBounds(date);
  return { ...(earliest ? { earliest } : {}), ...(latest ? { latest } : {}) };
}

/** The `when` of an event's start and end date texts, or null when the start does not parse. */
export function whenOfDates(startDate: string | null | undefined, endDate?: string | null): LpfWhen | null {
  try {
    if (!startDate) return null;
    const start = parseEventDate(startDate);
    const end = endDate ? parseEventDate(endDate) : null;
    return { timespans: [{ start: bound(start), ...(end ? { end: bound(end) } : {}) }], label: formatDateRangeText(startDate, endDate) };
  } catch (error) {
    if (error instanceof DateParseError) return null;
    throw error;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isoText = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : typeof v === 'number' ? String(v) : null);

/** One side of a timespan as our date text (historical years). Throws DateParseError. */
function dateOfBound(value: unknown, where: string): string | null {
  if (typeof value === 'string' || typeof value === 'number') return fromEdtf(isoDateToEdtf(value)); // LPF's older `"start": "1600"`
  if (!isObject(value)) return null;
  const at = isoText(value.in);
  if (at) return fromEdtf(isoDateToEdtf(at));
  const earliest = isoText(value.earliest);
  const latest = isoText(value.latest);
  if (!earliest && !latest) throw new DateParseError(JSON.stringify(value), `${where} has neither "in" nor "earliest"/"latest"`);
  const side = (v: string | null) => (v ? fromEdtf(isoDateToEdtf(v)) : '..');
  return `${side(earliest)}/${side(latest)}`;
}

export interface DatesFromWhen {
  startDate?: string;
  endDate?: string;
  /** Why the `when` could not be read, naming where in it. */
  problem?: string;
  /** What was left out (more timespans than an event has). */
  warning?: string;
}

/** Our start and end date texts from an LPF `when`; a missing or empty `when` gives nothing. */
export function datesFromWhen(when: unknown): DatesFromWhen {
  if (!isObject(when) || !Array.isArray(when.timespans) || when.timespans.length === 0) return {};
  const span: unknown = when.timespans[0];
  if (!isObject(span)) return { problem: 'when.timespans.0: not an object' };
  const extra = when.timespans.length > 1 ? `when: only the first of ${when.timespans.length} timespans was read` : undefined;
  try {
    const startDate = dateOfBound(span.start, 'when.timespans.0.start') ?? undefined;
    const endDate = dateOfBound(span.end, 'when.timespans.0.end') ?? undefined;
    return { ...(startDate ? { startDate } : {}), ...(endDate ? { endDate } : {}), ...(extra ? { warning: extra } : {}) };
  } catch (error) {
    if (!(error instanceof DateParseError)) throw error;
    return { problem: `when.timespans.0: ${error.message}` };
  }
}
