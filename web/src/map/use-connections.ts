import { useEffect, useState } from 'react';
import { buildArcData, fetchConnections, type ArcData } from './connections';
import type { MapPoints } from './map-feed';

/** Loads the connections the first time they are asked for, then keeps them for this feed. */
export function useConnections(
  points: MapPoints | null,
  wanted: boolean,
  rowOf: ((id: string) => number | null) | null,
): { arcs: ArcData | null; error: Error | null } {
  const [arcs, setArcs] = useState<ArcData | null>(null);
  const [error, setError] = useState<Error | null>(null);
  const ready = wanted && points !== null && rowOf !== null && arcs === null;
  useEffect(() => {
    if (!ready || !points || !rowOf) return;
    const controller = new AbortController();
    fetchConnections(controller.signal).then(
      (buffer) => setArcs(buildArcData(points, buffer, rowOf)),
      (e: unknown) => {
        if (!controller.signal.aborted) setError(e instanceof Error ? e : new Error(String(e)));
      },
    );
    return () => controller.abort();
  }, [ready, points, rowOf]);
  return { arcs: wanted ? arcs : null, error };
}
