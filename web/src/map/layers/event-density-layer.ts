import { CompositeLayer, type GetPickingInfoParams, type Layer, type PickingInfo, type UpdateParameters } from '@deck.gl/core';
import { ScatterplotLayer, type ScatterplotLayerProps } from '@deck.gl/layers';
import type { BinaryData } from './binary-data';
import { densityCells, type DensityCells } from './event-density';
import type { LayerData } from './layer-data';

export const DENSITY_LAYER_ID = 'event-density';

/**
 * Whether the view is drawn as density cells, shared by the density layer (which decides, before
 * each frame draws) and the events layers (which then draw none of their slices).
 */
export interface DensityState {
  cells: DensityCells | null;
}

/** What a density cell reports when picked (the map zooms into it on a click). */
export interface DensityCellPick {
  count: number;
  longitude: number;
  latitude: number;
}

export interface DensityLayerProps {
  areas: LayerData;
  markers: LayerData;
  /** The shared time channels a tick moves in place (the driver asks this layer to update then). */
  filterRange: [number, number][];
  filterCategories: number[];
  searchHits: Uint8Array | null;
  density: DensityState;
  /** Where the highlighted event is (a search result, a story's step), drawn over the cells; null for none. */
  highlight: [number, number] | null;
}

const HIGHLIGHT_RING: [number, number, number, number] = [255, 255, 255, 255];
const CELL_OUTLINE: [number, number, number, number] = [255, 255, 255, 200];

/** A cell's columns as deck.gl binary attributes. */
const cellData = (cells: DensityCells): BinaryData => ({
  length: cells.length,
  attributes: {
    getPosition: { value: cells.positions, size: 2 },
    getRadius: { value: cells.radius, size: 1 },
    getFillColor: { value: cells.colors, size: 4 },
  },
});

/**
 * The density cells (event-density.ts) of the view at the current year, worked out again when the
 * view, the year or the filters change; no sublayer at all while the events are few enough to draw.
 */
class EventDensityLayer extends CompositeLayer<DensityLayerProps> {
  static override layerName = 'EventDensityLayer';
  declare state: { data: BinaryData | null };

  override shouldUpdateState({ changeFlags }: UpdateParameters<this>): boolean {
    return Boolean(changeFlags.propsOrDataChanged || changeFlags.viewportChanged);
  }

  override updateState(): void {
    const { areas, markers, filterRange, filterCategories, searchHits, density } = this.props;
    const { viewport } = this.context;
    density.cells = densityCells({
      layers: [areas, markers],
      filterRange,
      categories: filterCategories,
      searchHits,
      width: viewport.width,
      height: viewport.height,
      pixelProjectionMatrix: viewport.pixelProjectionMatrix,
    });
    this.setState({ data: density.cells ? cellData(density.cells) : null });
  }

  override renderLayers(): Layer[] {
    const { data } = this.state;
    const { highlight } = this.props;
    if (!data) return [];
    const layers: Layer[] = [
      new ScatterplotLayer(
        this.getSubLayerProps({
          id: 'cells',
          data,
          radiusUnits: 'pixels',
          stroked: true,
          lineWidthUnits: 'pixels',
          getLineWidth: 1.5,
          getLineColor: CELL_OUTLINE,
        }) as ScatterplotLayerProps<unknown>,
      ),
    ];
    if (highlight) {
      layers.push(
        new ScatterplotLayer(
          this.getSubLayerProps({
            id: 'highlight',
            data: [highlight],
            getPosition: (p: [number, number]) => p,
            radiusUnits: 'pixels',
            getRadius: 7,
            filled: false,
            stroked: true,
            lineWidthUnits: 'pixels',
            getLineWidth: 3,
            getLineColor: HIGHLIGHT_RING,
            pickable: false,
          }) as ScatterplotLayerProps<[number, number]>,
        ),
      );
    }
    return layers;
  }

  override getPickingInfo({ info, sourceLayer }: GetPickingInfoParams): PickingInfo {
    const cells = this.props.density.cells;
    if (cells && sourceLayer?.id.endsWith('-cells') && info.index >= 0 && info.index < cells.length) {
      const pick: DensityCellPick = {
        count: cells.counts[info.index]!,
        longitude: cells.positions[2 * info.index]!,
        latitude: cells.positions[2 * info.index + 1]!,
      };
      info.object = pick;
    }
    return info;
  }
}

/** The density layer over the events; the driver calls setNeedsUpdate on it when the year moves. */
export const buildDensityLayer = (props: DensityLayerProps): Layer => new EventDensityLayer({ id: DENSITY_LAYER_ID, ...props, pickable: true });
