import type { StyleSpecification } from 'maplibre-gl';
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { theme } from '../styles/theme';
import { fixAntimeridian } from './antimeridian';

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

/** Natural Earth countries from world-atlas, loaded as its own chunk so the first paint is quick. */
export async function loadCountries(): Promise<FeatureCollection> {
  const topology = (await import('world-atlas/countries-50m.json')).default as unknown as Topology<{
    countries: GeometryCollection;
  }>;
  return fixAntimeridian(feature(topology, topology.objects.countries));
}

/** An offline style: ocean background and country polygons; raster tiles on top when configured. */
export function buildBasemapStyle(countries: FeatureCollection, tiles: TileConfig = {}): StyleSpecification {
  const style: StyleSpecification = {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries } },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': theme.colors.ocean } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': theme.colors.land } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': theme.colors.landStroke, 'line-width': 0.6 } },
    ],
  };
  if (tiles.baseUrl) {
    style.sources.base = { type: 'raster', tiles: [tiles.baseUrl], tileSize: 256, maxzoom: 19, attribution: tiles.attribution };
    style.layers.push({ id: 'base-tiles', type: 'raster', source: 'base' });
  }
  if (tiles.labelsFreeUrl) {
    style.sources.nolabels = { type: 'raster', tiles: [tiles.labelsFreeUrl], tileSize: 256, maxzoom: 19 };
    style.layers.push({ id: 'nolabels-tiles', type: 'raster', source: 'nolabels', paint: { 'raster-opacity': 0.4 } });
  }
  return style;
}
