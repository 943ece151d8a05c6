/** What syncing needs of a MapLibre map: its camera and its move event. */
export interface SyncableMap {
  getCenter(): { lng: number; lat: number };
  getZoom(): number;
  getBearing(): number;
  getPitch(): number;
  jumpTo(camera: { center: [number, number]; zoom: number; bearing: number; pitch: number }): unknown;
  on(type: 'move', listener: () => void): unknown;
  off(type: 'move', listener: () => void): unknown;
}

/**
 * Moves every map with the one being moved (pan, zoom, a fling's inertia), until the returned
 * function is called. The followers' own move events, which the jump fires, are ignored while it
 * runs, so the maps never chase each other.
 */
export function syncMaps(maps: readonly SyncableMap[]): () => void {
  let following = false;
  const listeners = maps.map((leader) => () => {
    if (following) return;
    following = true;
    const { lng, lat } = leader.getCenter();
    const camera = { center: [lng, lat] as [number, number], zoom: leader.getZoom(), bearing: leader.getBearing(), pitch: leader.getPitch() };
    try {
      for (const map of maps) if (map !== leader) map.jumpTo(camera);
    } finally {
      following = false;
    }
  });
  maps.forEach((map, i) => map.on('move', listeners[i]!));
  return () => maps.forEach((map, i) => map.off('move', listeners[i]!));
}
