import type { FeatureCollection, Geometry } from 'geojson';
import type { CircleLayerSpecification, ExpressionSpecification, FilterSpecification, LayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';

/** From this zoom the 1:10m detail cells replace the world files (Natural Earth 10 m beyond zoom 4). */
export const DETAIL_ZOOM = 4.5;
/** The relief tiles go up to this zoom (web/scripts/basemap-relief.mjs); MapLibre stretches them beyond. */
export const RELIEF_MAX_ZOOM = 3;
/** The font the place names are drawn in: the glyphs web/scripts/basemap-glyphs.mjs builds. */
export const FONT_STACK = 'Noto Sans Regular';

/**
 * The basemap's colours: blues and greys whose channels differ by less than 60, so no basemap
 * pixel is as saturated as an event's period colour (e2e/support/map-pixels.ts relies on that).
 */
export const BASEMAP_COLORS = {
  land: '#26304a',
  ice: '#3d475c',
  shallows: '#1a2b47',
  water: '#1a2d4c',
  river: '#3a5276',
  riverLine: '#4d6486',
  coast: '#46577a',
  border: '#8a93a8',
  place: '#d5dae3',
  placeHalo: '#0f1c33',
  dot: '#a8b0bf',
} as const;

/** One detail cell's layers (see web/scripts/basemap-data.mjs). */
export interface DetailCell {
  land: Geometry;
  coast: Geometry;
  borders: Geometry;
  rivers: Geometry;
  towns: FeatureCollection;
}

export type DetailKind = keyof DetailCell;
export const DETAIL_KINDS: readonly DetailKind[] = ['land', 'coast', 'borders', 'rivers', 'towns'];
const empty = (): FeatureCollection => ({ type: 'FeatureCollection', features: [] });
export const EMPTY_DETAIL: Record<DetailKind, FeatureCollection> = { land: empty(), coast: empty(), borders: empty(), rivers: empty(), towns: empty() };

/**
 * The smallest population labelled at each zoom: the largest places first, more as the map zooms
 * in; the collision check (the most populous placed first) keeps the rest from crowding.
 */
export const LABEL_POPULATION = [
  [2, 5_000_000],
  [3, 2_000_000],
  [4, 700_000],
  [5, 250_000],
  [6, 100_000],
  [7, 40_000],
  [8, 15_000],
] as const;

const populationStep = (): ExpressionSpecification =>
  ['step', ['zoom'], LABEL_POPULATION[0][1], ...LABEL_POPULATION.slice(1).flat()] as ExpressionSpecification;

/**
 * River centrelines (Natural Earth 1:50m): rank 1, the rivers Natural Earth keeps even at 1:110m,
 * wide and from the world view on; rank 2 thinner, from zoom 4.
 */
export function riverLayers(): LayerSpecification[] {
  const width = (stops: number[]): ExpressionSpecification => ['interpolate', ['linear'], ['zoom'], ...stops] as ExpressionSpecification;
  const paint = (stops: number[]) => ({ 'line-color': BASEMAP_COLORS.riverLine, 'line-width': width(stops) });
  const layout = { 'line-cap': 'round', 'line-join': 'round' } as const;
  return [
    { id: 'river-lines', type: 'line', source: 'river-lines', minzoom: 4, filter: ['==', ['get', 'rank'], 2], layout, paint: paint([4, 0.5, 7, 1.2, 10, 2.5]) },
    { id: 'river-lines-major', type: 'line', source: 'river-lines', filter: ['==', ['get', 'rank'], 1], layout, paint: paint([2, 0.8, 6, 1.8, 10, 3.5]) },
  ];
}

/** Places from the gazetteer: a dot and a name, bigger for bigger places. */
export function placeLayers(): LayerSpecification[] {
  const shown: FilterSpecification = ['>=', ['get', 'population'], populationStep()];
  const layout: SymbolLayerSpecification['layout'] = {
    'text-field': ['get', 'name'],
    'text-font': [FONT_STACK],
    'text-size': ['interpolate', ['linear'], ['get', 'population'], 15_000, 10, 1_000_000, 12, 10_000_000, 14],
    'text-anchor': 'left',
    'text-offset': [0.5, 0],
    'text-max-width': 8,
    'text-padding': 4,
    // The most populous first, so a big city keeps its label where two would touch.
    'symbol-sort-key': ['-', ['get', 'population']],
  };
  const paint: SymbolLayerSpecification['paint'] = {
    'text-color': BASEMAP_COLORS.place,
    'text-halo-color': BASEMAP_COLORS.placeHalo,
    'text-halo-width': 1.5,
    'text-opacity': 0.9,
  };
  const dot: CircleLayerSpecification['paint'] = {
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 2, 1.5, 8, 3],
    'circle-color': BASEMAP_COLORS.dot,
    'circle-opacity': 0.8,
  };
  // Dots for the places a step larger than the labels' limit: a dot whose name had no room is noise.
  const dotted: FilterSpecification = ['>=', ['get', 'population'], ['*', 2.5, populationStep()]];
  return [
    { id: 'city-dots', type: 'circle', source: 'cities', filter: dotted, paint: dot },
    { id: 'town-dots', type: 'circle', source: 'detail-towns', minzoom: 7, filter: dotted, paint: dot },
    { id: 'city-labels', type: 'symbol', source: 'cities', filter: shown, layout, paint },
    { id: 'town-labels', type: 'symbol', source: 'detail-towns', minzoom: 7, filter: shown, layout, paint },
  ];
}
