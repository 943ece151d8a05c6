/**
 * The map on a preview card: Natural Earth's countries (world-atlas, the data the web app's
 * basemap is built from) as SVG paths, around an event's place or the whole world. The projection
 * clips to the card, so only what shows is written (a few kB of path, not the world's).
 */
import { geoMercator, geoNaturalEarth1, geoPath, type GeoProjection } from 'd3-geo';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

const require = createRequire(import.meta.url);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

interface Outlines {
  land: GeoJSON.FeatureCollection;
  borders: GeoJSON.MultiLineString;
}

let outlines: Outlines | null = null;

/** Countries at 1:50m, read once (about 1 MB of JSON) on the first card. */
function worldOutlines(): Outlines {
  if (!outlines) {
    const topology = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection; land: GeometryCollection }>;
    outlines = {
      land: feature(topology, topology.objects.land),
      // Borders between two countries only: coasts are the land's edge already.
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    };
  }
  return outlines;
}

/** Degrees of longitude the event's map spans: a region, so the place is recognisable. */
const REGION_SPAN_DEGREES = 36;
/** Mercator runs to infinity at the poles: a place nearer one is drawn as if at this latitude. */
const MAX_LATITUDE = 75;

/** A Mercator map of the region around a place, the place at the box's centre; drawn across `clip` (the box by default). */
export function regionProjection(longitude: number, latitude: number, box: Box, clip: Box = box): GeoProjection {
  const scale = box.width / ((REGION_SPAN_DEGREES * Math.PI) / 180);
  const centreLatitude = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude));
  return (
    geoMercator()
      // Rotating the place to longitude 0 keeps shapes across the antimeridian whole near Fiji or Chukotka.
      .rotate([-longitude, 0])
      .center([0, centreLatitude])
      .scale(scale)
      .translate([box.x + box.width / 2, box.y + box.height / 2])
      .clipExtent([
        [clip.x, clip.y],
        [clip.x + clip.width, clip.y + clip.height],
      ])
  );
}

/** The whole world fitted into the box (the site's own card). */
export function worldProjection(box: Box): GeoProjection {
  return geoNaturalEarth1().fitExtent(
    [
      [box.x, box.y],
      [box.x + box.width, box.y + box.height],
    ],
    { type: 'Sphere' },
  );
}

export interface MapPaths {
  land: string;
  borders: string;
}

/** The land and the borders as SVG path data in the projection, to one decimal (plenty at card size). */
export function mapPaths(projection: GeoProjection): MapPaths {
  const { land, borders } = worldOutlines();
  const path = geoPath(projection).digits(1);
  return { land: path(land) ?? '', borders: path(borders) ?? '' };
}
