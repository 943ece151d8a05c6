import { EVENT_TYPES, EVENT_TYPES_OF_MODE, type TimelineMode } from '@domain/enums';
import { PERIODS } from '@domain/periods';
import type { TimeFade } from './time-fade-extension';

export interface MapFilterState {
  year: number;
  mode: TimelineMode;
  /** Indexes of the ticked periods. */
  periods: readonly number[];
  /** True while a search of 3 or more characters is active: period and time filters are skipped. */
  searchActive: boolean;
}

export const FAR = 1e6;
/** Event type indexes (EVENT_TYPES) a mode shows, from the domain's one rule (EVENT_TYPES_OF_MODE). */
const MODE_TYPES: Record<TimelineMode, readonly number[]> = {
  real: EVENT_TYPES_OF_MODE.real.map((t) => EVENT_TYPES.indexOf(t)),
  whatif: EVENT_TYPES_OF_MODE.whatif.map((t) => EVENT_TYPES.indexOf(t)),
};
/** Every period index: a search shows all periods. */
export const ALL_PERIODS: readonly number[] = PERIODS.map((_, i) => i);
const EVERYWHEN: [number, number][] = [
  [-FAR, FAR],
  [-FAR, FAR],
];

/** The event type indexes a mode shows. */
export const modeTypes = (mode: TimelineMode) => MODE_TYPES[mode];

/**
 * An event's one filter category: its period, its event type and whether it is a search hit, as
 * one small number (the hit in the lowest bit). One channel instead of three: deck.gl maps each
 * row's categories to bits on the CPU when the data arrives, and one number a row is the least
 * of that work. 7 periods x 3 types x 2 stays well under the 128 categories a channel holds.
 */
export const eventCategory = (period: number, eventType: number, hit: 0 | 1) => (period * EVENT_TYPES.length + eventType) * 2 + hit;
/** The period of a filter category (eventCategory's inverse for the period). */
export const periodOfCategory = (category: number) => Math.floor((category >> 1) / EVENT_TYPES.length);

/**
 * The time channels for a year: visibleFrom <= year <= visibleTo (every time while searching).
 * The only uniforms a timeline tick changes.
 */
export function timeFilterRange(year: number, searchActive: boolean): [number, number][] {
  return searchActive
    ? EVERYWHEN
    : [
        [-FAR, year],
        [year, FAR],
      ];
}

/**
 * The time channels of one set of layers as one array, moved in place by a timeline tick. The
 * layers get it as `filterRange`, and DataFilterExtension reads it each time it draws (the
 * dataFilter uniforms come from it then), so a tick changes the uniforms and nothing else: no new
 * layers, no props for deck.gl to compare, the layers only asked to redraw.
 */
export interface TimeRange {
  /** `[[-FAR, year], [year, FAR]]`; every time while searching, and until a year is set. */
  readonly range: [number, number][];
  /** The year and motion the time fades follow (TimeFadeExtension), moved in place with the range. */
  readonly fade: TimeFade;
  /**
   * Moves the channels to a year; false when that changes nothing (the same year, or a search).
   * A step soon after the last one (playback, a drag) is motion: its size becomes the fade window.
   */
  setYear(year: number, now?: number): boolean;
  /** The year rests: no motion fade. False when there was none. */
  settle(): boolean;
}

/** Steps this close in time, and at most this long, are the year moving rather than a jump. */
export const MOTION_GAP_MS = 1200;
const MOTION_MAX_STEP = 100;

export function createTimeRange(searchActive: boolean): TimeRange {
  const range = EVERYWHEN.map(([a, b]): [number, number] => [a, b]);
  const fade: TimeFade = { year: 0, window: 0, enabled: false };
  let current = NaN;
  let changedAt = -Infinity;
  return {
    range,
    fade,
    setYear(next, now = performance.now()) {
      if (searchActive || next === current) return false;
      const step = Math.abs(next - current);
      fade.window = now - changedAt <= MOTION_GAP_MS && step <= MOTION_MAX_STEP ? step : 0;
      fade.year = next;
      fade.enabled = true;
      current = next;
      changedAt = now;
      range[0]![1] = next;
      range[1]![0] = next;
      return true;
    },
    settle() {
      if (fade.window === 0) return false;
      fade.window = 0;
      return true;
    },
  };
}

/**
 * The categories the events' filter lets through (`filterCategories`): the ticked periods (all
 * while searching), the mode's event types, and outside a search hits and non-hits alike (every
 * event is a hit then). Made once per mode/period/search change, not per tick.
 */
export function categoryFilter(state: Omit<MapFilterState, 'year'>): number[] {
  const periods = state.searchActive ? ALL_PERIODS : state.periods;
  const hits: (0 | 1)[] = state.searchActive ? [1] : [0, 1];
  return periods.flatMap((p) => MODE_TYPES[state.mode].flatMap((t) => hits.map((h) => eventCategory(p, t, h))));
}
