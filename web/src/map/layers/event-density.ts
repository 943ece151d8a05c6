import { PERIODS } from '@domain/periods';
import { periodOfCategory } from './event-filter';
import { PERIOD_RGB, type LayerData } from './layer-data';
import { sliceMayShow } from './time-slices';

/**
 * Density cells: when more events are visible in the view than a screen can show one by one, the
 * map draws them as one circle per cell of a screen grid, sized by how many events it holds and
 * coloured by its most common period, until the user zooms in or the year thins them out.
 *
 * Why: at a million events about 30,000 are visible at 1500, and at world zoom they cover the
 * screen several times over; a software GPU (SwiftShader) took over 6 s to draw such a frame, and
 * no user can tell 30,000 overlapping dots apart anyway (issue 32, point 4: a frame's work follows
 * what can be seen). The cells are counted on the CPU from the rows the time slices can show, with
 * the same rules as the GPU filter (time channels, categories, search hits).
 */

/** Above this many visible events in the view, the map draws density cells instead of the events. */
export const DENSITY_LIMIT = 2000;
/** A cell's side in CSS pixels: at 1440×900 at most 40 × 25 cells. */
export const CELL_PX = 36;
/** The smallest and largest circle radius of a cell, in pixels. */
export const CELL_RADIUS_PX = [5, CELL_PX / 2 - 1] as const;

export interface DensityCells {
  /** Visible events in the view. */
  visible: number;
  /** Cells with at least one event. */
  length: number;
  /** Per cell: the mean longitude and latitude of its events (the circle sits where they are). */
  positions: Float32Array;
  counts: Uint32Array;
  /** Per cell: the circle's radius in pixels, area in proportion to its count. */
  radius: Float32Array;
  /** Per cell: its most common period's colour, RGBA. */
  colors: Uint8Array;
}

export interface DensityInput {
  /** The events' layers (areas and markers). */
  layers: readonly LayerData[];
  /** The time channels (timeFilterRange): visibleFrom within the first, visibleTo within the second. */
  filterRange: readonly (readonly [number, number])[];
  /** The categories the filter lets through (categoryFilter). */
  categories: readonly number[];
  /** 1 per feed row for search results, while a search is active. */
  searchHits: Uint8Array | null;
  /** The view: its size in CSS pixels and its matrix from web-mercator world units to pixels (deck.gl's pixelProjectionMatrix). */
  width: number;
  height: number;
  pixelProjectionMatrix: ArrayLike<number>;
}

const WORLD = 512;
const MAX_LATITUDE = 85.0511;

/** A latitude in web mercator world units (deck.gl's common space: 0 at the south edge, WORLD at the north). */
export function mercatorY(latitude: number): number {
  const phi = (Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, latitude)) * Math.PI) / 180;
  return (WORLD * (Math.PI + Math.log(Math.tan(Math.PI / 4 + phi / 2)))) / (2 * Math.PI);
}

/**
 * Each row's mercator y, per time slice, worked out the first time the cells visit the slice and
 * kept with its layer (a row's latitude never changes): with the logarithm and tangent in the loop,
 * the cells of a tick took 4.9 ms at a million rows (22,000 of them visible), and 1.6 ms without.
 * Float64, not 32: at zoom 18 a float's rounding of the world's 512 units would move a point by
 * 8 pixels. Memory: 8 bytes a row, only for the slices the cells have visited.
 */
const mercatorRows = new WeakMap<LayerData, (Float64Array | undefined)[]>();

function sliceMercatorY(data: LayerData, k: number): Float64Array {
  let bySlice = mercatorRows.get(data);
  if (!bySlice) mercatorRows.set(data, (bySlice = new Array<Float64Array | undefined>(data.slices.length)));
  let ys = bySlice[k];
  if (!ys) {
    const { start, end } = data.slices[k]!;
    ys = bySlice[k] = new Float64Array(end - start);
    for (let j = start; j < end; j++) ys[j - start] = mercatorY(data.positions[2 * j + 1]!);
  }
  return ys;
}

const mod = (a: number, b: number) => ((a % b) + b) % b;

/** Rows of the layers' slices that the time filter may let through: an upper bound of what is visible. */
export function rowsThatMayShow(layers: readonly LayerData[], filterRange: DensityInput['filterRange']): number {
  let rows = 0;
  for (const data of layers) for (const slice of data.slices) if (sliceMayShow(slice, filterRange)) rows += slice.end - slice.start;
  return rows;
}

/**
 * The density cells of the view, or null when at most DENSITY_LIMIT events are visible in it (the
 * map draws the events themselves then).
 */
