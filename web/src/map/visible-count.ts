import { EVENT_TYPES } from '@domain/enums';
import { PERIODS } from '@domain/periods';
import { MAX_YEAR, MIN_YEAR } from '@domain/time';
import { modeTypes, type MapFilterState } from './layers/event-filter';
import type { MapPoints } from './map-feed';

const YEARS = MAX_YEAR - MIN_YEAR + 1;
const TYPES = EVENT_TYPES.length;
const GROUPS = PERIODS.length * TYPES;

/**
 * How many events the GPU filter lets through, answered on the CPU without touching the events:
 * per period and event type, how many become visible by each year and how many have stopped being
 * visible before it. Built in one pass when the feed loads; a timeline tick then costs a few
 * additions instead of a GPU readback (DataFilterExtension's countItems read a pixel back after
 * every frame, which waits for the rasteriser).
 */
export interface VisibleCounter {
  /** The events that pass the filter of this state (the same rules as the layers' timeFilterRange and categoryFilter). */
  count(state: MapFilterState, searchHits: Uint8Array | null): number;
}

export function buildVisibleCounter(points: MapPoints): VisibleCounter {
  // started[g * YEARS + y]: events of group g with visibleFrom <= MIN_YEAR + y;
  // ended[g * YEARS + y]: events of group g with visibleTo < MIN_YEAR + y.
  const started = new Int32Array(GROUPS * YEARS);
  const ended = new Int32Array(GROUPS * YEARS);
  for (let i = 0; i < points.count; i++) {
    const from = points.years[4 * i + 2]!;
    const to = points.years[4 * i + 3]!;
    // Never visible: an empty window, or one that opens after the timeline ends.
    if (from > to || from > MAX_YEAR) continue;
    const g = (points.period[i]! * TYPES + points.eventType[i]!) * YEARS;
    started[g + Math.max(0, from - MIN_YEAR)]!++;
    const stop = to + 1 - MIN_YEAR;
    if (stop < YEARS) ended[g + Math.max(0, stop)]!++;
  }
  for (let g = 0; g < GROUPS; g++) {
    for (let y = g * YEARS + 1; y < (g + 1) * YEARS; y++) {
      started[y]! += started[y - 1]!;
      ended[y]! += ended[y - 1]!;
    }
  }
  const typeTotals = new Int32Array(TYPES);
  for (let i = 0; i < points.count; i++) typeTotals[points.eventType[i]!]!++;
  const searchCounts = new WeakMap<Uint8Array, Int32Array>();
  /** Hits per event type, once per set of search results. */
  const hitsByType = (hits: Uint8Array) => {
    let counts = searchCounts.get(hits);
    if (!counts) {
      counts = new Int32Array(TYPES);
      for (let i = 0; i < points.count; i++) if (hits[i]) counts[points.eventType[i]!]!++;
      searchCounts.set(hits, counts);
    }
    return counts;
  };
  return {
    count(state, searchHits) {
      const types = modeTypes(state.mode);
      if (state.searchActive) {
        // Without hits (results still loading) the hit channel lets every event through.
        const byType = searchHits ? hitsByType(searchHits) : typeTotals;
        return types.reduce((sum, t) => sum + byType[t]!, 0);
      }
      const y = Math.min(YEARS - 1, Math.max(0, state.year - MIN_YEAR));
      let sum = 0;
      for (const p of state.periods) {
        for (const t of types) {
          const g = (p * TYPES + t) * YEARS + y;
          sum += started[g]! - ended[g]!;
        }
      }
      return sum;
    },
  };
}
