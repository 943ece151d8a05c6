import type { Layer } from '@deck.gl/core';
import { DataFilterExtension, type DataFilterExtensionProps } from '@deck.gl/extensions';
import { ArcLayer } from '@deck.gl/layers';
import { ARC_MODE, type ArcData } from '../connections';
import { binaryDataOnce, type BinaryData } from './binary-data';
import { ALL_PERIODS, type MapFilterState } from './event-filter';

const extensions = [new DataFilterExtension({ filterSize: 2, categorySize: 4 })];

/**
 * The arcs' category channels: an arc shows when both its ends do. The channels are both periods,
 * the mode of the pair, and whether both ends are search hits; the time channels (the events'
 * filterRange) hold the years both ends are visible, so a year change only moves the range. Made
 * once per mode/period/search change (not per tick).
 */
export function connectionCategories(state: Omit<MapFilterState, 'year'>): number[][] {
  const periods = state.searchActive ? [...ALL_PERIODS] : [...state.periods];
  return [periods, periods, [state.mode === 'whatif' ? ARC_MODE.whatif : ARC_MODE.real], state.searchActive ? [1] : [0, 1]];
}

/** One data object per ArcData: a new one would re-upload every arc (see events-layer.ts). */
const binaryData = new WeakMap<ArcData, BinaryData>();
const dataOf = (arcs: ArcData): BinaryData =>
  binaryDataOnce(binaryData, arcs, () => ({
    length: arcs.length,
    attributes: {
      getSourcePosition: { value: arcs.sourcePositions, size: 2 },
      getTargetPosition: { value: arcs.targetPositions, size: 2 },
      getSourceColor: { value: arcs.sourceColors, size: 4 },
      getTargetColor: { value: arcs.targetColors, size: 4 },
      getFilterValue: { value: arcs.filterValues, size: 2 },
    },
  }));

export interface ConnectionsLayerInput {
  arcs: ArcData;
  filterRange: [number, number][];
  /** From connectionCategories, the same array from tick to tick. */
  filterCategories: number[][];
  searchHits: Uint8Array | null;
  searchVersion: number;
}

/** 'Show Connections': arcs between related events that are both visible (deck.gl ArcLayer). */
export function buildConnectionsLayer({ arcs, filterRange, filterCategories, searchHits, searchVersion }: ConnectionsLayerInput): Layer {
  return new ArcLayer<unknown, DataFilterExtensionProps>({
    id: 'event-connections',
    data: dataOf(arcs),
    getFilterCategory: (_: unknown, { index }: { index: number }) => [
      arcs.filterCategories[3 * index]!,
      arcs.filterCategories[3 * index + 1]!,
      arcs.filterCategories[3 * index + 2]!,
      searchHits ? searchHits[arcs.sourceRows[index]!]! & searchHits[arcs.targetRows[index]!]! : 1,
    ],
    updateTriggers: { getFilterCategory: searchVersion },
    filterRange,
    filterCategories,
    extensions,
    getWidth: 2,
    widthUnits: 'pixels',
    getHeight: 0.5,
    greatCircle: true,
    pickable: false,
  });
}
