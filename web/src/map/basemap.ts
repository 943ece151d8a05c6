import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { theme } from '../styles/theme';
import { BASEMAP_COLORS as C, DETAIL_ZOOM, EMPTY_DETAIL, placeLayers } from './basemap-layers';

/** Optional online tiles (spec: a base layer plus a faint no-labels layer at 0.4 opacity, to zoom 19). */
export interface TileConfig {
  baseUrl?: string;
  labelsFreeUrl?: string;
  attribution?: string;
}

export function tileConfigFromEnv(): TileConfig {
  return {
    baseUrl: import.meta.env.VITE_TILE_URL || undefined,
    labelsFreeUrl: import.meta.env.VITE_TILE_NOLABELS_URL || undefined,
    attribution: import.meta.env.VITE_TILE_ATTRIBUTION || undefined,
  };
}

/** The data's sources, as their licences ask (Natural Earth is in the public domain). */
const ATTRIBUTION: Record<string, string> = {
  cities: 'Places: GeoNames (CC BY 4.0)',
  rivers: 'Rivers and lakes: OpenStreetMap contributors, geo-maps',
  land: 'Natural Earth',
};

/** Where the build puts the basemap's data (web/scripts/basemap-data.mjs), served with the app. */
export const BASEMAP_URL = `${import.meta.env.BASE_URL}basemap`;

/**
 * The offline style (issue 30): from zoom 2 to 4 the world files (Natural Earth 1:50m land and
 * borders, ice, lakes, the large rivers, places of 100,000 people or more); from DETAIL_ZOOM the
 * 1:10m cells of the view, loaded by basemap-detail.ts into the detail-* sources. Muted colours:
 * the events' period colours must stay the strongest things on the map (the pixel tests count on
 * it). No glyphs URL: MapLibre draws the labels' letters itself from the browser's fonts, so no
 * font files are fetched. Raster tiles go over the land when configured.
 */
export function buildBasemapStyle(tiles: TileConfig = {}, base = BASEMAP_URL): StyleSpecification {
  const world = (name: string) => ({
    type: 'geojson' as const,
    data: `${base}/${name}.json`,
    ...(ATTRIBUTION[name] ? { attribution: ATTRIBUTION[name] } : {}),
  });
  const worldOnly = { maxzoom: DETAIL_ZOOM };
  const detailOnly = { minzoom: DETAIL_ZOOM };
  const layers: LayerSpecification[] = [
    { id: 'ocean', type: 'background', paint: { 'background-color': theme.colors.ocean } },
    // Shallow water along the coasts: a soft light band, the sea's physical colouring.
    {
      id: 'shallows',
      type: 'line',
      source: 'land',
      paint: { 'line-color': C.shallows, 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 3, 6, 10], 'line-blur': 6 },
    },
    { id: 'land', type: 'fill', source: 'land', ...worldOnly, paint: { 'fill-color': C.land } },
    { id: 'detail-land', type: 'fill', source: 'detail-land', ...detailOnly, paint: { 'fill-color': C.land } },
    { id: 'ice', type: 'fill', source: 'ice', paint: { 'fill-color': C.ice, 'fill-opacity': 0.9 } },
    { id: 'lakes', type: 'fill', source: 'lakes', paint: { 'fill-color': C.water, 'fill-outline-color': C.river } },
    { id: 'rivers', type: 'line', source: 'rivers', ...worldOnly, paint: { 'line-color': C.river, 'line-width': 1 } },
    { id: 'detail-rivers', type: 'fill', source: 'detail-rivers', ...detailOnly, paint: { 'fill-color': C.water } },
    { id: 'detail-river-banks', type: 'line', source: 'detail-rivers', ...detailOnly, paint: { 'line-color': C.river, 'line-width': 1.5 } },
    { id: 'coast', type: 'line', source: 'land', ...worldOnly, paint: { 'line-color': C.coast, 'line-width': 0.8 } },
    { id: 'detail-coast', type: 'line', source: 'detail-coast', ...detailOnly, paint: { 'line-color': C.coast, 'line-width': 1 } },
    // Modern borders are quiet: most of the timeline predates them.
    {
      id: 'borders',
      type: 'line',
      source: 'borders',
      ...worldOnly,
      paint: { 'line-color': C.border, 'line-width': 0.6, 'line-opacity': 0.45, 'line-dasharray': [3, 2] },
    },
    {
      id: 'detail-borders',
      type: 'line',
      source: 'detail-borders',
      ...detailOnly,
      paint: { 'line-color': C.border, 'line-width': 0.8, 'line-opacity': 0.45, 'line-dasharray': [3, 2] },
    },
  ];
  const style: StyleSpecification = {
    version: 8,
    sources: {
      land: world('land'),
      ice: world('ice'),
      lakes: world('lakes'),
      rivers: world('rivers'),
      borders: world('borders'),
      cities: world('cities'),
      ...Object.fromEntries(Object.entries(EMPTY_DETAIL).map(([k, data]) => [`detail-${k}`, { type: 'geojson' as const, data }])),
    },
    layers,
  };
  if (tiles.baseUrl) {
    style.sources.base = { type: 'raster', tiles: [tiles.baseUrl], tileSize: 256, maxzoom: 19, attribution: tiles.attribution };
    style.layers.push({ id: 'base-tiles', type: 'raster', source: 'base' });
  }
  if (tiles.labelsFreeUrl) {
    style.sources.nolabels = { type: 'raster', tiles: [tiles.labelsFreeUrl], tileSize: 256, maxzoom: 19 };
    style.layers.push({ id: 'nolabels-tiles', type: 'raster', source: 'nolabels', paint: { 'raster-opacity': 0.4 } });
  }
  style.layers.push(...placeLayers());
  return style;
}
