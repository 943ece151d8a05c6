import { useEffect, useState } from 'react';
import { MIN_YEAR } from '@domain/time';
import { loadFeed, takeFeed, type LoadedFeed } from './feed-loader';
import type { MapIds, MapPoints } from './map-feed';

/**
 * Loads the chunked map feed (in a worker, with the layers' columns): the chunks that can show
 * `startYear` are drawn first, then the whole feed with its ids (picking, search and connections
 * need them) replaces them. A new `generation` (an edit made on this screen) loads it again; the
 * map keeps drawing the old data until the whole new feed has come.
 */
export function useMapPoints(
  generation = 0,
  startYear = MIN_YEAR,
): { points: MapPoints | null; feed: LoadedFeed | null; ids: MapIds | null; error: Error | null } {
  const [feed, setFeed] = useState<LoadedFeed | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const load = async (attempt: number): Promise<void> => {
      // The first load takes the one the app's entry started (preloadFeed), if any.
      const loading = attempt === 0 && generation === 0 ? takeFeed(controller.signal, startYear) : loadFeed(controller.signal, startYear);
      let whole = false;
      if (generation === 0) void loading.first.then((first) => first && !whole && !controller.signal.aborted && setFeed(first));
      try {
        const complete = await loading.complete;
        whole = true;
        if (!controller.signal.aborted) setFeed(complete);
      } catch (e) {
        // A chunk of a data version two changes old may be gone: load the new manifest.
        if (controller.signal.aborted || attempt >= 2) throw e;
        await load(attempt + 1);
      }
    };
    load(0).catch((e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e : new Error(String(e)));
    });
    return () => controller.abort();
    // The start year matters for the first load only: a later year does not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation]);
  return { points: feed?.points ?? null, feed, ids: feed?.ids ?? null, error };
}
