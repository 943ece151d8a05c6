import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { theme } from '../styles/theme';
import { BASEMAP_COLORS as C, DETAIL_ZOOM, EMPTY_DETAIL, placeLayers, RELIEF_MAX_ZOOM, riverLayers } from './basemap-layers';

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

/**
 * The data's sources, as their licences ask (Natural Earth is in the public domain, and credited
 * all the same), shown by the map's compact attribution control.
 */
export const ATTRIBUTION = {
  land: 'Natural Earth',
  relief: 'Relief: Natural Earth II',
  cities: 'Places: GeoNames (CC BY 4.0)',
  lakes: 'Lakes and wide rivers: © OpenStreetMap contributors (ODbL), geo-maps',
} as const;

/** Where the build puts the basemap's data (web/scripts/basemap-data.mjs), served with the app. */
export const BASEMAP_URL = `${import.meta.env.BASE_URL}basemap`;

/**
 * The offline style (issue 30): from zoom 2 to 4 the world files (Natural Earth 1:50m land and
 * borders, ice, lakes, places of 100,000 people or more); from DETAIL_ZOOM the 1:10m cells of the
 * view, loaded by basemap-detail.ts into the detail-* sources. At every zoom: river centrelines
 * (wider for the greater rivers) and shaded relief tiles (zooms 0-3, stretched beyond). The
 * labels' glyphs come from the app too (built from Noto Sans). Muted colours: the events' period
 * colours must stay the strongest things on the map (the pixel tests count on it). Raster tiles go
 * over the land when configured. `origin` makes the tile and glyph addresses absolute, as MapLibre
 * wants them (the page's own origin in the browser).
 */
export function buildBasemapStyle(tiles: TileConfig = {}, base = BASEMAP_URL, origin = globalThis.location?.origin ?? ''): StyleSpecification {
  const world = (name: string) => ({
    type: 'geojson' as const,
    data: `${base}/${name}.json`,
    ...(name in ATTRIBUTION ? { attribution: ATTRIBUTION[name as keyof typeof ATTRIBUTION] } : {}),
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
    // Subtle: the mountains' light and shade over the land, gone by zoom 8, where the stretched tiles would only smudge it.
    {
      id: 'relief',
      type: 'raster',
      source: 'relief',
      maxzoom: 8,
      paint: { 'raster-opacity': ['interpolate', ['linear'], ['zoom'], 2, 0.42, 5, 0.35, 7, 0.12, 8, 0] },
    },
    { id: 'lakes', type: 'fill', source: 'lakes', paint: { 'fill-color': C.water, 'fill-outline-color': C.river } },
    // The water between the banks where a river is wide (the centrelines draw every river's course).
    { id: 'detail-rivers', type: 'fill', source: 'detail-rivers', ...detailOnly, paint: { 'fill-color': C.water } },
    ...riverLayers(),
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
    glyphs: `${origin}${base}/fonts/{fontstack}/{range}.pbf`,
    sources: {
      land: world('land'),
      ice: world('ice'),
      lakes: world('lakes'),
      'river-lines': { ...world('river-lines'), attribution: ATTRIBUTION.land },
      relief: {
        type: 'raster',
        tiles: [`${origin}${base}/relief/{z}/{x}/{y}.png`],
        tileSize: 256,
        maxzoom: RELIEF_MAX_ZOOM,
        attribution: ATTRIBUTION.relief,
      },
      borders: world('borders'),
      cities: world('cities'),
      // The 1:10m cells are Natural Earth's too (and their river polygons OpenStreetMap's).
      ...Object.fromEntries(
        Object.entries(EMPTY_DETAIL).map(([k, data]) => [
          `detail-${k}`,
          { type: 'geojson' as const, data, attribution: k === 'rivers' ? ATTRIBUTION.lakes : k === 'towns' ? ATTRIBUTION.cities : ATTRIBUTION.land },
        ]),
      ),
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
