import { useMemo } from 'react';
import { densityTable } from '../../../features/timeline/density';
import { buildFeedIdIndex } from '../../../map/feed-id-index';
import { useMapPoints } from '../../../map/use-map-points';
import { buildVisibleCounter } from '../../../map/visible-count';

/**
 * The map feed and what is built from it once per load: the row of an event id (built the first
 * time something asks: search, arcs, a shared link), the per-year visible counter and the density
 * table behind the timeline. A new `generation` loads the feed again (an edit made on this screen).
 */
export function useFeedData(generation = 0) {
  const { points, feed, ids, error } = useMapPoints(generation);
  const rowOf = useMemo(() => {
    if (!ids) return null;
    let index: ((id: string) => number | null) | null = null;
    return (id: string) => (index ??= buildFeedIdIndex(ids))(id);
  }, [ids]);
  const counter = useMemo(() => (points ? buildVisibleCounter(points) : null), [points]);
  const densities = useMemo(() => (points ? densityTable(points) : null), [points]);
  return { points, feed, ids, error, rowOf, counter, densities };
}

export type FeedData = ReturnType<typeof useFeedData>;
