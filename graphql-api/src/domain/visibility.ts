/** When an event shows on the timeline (spec section 5) and how playback advances (section 9). */
import { MAX_YEAR, normalizeYear } from './time.js';

/** Cultural events (culturalType set) show within this many years of their range. */
export const CULTURAL_WINDOW_YEARS = 50;

/** Years an ordinary event stays visible after it ends: 3 before 1800, 2 from 1800 to 1900, 1 after. */
export function fadeYears(endYear: number): number {
  if (endYear < 1800) return 3;
  if (endYear < 1900) return 2;
  return 1;
}

export interface VisibilityWindow {
  from: number;
  to: number;
}

/** The inclusive range of timeline years in which an event is visible. */
export function visibilityWindow(startYear: number, endYear: number | null, cultural: boolean): VisibilityWindow {
  const end = endYear ?? startYear;
  if (cultural) return { from: startYear - CULTURAL_WINDOW_YEARS, to: end + CULTURAL_WINDOW_YEARS };
  return { from: startYear, to: end + fadeYears(end) };
}

export function isTimeVisible(year: number, startYear: number, endYear: number | null, cultural: boolean): boolean {
  const window = visibilityWindow(startYear, endYear, cultural);
  return year >= window.from && year <= window.to;
}

/** Years per 600 ms playback tick at a given year. */
export function playbackStep(year: number): number {
  if (year < -2000) return 100;
  if (year < 0) return 50;
  if (year < 1000) return 25;
  if (year < 1500) return 10;
  if (year < 1700) return 5;
  if (year < 1800) return 2;
  return 1;
}

/**
 * The next playback year, never past 2000 and never the non-existent year 0: the next multiple of
 * the step, so after 1 CE (where year 0 is skipped) playback lands on 25, 50 ... 1000, 1010 ...
 * 1500, 1505 ... 1800, 1801 again, not on 26 ... 1001 ... 1501.
 */
export function nextPlaybackYear(year: number): number {
  const step = playbackStep(year);
  const next = (Math.floor(year / step) + 1) * step;
  return normalizeYear(Math.min(MAX_YEAR, next));
}

export const PLAYBACK_TICK_MS = 600;
