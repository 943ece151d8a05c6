import type { TimelineMode } from '@domain/enums';
import type { VisibleCounter } from '../../map/visible-count';

/**
 * Each compare side's visible events at its own year (null while the feed loads): the rules of
 * the side's map, which shows the mode and periods but no search. Shared by the compare bar and
 * the legend, so both say the same.
 */
export function compareCounts(counter: VisibleCounter | null, years: readonly [number, number], mode: TimelineMode, periods: number[]): (number | null)[] {
  return years.map((year) => (counter ? counter.count({ mode, periods, searchActive: false, year }, null) : null));
}
