import { describe, expect, it } from 'vitest';
import { syncMaps, type SyncableMap } from './sync-maps';

/** A map with a camera and move events, which fires move when jumped, as MapLibre does. */
class CameraMap implements SyncableMap {
  center = { lng: 0, lat: 20 };
  zoom = 2;
  jumps = 0;
  private listeners = new Set<() => void>();
  getCenter = () => this.center;
  getZoom = () => this.zoom;
  getBearing = () => 0;
  getPitch = () => 0;
  jumpTo(camera: { center: [number, number]; zoom: number }) {
    this.jumps++;
    this.center = { lng: camera.center[0], lat: camera.center[1] };
    this.zoom = camera.zoom;
    this.fire();
  }
  /** A person pans and zooms this map. */
  move(lng: number, lat: number, zoom: number) {
    this.center = { lng, lat };
    this.zoom = zoom;
    this.fire();
  }
  on(_: 'move', listener: () => void) {
    this.listeners.add(listener);
  }
  off(_: 'move', listener: () => void) {
    this.listeners.delete(listener);
  }
  private fire() {
    for (const listener of this.listeners) listener();
  }
}

describe('syncMaps', () => {
  it('moves the other map with whichever one is moved, once per move', () => {
    const left = new CameraMap();
    const right = new CameraMap();
    syncMaps([left, right]);
    left.move(12.5, 41.9, 6);
    expect(right.center).toEqual({ lng: 12.5, lat: 41.9 });
    expect(right.zoom).toBe(6);
    expect([left.jumps, right.jumps]).toEqual([0, 1]);
    right.move(-0.1, 51.5, 8);
    expect(left.center).toEqual({ lng: -0.1, lat: 51.5 });
    expect([left.jumps, right.jumps]).toEqual([1, 1]);
  });

  it('stops following when stopped', () => {
    const left = new CameraMap();
    const right = new CameraMap();
    const stop = syncMaps([left, right]);
    stop();
    left.move(30, 10, 4);
    expect(right.center).toEqual({ lng: 0, lat: 20 });
  });
});
