/**
 * Time slices: a layer's rows cut into runs whose visible years lie close together, so a frame
 * draws only the runs the year can show. Without them every frame ran the shaders over all N
 * events, including the 95% or more the time filter hides; on a software GPU (SwiftShader) that
 * made a tick at a million events take seconds to draw.
 *
 * Rows are grouped by how long they stay visible (SPAN_CLASSES), then kept in feed order (by
 * start year) inside each group, so each run covers a narrow band of years: a group of short
 * events is not widened by the odd long one, and the long ones form few runs of their own.
 */

/** Upper bounds of the visible spans (visibleTo - visibleFrom, in years) of each group; the last is open. */
export const SPAN_CLASSES = [64, 256] as const;
/**
 * A slice holds at least this many rows (fewer layers when the data is small)... Small slices
 * because SwiftShader pays for every instance a draw call names, hidden or not: with 4,096-row
 * slices a 10,000-event frame drew 6,900 instances for 341 visible events, with 256-row slices
 * about 1,000 (bench/README.md, "Tick until drawn").
 */
export const MIN_SLICE_ROWS = 256;
/**
 * ...and a group is cut into at most this many slices (bounded layer count when it is large): at a
 * million events about 1,500 sub-layers, whose per-frame bookkeeping kept the main thread at a
 * third of the Leaflet baseline's per tick.
 */
export const MAX_SLICES_PER_CLASS = 256;

export interface TimeSlice {
  /** Rows [start, end) of the layer's columns. */
  start: number;
  end: number;
  /** The least and greatest visibleFrom and visibleTo of its rows: what the time filter compares. */
  fromMin: number;
  fromMax: number;
  toMin: number;
  toMax: number;
}

/** The span group of a row visible from `from` to `to`. */
export function spanClass(from: number, to: number): number {
  const span = to - from;
  let k = 0;
  while (k < SPAN_CLASSES.length && span > SPAN_CLASSES[k]!) k++;
  return k;
}

/**
 * The slices of a layer whose rows are already ordered by span group (`groupEnds`: where each
 * group's rows end), from its filter values (visibleFrom, visibleTo per row).
 */
export function timeSlices(filterValues: Float32Array, groupEnds: readonly number[]): TimeSlice[] {
  const slices: TimeSlice[] = [];
  let groupStart = 0;
  for (const groupEnd of groupEnds) {
    const rows = groupEnd - groupStart;
    const size = Math.max(MIN_SLICE_ROWS, Math.ceil(rows / MAX_SLICES_PER_CLASS));
    for (let start = groupStart; start < groupEnd; start += size) slices.push(sliceOf(filterValues, start, Math.min(groupEnd, start + size)));
    groupStart = groupEnd;
  }
  return slices;
}

function sliceOf(filterValues: Float32Array, start: number, end: number): TimeSlice {
  const slice: TimeSlice = { start, end, fromMin: Infinity, fromMax: -Infinity, toMin: Infinity, toMax: -Infinity };
  for (let j = start; j < end; j++) {
    const from = filterValues[2 * j]!;
    const to = filterValues[2 * j + 1]!;
    if (from < slice.fromMin) slice.fromMin = from;
    if (from > slice.fromMax) slice.fromMax = from;
    if (to < slice.toMin) slice.toMin = to;
    if (to > slice.toMax) slice.toMax = to;
  }
  return slice;
}

/**
 * Whether any row of the slice can pass the time filter's two range channels (visibleFrom within
 * the first, visibleTo within the second; see timeFilterRange): false means no row of it would be
 * drawn, so the slice need not be.
 */
export function sliceMayShow(slice: TimeSlice, range: readonly (readonly [number, number])[]): boolean {
  const [from, to] = range;
  return slice.fromMin <= from![1] && slice.fromMax >= from![0] && slice.toMin <= to![1] && slice.toMax >= to![0];
}
