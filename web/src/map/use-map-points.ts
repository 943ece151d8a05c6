import { useEffect, useState } from 'react';
import { loadFeed, takeFeed, type LoadedFeed } from './feed-loader';
import { fetchMapIds, type MapIds, type MapPoints } from './map-feed';

/**
 * Loads the binary map feed (in a worker, with the layers' columns), then its ids (20 bytes per event first, so the map draws sooner; the
 * 16-byte ids follow for picking, search and connections). If the data changed between the two
 * loads, the snapshot tags differ and both are loaded again. A new `generation` (an edit made on
 * this screen) loads them again; the map keeps drawing the old data until the new has come.
 */
export function useMapPoints(generation = 0): { points: MapPoints | null; feed: LoadedFeed | null; ids: MapIds | null; error: Error | null } {
  const [feed, setFeed] = useState<LoadedFeed | null>(null);
  const [ids, setIds] = useState<MapIds | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const load = async (attempt: number): Promise<void> => {
      // The first load takes the one the app's entry started (preloadFeed), if any.
      const loaded = await (attempt === 0 && generation === 0 ? takeFeed(controller.signal) : loadFeed(controller.signal));
      if (controller.signal.aborted) return;
      const p = loaded.points;
      // The first load draws before its ids come; a reload swaps points and ids together, so the
      // ids never describe other rows than the points drawn.
      if (generation === 0) setFeed(loaded);
      const i = await fetchMapIds(controller.signal);
      if (controller.signal.aborted) return;
      if (i.tag === p.tag && i.count === p.count) {
        setFeed(loaded);
        setIds(i);
      } else if (attempt < 3) await load(attempt + 1);
      else throw new Error('The map data kept changing while loading; please reload.');
    };
    load(0).catch((e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e : new Error(String(e)));
    });
    return () => controller.abort();
  }, [generation]);
  return { points: feed?.points ?? null, feed, ids, error };
}
