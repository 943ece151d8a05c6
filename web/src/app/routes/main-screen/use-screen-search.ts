import { useMemo } from 'react';
import { isSearchActive, useEventSearch } from '../../../features/search/use-event-search';
import type { FeedData } from './use-feed-data';
import { useAtlasStore } from './use-atlas';

/** Versions of hit columns: the arcs layer re-reads its search channel when the version changes. */
let hitVersions = 0;

/**
 * The header search for the screen: the server's results, the one the navigator is on, and the
 * results as a 0/1 column over the feed rows that the GPU filter reads (period and time filters
 * are skipped while a search is active; until the results arrive nothing is a hit).
 */
export function useScreenSearch(text: string, index: number, feed: Pick<FeedData, 'points' | 'rowOf'>) {
  const { year } = useAtlasStore();
  const search = useEventSearch(text, year.get);
  const active = isSearchActive(text);
  const count = feed.points?.count ?? 0;
  const { rowOf } = feed;
  const { results } = search;
  const hits = useMemo(() => {
    const version = ++hitVersions;
    if (!active || !rowOf) return { column: null, version };
    const column = new Uint8Array(count);
    for (const r of results ?? []) {
      const row = rowOf(r.id);
      if (row !== null) column[row] = 1;
    }
    return { column, version };
  }, [count, active, results, rowOf]);
  const current = active && results?.length ? results[Math.min(index, results.length - 1)] : undefined;
  return { ...search, active, hits, current };
}

export type ScreenSearch = ReturnType<typeof useScreenSearch>;