export function densityCells(input: DensityInput): DensityCells | null {
  const { layers, filterRange, categories, searchHits, width, height } = input;
  if (rowsThatMayShow(layers, filterRange) <= DENSITY_LIMIT) return null;
  const allowed = new Uint8Array(256);
  for (const c of categories) allowed[c] = 1;
  const [fromRange, toRange] = filterRange as [readonly [number, number], readonly [number, number]];
  // The matrix's entries as plain numbers: indexing deck.gl's Matrix4 (an Array subclass) in the
  // loop made it about 13 times slower (9 ms against 0.7 ms at a million events).
  const [m0, m1, , m3, m4, m5, , m7, , , , , m12, m13, , m15] = Array.from(input.pixelProjectionMatrix);
  // The grid is fixed to the world, not the screen (a pan moves the cells with the map instead of
  // regrouping the events): cells start at multiples of CELL_PX from the world's corner.
  const shiftX = mod(m12! / m15!, CELL_PX);
  const shiftY = mod(m13! / m15!, CELL_PX);
  const columns = Math.ceil(width / CELL_PX) + 1;
  const cellCount = columns * (Math.ceil(height / CELL_PX) + 1);
  const counts = new Uint32Array(cellCount);
  const sums = new Float64Array(2 * cellCount);
  const byPeriod = new Uint32Array(cellCount * PERIODS.length);
  let visible = 0;
  for (const data of layers) {
    const { filterValues, filterCategories, feedIndex, positions } = data;
    for (let k = 0; k < data.slices.length; k++) {
      const slice = data.slices[k]!;
      if (!sliceMayShow(slice, filterRange)) continue;
      const ys = sliceMercatorY(data, k);
      for (let j = slice.start; j < slice.end; j++) {
        const from = filterValues[2 * j]!;
        const to = filterValues[2 * j + 1]!;
        if (from < fromRange[0] || from > fromRange[1] || to < toRange[0] || to > toRange[1]) continue;
        const category = searchHits ? (filterCategories[j]! & ~1) | searchHits[feedIndex[j]!]! : filterCategories[j]!;
        if (!allowed[category]) continue;
        // Web mercator world units (deck.gl's common space), then the view's pixels.
        const lng = positions[2 * j]!;
        const lat = positions[2 * j + 1]!;
        const wx = (WORLD * (lng + 180)) / 360;
        const wy = ys[j - slice.start]!;
        const w = m3! * wx + m7! * wy + m15!;
        const x = (m0! * wx + m4! * wy + m12!) / w;
        const y = (m1! * wx + m5! * wy + m13!) / w;
        if (!(x >= 0 && x < width && y >= 0 && y < height)) continue;
        const cell = (Math.floor((y - shiftY) / CELL_PX) + 1) * columns + Math.floor((x - shiftX) / CELL_PX) + 1;
        visible++;
        counts[cell]!++;
        sums[2 * cell]! += lng;
        sums[2 * cell + 1]! += lat;
        byPeriod[cell * PERIODS.length + periodOfCategory(category)]!++;
      }
    }
  }
  if (visible <= DENSITY_LIMIT) return null;
  return cellsOf(counts, sums, byPeriod, visible);
}

/** The occupied cells as columns for a ScatterplotLayer. */
function cellsOf(counts: Uint32Array, sums: Float64Array, byPeriod: Uint32Array, visible: number): DensityCells {
  let length = 0;
  let most = 0;
  for (const n of counts) {
    if (n > 0) length++;
    if (n > most) most = n;
  }
  const cells: DensityCells = {
    visible,
    length,
    positions: new Float32Array(2 * length),
    counts: new Uint32Array(length),
    radius: new Float32Array(length),
    colors: new Uint8Array(4 * length),
  };
  const [small, large] = CELL_RADIUS_PX;
  let k = 0;
  counts.forEach((n, cell) => {
    if (n === 0) return;
    cells.positions[2 * k] = sums[2 * cell]! / n;
    cells.positions[2 * k + 1] = sums[2 * cell + 1]! / n;
    cells.counts[k] = n;
    cells.radius[k] = small + (large - small) * Math.sqrt(n / most);
    let period = 0;
    for (let p = 1; p < PERIODS.length; p++) if (byPeriod[cell * PERIODS.length + p]! > byPeriod[cell * PERIODS.length + period]!) period = p;
    cells.colors.set([...PERIOD_RGB[period]!, 210], 4 * k);
    k++;
  });
  return cells;
}
