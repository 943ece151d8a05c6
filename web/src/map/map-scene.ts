import type { Layer } from '@deck.gl/core';
import type { ArcData } from './connections';
import { buildConnectionsLayer } from './layers/connections-layer';
import { buildDensityLayer, type DensityState } from './layers/event-density-layer';
import { buildEventsLayer } from './layers/events-layer';
import { createTimeRange, type TimeRange } from './layers/event-filter';
import type { LayerData } from './layers/layer-data';
import { createLiveCategories, type LiveCategories } from './layers/live-category-filter';

/** The map's deck.gl layers and the time range they filter by, which the year moves in place. */
export interface MapScene {
  layers: Layer[];
  time: TimeRange;
  /** Layers that work something out from the year (the density cells): a tick asks them to update, not only to redraw. */
  yearDependent: Layer[];
}

export interface MapSceneInput {
  areas: LayerData;
  markers: LayerData;
  /** Arcs to draw ('Show Connections' ticked and loaded), else null. */
  arcs: ArcData | null;
  /** Categories the events show (categoryFilter), and the arcs' category channels (connectionCategories). */
  categories: number[];
  arcCategories: number[][];
  searchHits: Uint8Array | null;
  searchVersion: number;
  /** Rows to highlight in each layer (highlightedRow), -1 for none. */
  highlightedArea: number;
  highlightedMarker: number;
  /** What the map's scenes share (sharedSceneState): the same objects from scene to scene. */
  shared: SharedSceneState;
}

/**
 * What one map's scenes share, changed in place instead of given to the layers as new props: the
 * time range the year moves, the categories shown and the density cells' state. With them the
 * same, a new mode or new periods change no prop of the events layers, and deck.gl updates none of
 * their time slices (bench/README.md, "Period toggle and mode switch").
 */
export interface SharedSceneState {
  /** Whether `time` is a search's (every time shown): a search starting or ending needs a new one. */
  searchActive: boolean;
  time: TimeRange;
  /** The events layers draw with these; a scene sets them to its `categories` when it is built. */
  categories: LiveCategories;
  density: DensityState;
}

/** A map's first shared state, or (with `keep`) a new time range for a search starting or ending, with the rest kept. */
export const sharedSceneState = (searchActive: boolean, keep?: SharedSceneState): SharedSceneState => ({
  searchActive,
  time: createTimeRange(searchActive),
  // Empty until the first scene sets them (buildMapScene).
  categories: keep?.categories ?? createLiveCategories(),
  density: keep?.density ?? { cells: null },
});

/**
 * The layers for everything but the year, with one time range shared by all of them. Built again
 * when the mode, the periods, the search, the highlight, the arcs or the feed change; a timeline
 * tick only moves `time` (see driveLayers). A new mode or new periods alone change no prop of the
 * events layers: their categories change in place (LiveCategories), and the density layer, whose
 * `filterCategories` is the new array, updates and so has the frame drawn.
 */
export function buildMapScene(input: MapSceneInput): MapScene {
  const { time, categories: live, density } = input.shared;
  live.set(input.categories);
  const events = { filterRange: time.range, timeFade: time.fade, categories: live, searchHits: input.searchHits, density };
  const layers: Layer[] = [buildEventsLayer({ id: 'event-areas', data: input.areas, ...events, highlightedRow: input.highlightedArea })];
  // Arcs sit between the territorial circles and the markers, so markers stay clickable on top.
  if (input.arcs) {
    layers.push(
      buildConnectionsLayer({
        arcs: input.arcs,
        filterRange: time.range,
        filterCategories: input.arcCategories,
        searchHits: input.searchHits,
        searchVersion: input.searchVersion,
      }),
    );
  }
  layers.push(buildEventsLayer({ id: 'event-markers', data: input.markers, ...events, highlightedRow: input.highlightedMarker }));
  const densityLayer = buildDensityLayer({
    areas: input.areas,
    markers: input.markers,
    filterRange: time.range,
    filterCategories: input.categories,
    searchHits: input.searchHits,
    density,
    highlight: highlightPosition(input),
  });
  layers.push(densityLayer);
  return { layers, time, yearDependent: [densityLayer] };
}

/** Where the highlighted event is, from whichever layer holds it. */
function highlightPosition({ areas, markers, highlightedArea, highlightedMarker }: MapSceneInput): [number, number] | null {
  const [data, row] = highlightedMarker >= 0 ? [markers, highlightedMarker] : [areas, highlightedArea];
  return row >= 0 ? [data.positions[2 * row]!, data.positions[2 * row + 1]!] : null;
}
