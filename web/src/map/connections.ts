import { decodeConnections } from '@domain/map-connections-layout';
import { hexToRgb, PERIODS } from '@domain/periods';
import { uuidFromBytes } from '@domain/map-feed-layout';
import type { MapPoints } from './map-feed';

/** Event type indexes: real 0 and alternative 1 show in real mode, what-if 2 in what-if mode. */
const WHATIF = 2;
/** Mode channel of an arc: both ends real-mode (0), both what-if (1), or one of each (2, never shown). */
export const ARC_MODE = { real: 0, whatif: 1, mixed: 2 } as const;

const PERIOD_RGB = PERIODS.map((p) => hexToRgb(p.color));

/** Arcs as GPU-ready columns: built once per feed and connections load, filtered on the GPU. */
export interface ArcData {
  length: number;
  /** Feed rows of both ends (for the search channel). */
  sourceRows: Uint32Array;
  targetRows: Uint32Array;
  sourcePositions: Float32Array;
  targetPositions: Float32Array;
  sourceColors: Uint8Array;
  targetColors: Uint8Array;
  /** The years both ends are visible: [latest visibleFrom, earliest visibleTo]. */
  filterValues: Float32Array;
  /** source period, target period, ARC_MODE. */
  filterCategories: Float32Array;
}

export async function fetchConnections(signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await fetch('/api/map/connections', { credentials: 'include', signal });
  if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`);
  return response.arrayBuffer();
}

/** Joins the connections feed to the map feed's rows; pairs with an end not on the map are dropped. */
export function buildArcData(points: MapPoints, connections: ArrayBuffer, rowOf: (id: string) => number | null): ArcData {
  const c = decodeConnections(connections);
  const pairs: [number, number][] = [];
  const idAt = (bytes: Uint8Array, i: number) => uuidFromBytes(bytes, 16 * i);
  for (let i = 0; i < c.count; i++) {
    const a = rowOf(idAt(c.sources, i));
    const b = rowOf(idAt(c.targets, i));
    if (a !== null && b !== null && a !== b) pairs.push([a, b]);
  }
  const n = pairs.length;
  const arcs: ArcData = {
    length: n,
    sourceRows: new Uint32Array(n),
    targetRows: new Uint32Array(n),
    sourcePositions: new Float32Array(2 * n),
    targetPositions: new Float32Array(2 * n),
    sourceColors: new Uint8Array(4 * n),
    targetColors: new Uint8Array(4 * n),
    filterValues: new Float32Array(2 * n),
    filterCategories: new Float32Array(3 * n),
  };
  pairs.forEach(([a, b], j) => {
    arcs.sourceRows[j] = a;
    arcs.targetRows[j] = b;
    arcs.sourcePositions.set(points.positions.subarray(2 * a, 2 * a + 2), 2 * j);
    arcs.targetPositions.set(points.positions.subarray(2 * b, 2 * b + 2), 2 * j);
    arcs.sourceColors.set([...(PERIOD_RGB[points.period[a]!] ?? [200, 200, 200]), 220], 4 * j);
    arcs.targetColors.set([...(PERIOD_RGB[points.period[b]!] ?? [200, 200, 200]), 220], 4 * j);
    arcs.filterValues[2 * j] = Math.max(points.years[4 * a + 2]!, points.years[4 * b + 2]!);
    arcs.filterValues[2 * j + 1] = Math.min(points.years[4 * a + 3]!, points.years[4 * b + 3]!);
    const whatifA = points.eventType[a] === WHATIF;
    const whatifB = points.eventType[b] === WHATIF;
    arcs.filterCategories[3 * j] = points.period[a]!;
    arcs.filterCategories[3 * j + 1] = points.period[b]!;
    arcs.filterCategories[3 * j + 2] = whatifA !== whatifB ? ARC_MODE.mixed : whatifA ? ARC_MODE.whatif : ARC_MODE.real;
  });
  return arcs;
}
