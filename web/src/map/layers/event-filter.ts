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
const MODE_TYPES: Record<TimelineMode, number[]> = { real: [0, 1], whatif: [2] };
const ALL_PERIODS = [0, 1, 2, 3, 4, 5, 6];

/**
 * The DataFilterExtension uniforms for a state (spec section 5): time visibility as two range
 * channels (visibleFrom <= year <= visibleTo), period and reality type as categories. Pure and
 * cheap: a timeline tick changes these numbers and nothing else.
 */
export function filterProps(state: MapFilterState) {
  const time: [number, number][] = state.searchActive
    ? [[-FAR, FAR], [-FAR, FAR]]
    : [[-FAR, state.year], [state.year, FAR]];
  return {
    filterRange: time,
    // Third channel: search hit (1) or not (0); outside a search every event counts as a hit.
    filterCategories: [state.searchActive ? ALL_PERIODS : [...state.periods], MODE_TYPES[state.mode], state.searchActive ? [1] : [0, 1]],
  };
}
