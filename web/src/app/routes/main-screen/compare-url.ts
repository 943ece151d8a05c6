import { parseCompareYears, type CompareYears } from '@domain/compare-years';
import { formatYear, MAX_YEAR, MIN_YEAR } from '@domain/time';

export type { CompareYears };

export interface CompareReading {
  /** The years to compare, or null for the normal map. */
  years: CompareYears | null;
  /** Why the address's compare value is not shown (for a message), or null when it is fine or absent. */
  problem: string | null;
}

/**
 * Reads `?compare=<left>,<right>`. Unlike ?year=, nothing is clamped or guessed: a value that is
 * not two timeline years falls back to the normal map, with a message saying why.
 */
export function readCompareYears(value: string | null): CompareReading {
  if (value === null) return { years: null, problem: null };
  const years = parseCompareYears(value);
  if (years) return { years, problem: null };
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
