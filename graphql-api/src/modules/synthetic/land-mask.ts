/**
 * A one-degree land/sea grid computed once from Natural Earth land polygons (world-atlas), so the
 * synthetic generator can place a million events on land without a polygon test per event.
 */
import { geoContains } from 'd3-geo';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { Topology, GeometryCollection } from 'topojson-specification';

const require = createRequire(import.meta.url);

export interface LandMask {
  /** Indexes (row * 360 + column) of land cells; row 0 is latitude 89..90. */
  cells: Uint32Array;
  isLand(latitude: number, longitude: number): boolean;
}

let cached: LandMask | null = null;

export function landMask(): LandMask {
  if (cached) return cached;
  const topology = require('world-atlas/land-110m.json') as Topology<{ land: GeometryCollection }>;
  const land = feature(topology, topology.objects.land);
  const grid = new Uint8Array(180 * 360);
  const cells: number[] = [];
  for (let row = 0; row < 180; row++) {
    for (let col = 0; col < 360; col++) {
      const lat = 89.5 - row;
      const lon = col - 179.5;
      if (geoContains(land, [lon, lat])) {
        grid[row * 360 + col] = 1;
        cells.push(row * 360 + col);
      }
    }
  }
  cached = {
    cells: Uint32Array.from(cells),
    isLand(latitude, longitude) {
      const row = Math.min(179, Math.max(0, Math.floor(90 - latitude)));
      const col = Math.min(359, Math.max(0, Math.floor(longitude + 180)));
      return grid[row * 360 + col] === 1;
    },
  };
  return cached;
}
