/**
 * Point-in-polygon and distance-to-border queries over Natural Earth polygons (world-atlas), built
 * once so a few thousand seed events are checked in milliseconds instead of testing every ring of
 * every country for every event.
 *
 * Two indexes over the same flattened edge list:
 * - latitude bands for containment: a point is inside a feature when a ray cast east from it crosses
 *   that feature's edges an odd number of times (even-odd rule in plain longitude/latitude, which is
 *   how world-atlas rings are drawn, holes and islands included), and only edges in the point's band
 *   can cross its ray;
 * - a grid of cells for distance: the edges near a point are those in the cells around it, measured
 *   in a local equirectangular plane (good to a few per cent at the ranges used here, tens to a few
 *   hundred kilometres).
 */
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

const BAND = 0.25; // degrees of latitude per containment band
const CELL = 0.5; // degrees per side of a distance cell
const COLS = 360 / CELL;
const ROWS = 180 / CELL;
const BANDS = 180 / BAND;
export const KM_PER_DEGREE = 111.195;

export interface PolygonFeature {
  name: string;
  /** Rings as [longitude, latitude] pairs, outer rings and holes alike. */
  rings: number[][][];
}

export interface PolygonIndex {
  readonly names: readonly string[];
  /** Names of the features whose polygons contain the point. */
  containing(latitude: number, longitude: number): string[];
  /** Every feature with an edge within km of the point, with its distance in km. */
  within(latitude: number, longitude: number, km: number): Map<string, number>;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Compressed lists (offsets + items) of edge numbers per bucket. */
function buckets(count: number, edges: number, spans: (edge: number, add: (bucket: number) => void) => void) {
  const sizes = new Uint32Array(count + 1);
  for (let e = 0; e < edges; e++) spans(e, (b) => sizes[b + 1]!++);
  for (let b = 0; b < count; b++) sizes[b + 1]! += sizes[b]!;
  const items = new Uint32Array(sizes[count]!);
  const fill = sizes.slice(0, count);
  for (let e = 0; e < edges; e++) spans(e, (b) => (items[fill[b]!++] = e));
  return { offsets: sizes, items };
}

export function buildPolygonIndex(features: readonly PolygonFeature[]): PolygonIndex {
  const names = features.map((f) => f.name);
  let total = 0;
  for (const f of features) for (const ring of f.rings) total += ring.length;
  const xy = new Float64Array(total * 4);
  const owner = new Uint16Array(total);
  let n = 0;
  features.forEach((f, fi) => {
    for (const ring of f.rings) {
      for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
        const [x1, y1] = ring[j] as [number, number];
        const [x2, y2] = ring[i] as [number, number];
        xy.set([x1, y1, x2, y2], n * 4);
        owner[n++] = fi;
      }
    }
  });
  const band = (y: number) => clamp(Math.floor((y + 90) / BAND), 0, BANDS - 1);
  const row = (y: number) => clamp(Math.floor((y + 90) / CELL), 0, ROWS - 1);
  const col = (x: number) => clamp(Math.floor((x + 180) / CELL), 0, COLS - 1);
  const bands = buckets(BANDS, n, (e, add) => {
    const y1 = xy[e * 4 + 1]!,
      y2 = xy[e * 4 + 3]!;
    for (let b = band(Math.min(y1, y2)); b <= band(Math.max(y1, y2)); b++) add(b);
  });
  const cells = buckets(ROWS * COLS, n, (e, add) => {
    const x1 = xy[e * 4]!,
      y1 = xy[e * 4 + 1]!,
      x2 = xy[e * 4 + 2]!,
      y2 = xy[e * 4 + 3]!;
    for (let r = row(Math.min(y1, y2)); r <= row(Math.max(y1, y2)); r++) {
      for (let c = col(Math.min(x1, x2)); c <= col(Math.max(x1, x2)); c++) add(r * COLS + c);
    }
  });

  return {
    names,
    containing(latitude, longitude) {
      const parity = new Uint8Array(features.length);
      const b = band(latitude);
      for (let k = bands.offsets[b]!; k < bands.offsets[b + 1]!; k++) {
        const e = bands.items[k]!;
        const x1 = xy[e * 4]!,
          y1 = xy[e * 4 + 1]!,
          x2 = xy[e * 4 + 2]!,
          y2 = xy[e * 4 + 3]!;
        if (y1 > latitude === y2 > latitude) continue;
        if (x1 + ((latitude - y1) * (x2 - x1)) / (y2 - y1) > longitude) parity[owner[e]!]! ^= 1;
      }
      return names.filter((_, i) => parity[i] === 1);
    },
    within(latitude, longitude, km) {
      const found = new Map<string, number>();
      const cos = Math.max(Math.cos((latitude * Math.PI) / 180), 0.01);
      const dLat = km / KM_PER_DEGREE;
      const dLon = Math.min(180, dLat / cos);
      // Each edge is measured in a plane centred on the point: x east and y north, in km.
      const px = (x: number) => (x - longitude) * cos * KM_PER_DEGREE;
      const py = (y: number) => (y - latitude) * KM_PER_DEGREE;
      for (let r = row(latitude - dLat); r <= row(latitude + dLat); r++) {
        for (let c = col(longitude - dLon); c <= col(longitude + dLon); c++) {
          const cell = r * COLS + c;
          for (let k = cells.offsets[cell]!; k < cells.offsets[cell + 1]!; k++) {
            const e = cells.items[k]!;
            const ax = px(xy[e * 4]!),
              ay = py(xy[e * 4 + 1]!),
              bx = px(xy[e * 4 + 2]!),
              by = py(xy[e * 4 + 3]!);
            const dx = bx - ax,
              dy = by - ay;
            const len = dx * dx + dy * dy;
            const t = len === 0 ? 0 : clamp(-(ax * dx + ay * dy) / len, 0, 1);
            const d = Math.hypot(ax + t * dx, ay + t * dy);
            const name = names[owner[e]!]!;
            if (d <= km && d < (found.get(name) ?? Infinity)) found.set(name, d);
          }
        }
      }
      return found;
    },
  };
}

/** The named features of a world-atlas topology object as rings. */
export function topologyFeatures(file: string, object: string): PolygonFeature[] {
  const topology = require(file) as Topology<Record<string, GeometryCollection>>;
  const collection = feature(topology, topology.objects[object]!) as unknown as GeoJSON.FeatureCollection;
  return collection.features.map((f, i) => {
    const g = f.geometry;
    const rings = g.type === 'Polygon' ? g.coordinates : g.type === 'MultiPolygon' ? g.coordinates.flat() : [];
    return { name: String((f.properties as { name?: string } | null)?.name ?? `${object}-${i}`), rings };
  });
}

let land: PolygonIndex | null = null;
let countries: PolygonIndex | null = null;

/** Natural Earth land at 1:10m, every polygon named "land". */
export function landIndex(): PolygonIndex {
  land ??= buildPolygonIndex(topologyFeatures('world-atlas/land-10m.json', 'land').map((f) => ({ ...f, name: 'land' })));
  return land;
}

/** Natural Earth admin-0 countries at 1:10m, named as world-atlas names them ("United States of America"). */
export function countryIndex(): PolygonIndex {
  countries ??= buildPolygonIndex(topologyFeatures('world-atlas/countries-10m.json', 'countries'));
  return countries;
}
