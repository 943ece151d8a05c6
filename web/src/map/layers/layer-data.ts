import { FLAG_LARGE_AREA } from '@domain/map-feed-layout';
import { hexToRgb, PERIODS } from '@domain/periods';
import { VERIFICATION_STATUSES, VERIFICATION_STYLES } from '@domain/verification';
import type { MapPoints } from '../map-feed';
import { eventCategory } from './event-filter';
import { SPAN_CLASSES, spanClass, timeSlices, type TimeSlice } from './time-slices';

/** Each period's colour as RGB, in period order. */
export const PERIOD_RGB = PERIODS.map((p) => hexToRgb(p.color));
const STATUS_ALPHA = VERIFICATION_STATUSES.map((s) => Math.round(VERIFICATION_STYLES[s].opacity * 255));
/** Event type indexes (EVENT_TYPES). */
const ALTERNATIVE = 1;
const WHATIF = 2;
const ALTERNATIVE_DASH = [2, 1.5];

/**
 * One layer's worth of events as GPU-ready columns. Built once per feed load (a new array would
 * be a new upload), never per timeline tick: ticks only move the filter ranges.
 */
export interface LayerData {
  length: number;
  /** Index of each row in the feed (for ids and details). */
  feedIndex: Uint32Array;
  positions: Float32Array;
  radius: Float32Array;
  fillColors: Uint8Array;
  lineColors: Uint8Array;
  /** visibleFrom, visibleTo per row: the time filter channels. */
  filterValues: Float32Array;
  /** visibleFrom, visibleTo, and where the uncertain start and end spans end and begin (TimeFadeExtension). */
  timeFadeSpans: Float32Array;
  /** The filter category of each row (eventCategory: period, type, search hit). The hit is 1 here; a search makes a copy. */
  filterCategories: Uint32Array;
  /** Dash and gap lengths (in stroke widths) of the outline: alternative events are dashed, others [0, 0] (solid). */
  dashArrays: Float32Array;
  /** Runs of rows with nearby visible years (time-slices.ts): a frame draws only those the year can show. */
  slices: TimeSlice[];
}

/** Marker size in pixels for point-like events: 6 to 12 by verification weight (validated largest). */
const MARKER_PX = [9, 12, 10, 6];

/** A layer's data with no rows (the layers exist, and their shaders compile, before the feed loads). */
export const emptyLayerData = (): LayerData => buildLayerData({ count: 0, flags: new Uint8Array(0), span: new Int16Array(0) } as MapPoints, false);

// Per period x status x type: the fill and outline colours, worked out once (not per event).
const STYLE_KEYS = PERIOD_RGB.length * STATUS_ALPHA.length * 3;
function styleTable(largeArea: boolean): { fill: Uint8Array; line: Uint8Array } {
  const fill = new Uint8Array(4 * STYLE_KEYS);
  const line = new Uint8Array(4 * STYLE_KEYS);
  PERIOD_RGB.forEach(([r, g, b], period) =>
    STATUS_ALPHA.forEach((alpha, status) => {
      for (let type = 0; type < 3; type++) {
        const k = 4 * styleKey(period, status, type);
        // Territorial circles are translucent so overlapping regions stay readable; what-if events are hollow.
        // Alternative accounts: a paler fill inside a dashed outline in the period colour.
        const fillAlpha = type === WHATIF ? 0 : largeArea ? Math.round(alpha * 0.35) : type === ALTERNATIVE ? Math.round(alpha * 0.45) : alpha;
        fill.set([r, g, b, fillAlpha], k);
        line.set(type === WHATIF || type === ALTERNATIVE ? [r, g, b, alpha] : [255, 255, 255, Math.round(alpha * 0.7)], k);
      }
    }),
  );
  return { fill, line };
}
const styleKey = (period: number, status: number, type: number) => (period * STATUS_ALPHA.length + status) * 3 + type;
const STYLES = { areas: styleTable(true), markers: styleTable(false) };

