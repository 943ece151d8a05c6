/**
 * A one-degree land/sea grid computed once from Natural Earth land polygons (world-atlas), so the
 * synthetic generator can place a million events on land without a polygon test per event.
 *
 * The grid is filled by scanlines: for each row's centre latitude, the crossings of every ring edge
 * are collected and sorted, and cells between alternate crossings are land (even-odd rule in plain
 * longitude/latitude, which is how world-atlas rings are drawn). This takes milliseconds where a
 * spherical containment test per cell took tens of seconds.
 */
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

export interface LandMask {
  /** Indexes (row * 360 + column) of land cells; row 0 is latitude 89..90. */
  cells: Uint32Array;
  isLand(latitude: number, longitude: number): boolean;
}

type Ring = number[][];

/** Natural Earth's land at 1:110m as GeoJSON. */
export function landFeatures(): GeoJSON.FeatureCollection {
  const topology = require('world-atlas/land-110m.json') as Topology<{ land: GeometryCollection }>;
  return feature(topology, topology.objects.land);
}

function landRings(): Ring[] {
  return landFeatures().features.flatMap((f) => {
    const g = f.geometry;
    if (g.type === 'Polygon') return g.coordinates;
    if (g.type === 'MultiPolygon') return g.coordinates.flat();
    return [];
  });
}

/** Longitudes where the rings cross the given latitude, sorted. */
function crossings(rings: readonly Ring[], latitude: number): number[] {
  const xs: number[] = [];
  for (const ring of rings) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [x1, y1] = ring[j] as [number, number];
      const [x2, y2] = ring[i] as [number, number];
      if (y1 > latitude !== y2 > latitude) xs.push(x1 + ((latitude - y1) * (x2 - x1)) / (y2 - y1));
    }
  }
  return xs.sort((a, b) => a - b);
}

let cached: LandMask | null = null;

export function landMask(): LandMask {
  if (cached) return cached;
  const rings = landRings();
  const grid = new Uint8Array(180 * 360);
  const cells: number[] = [];
  for (let row = 0; row < 180; row++) {
    const xs = crossings(rings, 89.5 - row);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      // Cells whose centre (col - 179.5) lies inside [xs[k], xs[k+1]].
      const first = Math.max(0, Math.ceil(xs[k]! + 179.5));
      const last = Math.min(359, Math.floor(xs[k + 1]! + 179.5));
      for (let col = first; col <= last; col++) {
        grid[row * 360 + col] = 1;
        cells.push(row * 360 + col);
      }
    }
  }
  cells.sort((a, b) => a - b);
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
