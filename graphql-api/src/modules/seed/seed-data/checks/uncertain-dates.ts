/**
 * Uncertain dates written as if they were certain. Where a record's own text says its start is
 * approximate ("Around 2560 BCE", "from about 850 and 1150", "c. 1564-1596"), the date uses the
 * EDTF form for it (`-2560~`, docs/dates-and-formats.md), so the card says "c. 2560 BCE" and the
 * map fades the event in; a plain `-2560` claims a precision no source has. The same goes for a
 * range's end ("from about 1750 to 1500 BCE": the end is `-1500~` too).
 */
import type { SeedEvent } from '../seed-record.js';

type Dated = Pick<SeedEvent, 'key' | 'startDate' | 'endDate' | 'description'>;

const PLAIN_YEAR = /^-?\d{4}$/;
const APPROX = String.raw`(?:about|around|c\.|circa|approximately|roughly)`;
const ERA = String.raw`(?:\s*(BCE|BC|CE|AD)\b)?`;
/** A number that is a whole year: not the start of "1,000" or "10000". */
const YEAR_END = String.raw`(?!\d|,\d)`;
const isBce = (era: string | undefined) => (era === undefined ? undefined : /^BC/i.test(era));

/**
 * The approximate start the description states for the record's plain start year, with the end of a
 * range that follows it ("about 1750 to 1500 BCE"), or null when the text gives none.
 */
export function statedApproximation(e: Dated): { phrase: string; rangeEnd: number | null } | null {
  if (!PLAIN_YEAR.test(e.startDate)) return null;
  const year = Number(e.startDate);
  const range = String.raw`(?:\s*(?:to|and|until|-|–)\s*(?:about\s+|around\s+)?(\d{1,4})${YEAR_END}${ERA})?`;
  const pattern = new RegExp(String.raw`\b${APPROX}\s+(?:the year\s+)?${Math.abs(year)}${YEAR_END}${ERA}${range}`, 'i');
  const match = pattern.exec(e.description);
  if (!match) return null;
  const [phrase, startEra, second, endEra] = match;
  // The era of the start: its own, else the one after the range ("about 1750 to 1500 BCE").
  const startBce = isBce(startEra) ?? (second !== undefined ? isBce(endEra) : undefined);
  if (year < 0 ? startBce !== true : startBce === true) return null;
  const rangeEnd = second === undefined ? null : (isBce(endEra) ?? (year < 0 && startEra === undefined)) ? -Number(second) : Number(second);
  return { phrase, rangeEnd };
}

/** Records whose text says a date is approximate while the date is written plain. */
export function approximateDatesWrittenPlain(events: readonly Dated[]): string[] {
  return events.flatMap((e) => {
    const start = e.startDate.replace(/~$/, '');
    const stated = statedApproximation({ ...e, startDate: start });
    if (!stated) return [];
    const problems: string[] = [];
    if (e.startDate === start) problems.push(`${e.key}: the description says "${stated.phrase}", so startDate is ${start}~`);
    if (e.endDate !== null && PLAIN_YEAR.test(e.endDate) && Number(e.endDate) === stated.rangeEnd)
      problems.push(`${e.key}: the description says "${stated.phrase}", so endDate is ${e.endDate}~`);
    return problems;
  });
}
