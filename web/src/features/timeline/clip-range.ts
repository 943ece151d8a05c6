import { formatYear, MAX_YEAR, MIN_YEAR } from '@domain/time';
import { nextPlaybackYear, PLAYBACK_TICK_MS } from '@domain/visibility';

/** A clip: playback from one year to a later one at one of the timeline's speeds. */
export interface ClipRange {
  from: number;
  to: number;
}

/** A whole year the timeline has (3500 BCE to 2000 CE, no year 0), from a form field's text. */
function readClipYear(text: string): number | null {
  if (!/^\s*-?\d{1,4}\s*$/.test(text)) return null;
  const year = Number(text);
  return year !== 0 && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

/** The clip the form's two fields ask for, or what is wrong with them in the site's words. */
export function readClipRange(fromText: string, toText: string): { range: ClipRange } | { error: string } {
  const from = readClipYear(fromText);
  const to = readClipYear(toText);
  const span = `a year from ${formatYear(MIN_YEAR)} (-3500) to ${formatYear(MAX_YEAR)} (2000), never 0`;
  if (from === null) return { error: `The start must be ${span}.` };
  if (to === null) return { error: `The end must be ${span}.` };
  if (to <= from) return { error: `The end (${formatYear(to)}) must come after the start (${formatYear(from)}).` };
  return { range: { from, to } };
}

/**
 * The years a clip shows, one per playback tick: the timeline's own steps (playback's
 * nextPlaybackYear), from the start to the end, the end included even between two steps.
 */
export function clipYears({ from, to }: ClipRange): number[] {
  const years = [from];
  let year = from;
  while (year < to) {
    year = Math.min(nextPlaybackYear(year), to);
    years.push(year);
  }
  return years;
}

/** How long a clip lasts: each of its years for one playback tick at the speed. */
export const clipDurationMs = (range: ClipRange, speed: number): number => clipYears(range).length * (PLAYBACK_TICK_MS / speed);

/** A year as a file name part: 1400, or 490bce (a minus would read as the separator). */
const fileYear = (year: number) => (year < 0 ? `${-year}bce` : String(year));

/** epoch-atlas-1400-1500.webm, epoch-atlas-490bce-1066.webm. */
export const clipFileName = ({ from, to }: ClipRange): string => `epoch-atlas-${fileYear(from)}-${fileYear(to)}.webm`;
