import { CompositeLayer, type FilterContext, type GetPickingInfoParams, type Layer, type PickingInfo } from '@deck.gl/core';
import type { BinaryData } from './binary-data';
import { PathStyleExtension, type PathStyleExtensionProps } from '@deck.gl/extensions';
import { ScatterplotLayer, type ScatterplotLayerProps } from '@deck.gl/layers';
import { CoverageFadeExtension } from './coverage-fade-extension';
import type { DensityState } from './event-density-layer';
import type { LayerData } from './layer-data';
import { LiveCategoryFilterExtension, type LiveCategories, type LiveCategoryFilterProps } from './live-category-filter';
import { TimeFadeExtension, type TimeFade, type TimeFadeExtensionProps } from './time-fade-extension';
import { sliceMayShow } from './time-slices';

export interface EventsLayerInput {
  id: 'event-areas' | 'event-markers';
  data: LayerData;
  /** The time channels (timeFilterRange): the only prop a timeline tick changes. */
  filterRange: [number, number][];
  /** The year and motion of the time fades, moved in place with filterRange. */
  timeFade: TimeFade;
  /** The categories shown (categoryFilter), changed in place by a period toggle or a mode switch. */
  categories: LiveCategories;
  /** 1 per feed row for search results, while a search is active (a new array per result set). */
  searchHits: Uint8Array | null;
  /** Row of this layer to highlight (highlightedRow), -1 for none. */
  highlightedRow: number;
  /** While the view is drawn as density cells (the density layer decides), no slice is drawn. */
  density: DensityState;
}

// One extension list per layer id: deck.gl compares extensions by reference. The data filter has
// two range channels (visibleFrom, visibleTo) and one category channel (eventCategory); it reads
// the rows' categories from the data's getFilterCategory column and the ones shown from
// LiveCategories. PathStyleExtension dashes the outline of alternative events;
// CoverageFadeExtension lets the basemap show through a territory circle that covers most of the
// screen. No countItems: it reads the filtered count back from the GPU after every frame, which
// blocks the main thread until the rasteriser has finished (the visible count comes from
// visible-count.ts instead).
const filterOptions = { filterSize: 2, categorySize: 1, countItems: false } as const;
const extensions = {
  'event-areas': [new LiveCategoryFilterExtension(filterOptions), new PathStyleExtension({ dash: true }), new TimeFadeExtension(), new CoverageFadeExtension()],
  'event-markers': [new LiveCategoryFilterExtension(filterOptions), new PathStyleExtension({ dash: true }), new TimeFadeExtension()],
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
 * The binary data objects of one LayerData's time slices (and search), made once: deck.gl compares
 * `data` by reference, and a new object per render would re-upload every attribute. Each slice's
 * columns are views into the layer's arrays (no copies). A new search makes new objects whose only
 * new column is the categories; deck.gl keeps the others (same arrays) on the GPU.
 */
const NO_SEARCH = new Uint8Array(0);
const bySearchOf = new WeakMap<LayerData, WeakMap<Uint8Array, BinaryData[]>>();
export function sliceData(data: LayerData, searchHits: Uint8Array | null): BinaryData[] {
  let bySearch = bySearchOf.get(data);
  if (!bySearch) bySearchOf.set(data, (bySearch = new WeakMap()));
  let made = bySearch.get(searchHits ?? NO_SEARCH);
  if (!made) {
    // The same attribute objects under every search but the categories': deck.gl compares them by reference.
    const plain = searchHits ? sliceData(data, null) : null;
    const categories = searchHits ? withSearchHits(data, searchHits) : data.filterCategories;
    made = data.slices.map(({ start, end }, k): BinaryData => {
      const rows = <T extends Float32Array | Uint8Array | Uint32Array>(column: T, size: number) => ({
        value: column.subarray(size * start, size * end) as T,
        size,
      });
      const getFilterCategory = rows(categories, 1);
      if (plain) return { length: end - start, attributes: { ...plain[k]!.attributes, getFilterCategory } };
      return {
        length: end - start,
        attributes: {
          getPosition: rows(data.positions, 2),
          getRadius: rows(data.radius, 1),
          getFillColor: rows(data.fillColors, 4),
          getLineColor: rows(data.lineColors, 4),
          getFilterValue: rows(data.filterValues, 2),
          getTimeFade: rows(data.timeFadeSpans, 4),
          getFilterCategory,
          getDashArray: rows(data.dashArrays, 2),
        },
      };
    });
    bySearch.set(searchHits ?? NO_SEARCH, made);
  }
  return made;
}

type EventsLayerProps = Omit<EventsLayerInput, 'id'>;
type SliceProps = LiveCategoryFilterProps & PathStyleExtensionProps & TimeFadeExtensionProps;

/**
 * One ScatterplotLayer per time slice of the layer's rows, all kept (their attributes stay on the
 * GPU); each frame draws only the slices whose years the time filter can let through
 * (filterSubLayer reads the shared range that a tick moves in place). Picking reports rows of the
 * whole layer, as a single layer would.
 */
class EventsLayer extends CompositeLayer<EventsLayerProps> {
  static override layerName = 'EventsLayer';

  override renderLayers(): Layer[] {
    const { data, filterRange, timeFade, categories, searchHits, highlightedRow } = this.props;
    const areas = this.id === 'event-areas';
    const parts = sliceData(data, searchHits);
    return data.slices.map(
      (slice, k) =>
        new ScatterplotLayer<unknown, SliceProps>(
          // getSubLayerProps adds the composite's own props (pickable, autoHighlight, ...) and the slice's id.
          this.getSubLayerProps({
            id: `slice-${k}`,
            data: parts[k],
            filterRange,
            timeFade,
            filterCategories: categories.values,
            liveCategories: categories,
            extensions: extensions[this.id as EventsLayerInput['id']],
            radiusUnits: areas ? 'meters' : 'pixels',
            radiusMinPixels: areas ? 4 : 3,
            stroked: true,
            lineWidthUnits: 'pixels',
            getLineWidth: 2,
            highlightedObjectIndex: highlightedRow >= slice.start && highlightedRow < slice.end ? highlightedRow - slice.start : -1,
          }) as ScatterplotLayerProps<unknown> & SliceProps,
        ),
    );
  }

  override filterSubLayer({ layer }: FilterContext): boolean {
    if (this.props.density.cells) return false;
    const k = Number(layer.id.slice(layer.id.lastIndexOf('-') + 1));
    const slice = this.props.data.slices[k];
    return slice !== undefined && sliceMayShow(slice, this.props.filterRange);
  }

  override getPickingInfo({ info, sourceLayer }: GetPickingInfoParams): PickingInfo {
    if (sourceLayer && info.index >= 0) {
      const k = Number(sourceLayer.id.slice(sourceLayer.id.lastIndexOf('-') + 1));
      info.index += this.props.data.slices[k]?.start ?? 0;
    }
    return info;
  }
}

/** One array for every build: a prop deck.gl finds changed re-renders all of a layer's slices. */
const HIGHLIGHT: [number, number, number, number] = [255, 255, 255, 90];

/**
 * Events as ScatterplotLayers over binary columns with GPU filtering: time visibility as two range
 * channels, period, reality type and search hit as one category. Territorial events draw in metres,
 * the others as pixel markers. A year change only changes `filterRange` in place: the caller keeps
 * every other input the same object between ticks.
 */
export function buildEventsLayer(input: EventsLayerInput): Layer {
  const { id, ...props } = input;
  return new EventsLayer({ id, ...props, pickable: true, autoHighlight: true, highlightColor: HIGHLIGHT });
}
