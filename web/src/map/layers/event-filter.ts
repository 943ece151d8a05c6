import type { TimelineMode } from '@domain/enums';

export interface MapFilterState {
  year: number;
  mode: TimelineMode;
  /** Indexes of the ticked periods. */
  periods: readonly number[];
  /** True while a search of 3 or more characters is active: period and time filters are skipped. */
  searchActive: boolean;
}

export const FAR = 1e6;
/** Event type indexes (EVENT_TYPES): real 0, alternative 1, whatif 2. */
const MODE_TYPES: Record<TimelineMode, readonly number[]> = { real: [0, 1], whatif: [2] };
const ALL_PERIODS = [0, 1, 2, 3, 4, 5, 6];
const EVERYWHEN: [number, number][] = [
  [-FAR, FAR],
  [-FAR, FAR],
];

/** The event type indexes a mode shows. */
export const modeTypes = (mode: TimelineMode) => MODE_TYPES[mode];

/**
 * The time channels for a year: visibleFrom <= year <= visibleTo (every time while searching).
 * The only uniforms a timeline tick changes.
 */
export function timeFilterRange(year: number, searchActive: boolean): [number, number][] {
  return searchActive ? EVERYWHEN : [[-FAR, year], [year, FAR]];
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
  /** Moves the channels to a year; false when that changes nothing (the same year, or a search). */
  setYear(year: number): boolean;
}

export function createTimeRange(searchActive: boolean): TimeRange {
  const range = EVERYWHEN.map(([a, b]): [number, number] => [a, b]);
  let current = NaN;
  return {
    range,
    setYear(next) {
      if (searchActive || next === current) return false;
      current = next;
      range[0]![1] = next;
      range[1]![0] = next;
      return true;
    },
  };
}

/**
 * The category channels: period, reality type and search hit (1) or not (0); outside a search
 * every event counts as a hit. Made once per mode/period/search change, not per tick.
 */
export function categoryFilter(state: Omit<MapFilterState, 'year'>): number[][] {
  return [state.searchActive ? ALL_PERIODS : [...state.periods], [...MODE_TYPES[state.mode]], state.searchActive ? [1] : [0, 1]];
}

/**
 * The DataFilterExtension uniforms for a state (spec section 5): time visibility as two range
 * channels, period and reality type as categories. Pure and cheap.
 */
export function filterProps(state: MapFilterState) {
  return { filterRange: timeFilterRange(state.year, state.searchActive), filterCategories: categoryFilter(state) };
}
