import type { TimelineMode } from '@domain/enums';
import { MAX_YEAR, MIN_YEAR } from '@domain/time';
import type { MapPoints } from '../../map/map-feed';

export const DENSITY_BINS = 110; // 50 years each over 3500 BCE..2000 CE

const WHATIF = 2;

/**
 * Events starting in each span of the timeline, for the current mode and ticked periods: the
 * histogram behind the track. One pass over the feed when the mode or periods change, never per tick.
 */
export function densityBins(points: MapPoints, mode: TimelineMode, periods: readonly number[], bins = DENSITY_BINS): Uint32Array {
  const counts = new Uint32Array(bins);
  const ticked = new Uint8Array(8);
  for (const p of periods) ticked[p] = 1;
  const span = (MAX_YEAR - MIN_YEAR + 1) / bins;
  for (let i = 0; i < points.count; i++) {
    if (!ticked[points.period[i]!]) continue;
    if ((points.eventType[i] === WHATIF) !== (mode === 'whatif')) continue;
    const bin = Math.floor((points.years[4 * i]! - MIN_YEAR) / span);
    counts[Math.min(bins - 1, Math.max(0, bin))]!++;
  }
  return counts;
}
