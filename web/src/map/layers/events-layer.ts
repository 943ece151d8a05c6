import type { Layer } from '@deck.gl/core';
import { binaryDataOnce, type BinaryData } from './binary-data';
import { DataFilterExtension, PathStyleExtension, type DataFilterExtensionProps, type PathStyleExtensionProps } from '@deck.gl/extensions';
import { ScatterplotLayer } from '@deck.gl/layers';
import { CoverageFadeExtension } from './coverage-fade-extension';
import type { LayerData } from './layer-data';
import { TimeFadeExtension, type TimeFade, type TimeFadeExtensionProps } from './time-fade-extension';

export interface EventsLayerInput {
  id: 'event-areas' | 'event-markers';
  data: LayerData;
  /** The time channels (timeFilterRange): the only prop a timeline tick changes. */
  filterRange: [number, number][];
  /** The year and motion of the time fades, moved in place with filterRange. */
  timeFade: TimeFade;
  /** The categories shown (categoryFilter), the same array from tick to tick. */
  filterCategories: number[];
  /** 1 per feed row for search results, while a search is active (a new array per result set). */
  searchHits: Uint8Array | null;
  /** Row of this layer to highlight (highlightedRow), -1 for none. */
  highlightedRow: number;
}

// One extension list per layer id: deck.gl compares extensions by reference. The data filter has
// two range channels (visibleFrom, visibleTo) and one category channel (eventCategory); it reads
// the categories from the data's getFilterCategory column. PathStyleExtension dashes the outline
// of alternative events; CoverageFadeExtension lets the basemap show through a territory circle
// that covers most of the screen. No countItems: it reads the filtered count back from the GPU after every
// frame, which blocks the main thread until the rasteriser has finished (the visible count comes
// from visible-count.ts instead).
const filterOptions = { filterSize: 2, categorySize: 1, countItems: false } as const;
const extensions = {
  'event-areas': [new DataFilterExtension(filterOptions), new PathStyleExtension({ dash: true }), new TimeFadeExtension(), new CoverageFadeExtension()],
  'event-markers': [new DataFilterExtension(filterOptions), new PathStyleExtension({ dash: true }), new TimeFadeExtension()],
};

/** The row of a layer that holds a feed row (one scan, when the highlight changes), or -1. */
export const highlightedRow = (data: LayerData, feedIndex: number | null) => (feedIndex === null ? -1 : data.feedIndex.indexOf(feedIndex));

/** The category column during a search: the layer's own, with each row's hit (0 or 1) in the lowest bit. */
function withSearchHits(data: LayerData, hits: Uint8Array): Uint32Array {
  const column = data.filterCategories.slice();
  for (let j = 0; j < data.length; j++) column[j] = (column[j]! & ~1) | hits[data.feedIndex[j]!]!;
  return column;
}

/**
 * The binary data object of one LayerData (and search), made once: deck.gl compares `data` by
 * reference, and a new object per tick would re-upload every attribute. A new search makes a new
 * object whose only new column is the categories; deck.gl keeps the others (same arrays) on the GPU.
 */
const NO_SEARCH = new Uint8Array(0);
const binaryData = new WeakMap<LayerData, WeakMap<Uint8Array, BinaryData>>();
function dataOf(data: LayerData, searchHits: Uint8Array | null): BinaryData {
  let bySearch = binaryData.get(data);
  if (!bySearch) binaryData.set(data, (bySearch = new WeakMap()));
  return binaryDataOnce(bySearch, searchHits ?? NO_SEARCH, (hits) => ({
    length: data.length,
    attributes: {
      getPosition: { value: data.positions, size: 2 },
      getRadius: { value: data.radius, size: 1 },
      getFillColor: { value: data.fillColors, size: 4 },
      getLineColor: { value: data.lineColors, size: 4 },
      getFilterValue: { value: data.filterValues, size: 2 },
      getTimeFade: { value: data.timeFadeSpans, size: 4 },
      getFilterCategory: { value: hits === NO_SEARCH ? data.filterCategories : withSearchHits(data, hits), size: 1 },
      getDashArray: { value: data.dashArrays, size: 2 },
    },
  }));
}

/**
 * Events as a ScatterplotLayer over binary columns with GPU filtering: time visibility as two range
 * channels, period, reality type and search hit as one category. Territorial events draw in metres,
 * the others as pixel markers. A year change only changes `filterRange`: the caller keeps every
 * other input the same object between ticks.
 */
export function buildEventsLayer(input: EventsLayerInput): Layer {
  const { data, id, searchHits } = input;
  const areas = id === 'event-areas';
  return new ScatterplotLayer<unknown, DataFilterExtensionProps & PathStyleExtensionProps & TimeFadeExtensionProps>({
    id,
    data: dataOf(data, searchHits),
    filterRange: input.filterRange,
    timeFade: input.timeFade,
    filterCategories: input.filterCategories,
    extensions: extensions[id],
    radiusUnits: areas ? 'meters' : 'pixels',
    radiusMinPixels: areas ? 4 : 3,
    stroked: true,
    lineWidthUnits: 'pixels',
    getLineWidth: 2,
    pickable: true,
    autoHighlight: true,
    highlightColor: [255, 255, 255, 90],
    highlightedObjectIndex: input.highlightedRow,
  });
}
