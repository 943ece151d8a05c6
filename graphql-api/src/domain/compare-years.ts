import { MAX_YEAR, MIN_YEAR } from './time.js';

/** The compare view's two years (?compare=<left>,<right>), left then right. */
export type CompareYears = readonly [number, number];

const YEAR_PATTERN = /^-?\d{1,4}$/;

/** A year the timeline has: a whole number from 3500 BCE to 2000 CE, and never 0 (there is no year 0). */
function readYear(text: string): number | null {
  if (!YEAR_PATTERN.test(text.trim())) return null;
  const year = Number(text);
  return year !== 0 && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

/**
 * A ?compare= value as two timeline years, or null. Nothing is clamped or guessed: the web app
 * shows the normal map for anything else, and a link preview the site's card.
 */
export function parseCompareYears(value: string): CompareYears | null {
  const parts = value.split(',');
  if (parts.length !== 2) return null;
  const [left, right] = parts.map(readYear);
  return left != null && right != null ? [left, right] : null;
}
