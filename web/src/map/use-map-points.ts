import { useEffect, useState } from 'react';
import { fetchMapPoints, type MapPoints } from './map-feed';

/** Loads the binary map feed once. */
export function useMapPoints(): { points: MapPoints | null; error: Error | null } {
  const [points, setPoints] = useState<MapPoints | null>(null);
  const [error, setError] = useState<Error | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchMapPoints(controller.signal).then(setPoints, (e: unknown) => {
      if (!controller.signal.aborted) setError(e instanceof Error ? e : new Error(String(e)));
    });
    return () => controller.abort();
  }, []);
  return { points, error };
}
