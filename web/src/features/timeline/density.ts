import type { TimelineMode } from '@domain/enums';
import { MAX_YEAR, MIN_YEAR } from '@domain/time';
import type { MapPoints } from '../../map/map-feed';

export const DENSITY_BINS = 110; // 50 years each over 3500 BCE..2000 CE

const WHATIF = 2;
const PERIOD_SLOTS = 8;

/** Per period, the start-year bins of its real-and-alternative events and of its what-if events. */
export interface DensityTable {
  bins: number;
  /** [(period * 2 + (what-if ? 1 : 0)) * bins + bin] */
  counts: Uint32Array;
}

/** One pass over the feed when it loads: events by period, what-if or not, and start-year bin. */
export function densityTable(points: MapPoints, bins = DENSITY_BINS): DensityTable {
  const counts = new Uint32Array(PERIOD_SLOTS * 2 * bins);
  const span = (MAX_YEAR - MIN_YEAR + 1) / bins;
  for (let i = 0; i < points.count; i++) {
    const bin = Math.min(bins - 1, Math.max(0, Math.floor((points.years[4 * i]! - MIN_YEAR) / span)));
    const group = points.period[i]! * 2 + (points.eventType[i] === WHATIF ? 1 : 0);
    counts[group * bins + bin]!++;
  }
  return { bins, counts };
}

/**
 * Events starting in each span of the timeline, for the current mode and ticked periods: the
 * histogram behind the track. Sums the table's rows for the ticked periods (a few hundred
 * additions), so a period toggle or mode switch never walks the feed.
 */
export function densityBins(table: DensityTable, mode: TimelineMode, periods: readonly number[]): Uint32Array {
  const { bins, counts } = table;
  const out = new Uint32Array(bins);
  const whatif = mode === 'whatif' ? 1 : 0;
  for (const p of periods) {
    const row = (p * 2 + whatif) * bins;
    for (let b = 0; b < bins; b++) out[b]! += counts[row + b]!;
  }
  return out;
}
