import { FLAG_LARGE_AREA } from '@domain/map-feed-layout';
import { hexToRgb, PERIODS } from '@domain/periods';
import { VERIFICATION_STATUSES, VERIFICATION_STYLES } from '@domain/verification';
import type { MapPoints } from '../map-feed';

const PERIOD_RGB = PERIODS.map((p) => hexToRgb(p.color));
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
  /** period index, event type index per row: the category filter. */
  filterCategories: Float32Array;
  /** Dash and gap lengths (in stroke widths) of the outline: alternative events are dashed, others [0, 0] (solid). */
  dashArrays: Float32Array;
}

/** Marker size in pixels for point-like events: 6 to 12 by verification weight (validated largest). */
const MARKER_PX = [9, 12, 10, 6];

/**
 * Splits the feed into territorial events (large-area categories, circles in metres) and
 * point-like events (markers in pixels), with period colours, status opacity and what-if hollowness.
 */
export function buildLayerData(points: MapPoints, largeArea: boolean): LayerData {
  const rows: number[] = [];
  for (let i = 0; i < points.count; i++) if (((points.flags[i]! & FLAG_LARGE_AREA) !== 0) === largeArea) rows.push(i);
  const n = rows.length;
  const data: LayerData = {
    length: n,
    feedIndex: Uint32Array.from(rows),
    positions: new Float32Array(2 * n),
    radius: new Float32Array(n),
    fillColors: new Uint8Array(4 * n),
    lineColors: new Uint8Array(4 * n),
    filterValues: new Float32Array(2 * n),
    filterCategories: new Float32Array(2 * n),
    dashArrays: new Float32Array(2 * n),
  };
  rows.forEach((i, j) => {
    const [r, g, b] = PERIOD_RGB[points.period[i]!] ?? [200, 200, 200];
    const alpha = STATUS_ALPHA[points.status[i]!] ?? 255;
    const type = points.eventType[i]!;
    data.positions[2 * j] = points.positions[2 * i]!;
    data.positions[2 * j + 1] = points.positions[2 * i + 1]!;
    data.radius[j] = largeArea ? points.radius[i]! : (MARKER_PX[points.status[i]!] ?? 8);
    // Territorial circles are translucent so overlapping regions stay readable; what-if events are hollow.
    // Alternative accounts: a paler fill inside a dashed outline in the period colour.
    const fillAlpha = type === WHATIF ? 0 : largeArea ? Math.round(alpha * 0.35) : type === ALTERNATIVE ? Math.round(alpha * 0.45) : alpha;
    data.fillColors.set([r, g, b, fillAlpha], 4 * j);
    data.lineColors.set(type === WHATIF || type === ALTERNATIVE ? [r, g, b, alpha] : [255, 255, 255, Math.round(alpha * 0.7)], 4 * j);
    data.filterValues[2 * j] = points.years[4 * i + 2]!;
    data.filterValues[2 * j + 1] = points.years[4 * i + 3]!;
    data.filterCategories[2 * j] = points.period[i]!;
    data.filterCategories[2 * j + 1] = type;
    if (type === ALTERNATIVE) data.dashArrays.set(ALTERNATIVE_DASH, 2 * j);
  });
  return data;
}
