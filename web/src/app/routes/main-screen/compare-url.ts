import { formatYear, MAX_YEAR, MIN_YEAR } from '@domain/time';

/** The compare view's two years, left then right. */
export type CompareYears = readonly [number, number];

export interface CompareReading {
  /** The years to compare, or null for the normal map. */
  years: CompareYears | null;
  /** Why the address's compare value is not shown (for a message), or null when it is fine or absent. */
  problem: string | null;
}

const YEAR_PATTERN = /^-?\d{1,4}$/;

/** A year the timeline has: a whole number from 3500 BCE to 2000 CE, and never 0 (there is no year 0). */
function readYear(text: string): number | null {
  if (!YEAR_PATTERN.test(text.trim())) return null;
  const year = Number(text);
  return year !== 0 && year >= MIN_YEAR && year <= MAX_YEAR ? year : null;
}

/**
 * Reads `?compare=<left>,<right>`. Unlike ?year=, nothing is clamped or guessed: a value that is
 * not two timeline years falls back to the normal map, with a message saying why.
 */
export function readCompareYears(value: string | null): CompareReading {
  if (value === null) return { years: null, problem: null };
  const parts = value.split(',');
  const years = parts.map(readYear);
  const [left, right] = years;
  if (parts.length === 2 && left != null && right != null) return { years: [left, right], problem: null };
  return {
    years: null,
    problem: `The compare link (compare=${value}) needs two years from ${formatYear(MIN_YEAR)} to ${formatYear(MAX_YEAR)}, such as compare=1450,1550: showing the normal map.`,
  };
}

export const writeCompareYears = ([left, right]: CompareYears): string => `${left},${right}`;

/** The years a Compare button opens with: the map's year, and a century later (or earlier at the end of the timeline). */
export function defaultCompareYears(year: number): CompareYears {
  const later = year + 100;
  if (later <= MAX_YEAR) return [year, later === 0 ? 1 : later];
  const earlier = year - 100;
  return [earlier === 0 ? -1 : earlier, year];
}