/**
 * Splits the feed into territorial events (large-area categories, circles in metres) and
 * point-like events (markers in pixels), with period colours, status opacity and what-if hollowness.
 * Rows are grouped by how long they stay visible, in feed order within a group, and cut into time
 * slices (time-slices.ts). Plain loops over typed arrays: at a million events this runs while the
 * map waits to draw (in the feed worker).
 */
export function buildLayerData(points: MapPoints, largeArea: boolean): LayerData {
  const { count, flags, years } = points;
  const inLayer = (i: number) => ((flags[i]! & FLAG_LARGE_AREA) !== 0) === largeArea;
  const groupOf = (i: number) => spanClass(years[4 * i + 2]!, years[4 * i + 3]!);
  // Where each span group's rows start: a counting sort that keeps feed order inside a group.
  const groupEnds: number[] = new Array<number>(SPAN_CLASSES.length + 1).fill(0);
  for (let i = 0; i < count; i++) if (inLayer(i)) groupEnds[groupOf(i)]!++;
  for (let k = 1; k < groupEnds.length; k++) groupEnds[k]! += groupEnds[k - 1]!;
  const n = groupEnds[groupEnds.length - 1]!;
  const next = [0, ...groupEnds.slice(0, -1)];
  const data: LayerData = {
    length: n,
    feedIndex: new Uint32Array(n),
    positions: new Float32Array(2 * n),
    radius: new Float32Array(n),
    fillColors: new Uint8Array(4 * n),
    lineColors: new Uint8Array(4 * n),
    filterValues: new Float32Array(2 * n),
    timeFadeSpans: new Float32Array(4 * n),
    filterCategories: new Uint32Array(n),
    dashArrays: new Float32Array(2 * n),
    slices: [],
  };
  for (let i = 0; i < count; i++) if (inLayer(i)) setRow(data, points, i, next[groupOf(i)]!++, largeArea);
  data.slices = timeSlices(data.filterValues, groupEnds);
  return data;
}

/** Row j of a layer's columns from feed row i. */
function setRow(data: LayerData, points: MapPoints, i: number, j: number, largeArea: boolean): void {
  const { fill, line } = largeArea ? STYLES.areas : STYLES.markers;
  const { positions, radius, years, span, period, status, eventType } = points;
  const p = period[i]!;
  const s = status[i]!;
  const type = eventType[i]!;
  data.feedIndex[j] = i;
  data.positions[2 * j] = positions[2 * i]!;
  data.positions[2 * j + 1] = positions[2 * i + 1]!;
  data.radius[j] = largeArea ? radius[i]! : (MARKER_PX[s] ?? 8);
  const k = 4 * styleKey(p < PERIOD_RGB.length ? p : 0, s < STATUS_ALPHA.length ? s : 0, type < 3 ? type : 0);
  for (let c = 0; c < 4; c++) {
    data.fillColors[4 * j + c] = fill[k + c]!;
    data.lineColors[4 * j + c] = line[k + c]!;
  }
  const from = years[4 * i + 2]!;
  const to = years[4 * i + 3]!;
  data.filterValues[2 * j] = from;
  data.filterValues[2 * j + 1] = to;
  // The uncertain spans, moved with the visibility window (which may start before or end after the dates).
  data.timeFadeSpans[4 * j] = from;
  data.timeFadeSpans[4 * j + 1] = to;
  data.timeFadeSpans[4 * j + 2] = from + (span[2 * i]! - years[4 * i]!);
  data.timeFadeSpans[4 * j + 3] = to - (years[4 * i + 1]! - span[2 * i + 1]!);
  data.filterCategories[j] = eventCategory(p, type, 1);
  if (type === ALTERNATIVE) {
    data.dashArrays[2 * j] = ALTERNATIVE_DASH[0]!;
    data.dashArrays[2 * j + 1] = ALTERNATIVE_DASH[1]!;
  }
}
