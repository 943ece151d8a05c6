/**
 * The report's rows for a tick until drawn and the Leaflet baseline (issue 32, point 4): figures per
 * size beside the map's, and the two targets.
 */
import type { LeafletFigures } from './leaflet-bench.js';
import type { MapFigures } from './map-bench.js';
import { DRAWN_FROM_YEAR, DRAWN_TICKS } from './map-tick-drawn.js';
import { round } from './stats.js';
import { verdict, fmt } from './report-cells.js';

/** Until drawn must stay under this at the largest size, median (on this machine's software GPU). */
export const DRAWN_TARGET_MS = 100;

/** Main-thread task time per tick, ours over Leaflet's (the target is at most 1 at every size). */
const ratio = (m: MapFigures, l: LeafletFigures) => round(m.tick.taskMs / l.tick.taskMs, 2);
const cpuRatio = (m: MapFigures, l: LeafletFigures) => round(m.tick.cpuMs / l.tick.cpuMs, 2);

/** Rows of the map's table, one cell per size: [label, cells]. */
export function leafletRows(map: MapFigures[], leaflet: LeafletFigures[] = []): [string, string[]][] {
  const rows: [string, string[]][] = [];
  const drawn = `(ArrowRight → the frame with the new year rasterised by the GPU process; median (p90) of ${DRAWN_TICKS} ticks from ${DRAWN_FROM_YEAR}) (ms)`;
  const per = <T>(get: (m: MapFigures, l: LeafletFigures | undefined) => T) => map.map((m, i) => String(get(m, leaflet[i])));
  if (map.some((m) => m.tickDrawn)) {
    rows.push([`tick until drawn ${drawn}`, per((m) => (m.tickDrawn ? `${m.tickDrawn.medianMs} (${m.tickDrawn.p90Ms})` : '–'))]);
    rows.push(['GPU process CPU per tick over those ticks (ms)', per((m) => m.tickDrawn?.gpuCpuMsPerTick ?? '–')]);
  }
  if (!leaflet.length) return rows;
  const cell = (l: LeafletFigures | undefined, get: (l: LeafletFigures) => string) => (l ? get(l) : '–');
  rows.push([
    `Leaflet canvas, the same points (circle markers on L.canvas, only the visible drawn): tick until drawn ${drawn}`,
    per((_, l) => cell(l, (x) => `${x.drawn.medianMs} (${x.drawn.p90Ms})`)),
  ]);
  rows.push(['Leaflet: GPU process CPU per tick (ms)', per((_, l) => cell(l, (x) => String(x.drawn.gpuCpuMsPerTick)))]);
  rows.push([
    'Leaflet: main thread ms per tick with its frame, the same windows as ours: task time (idle frame); CPU time (idle)',
    per((_, l) => cell(l, (x) => `${x.tick.taskMs} (${x.tick.idleTaskMs}); CPU ${x.tick.cpuMs} (${x.tick.idleCpuMs})`)),
  ]);
  rows.push(['main thread per tick, ours / Leaflet: task time; CPU time', per((m, l) => cell(l, (x) => `${ratio(m, x)}; CPU ${cpuRatio(m, x)}`))]);
  rows.push([
    `Leaflet: navigation → first frame with the markers rasterised (ms); markers at ${DRAWN_FROM_YEAR}`,
    per((_, l) => cell(l, (x) => `${fmt(x.firstDrawnMs)}; ${fmt(x.markersAtStart)}`)),
  ]);
  return rows;
}

/** The targets of issue 32 point 4: until drawn at the largest size, main thread against Leaflet at every size. */
export function leafletTargets(map: MapFigures[], leaflet: LeafletFigures[] = []): string[] {
  const out: string[] = [];
  const big = map[map.length - 1];
  if (big?.tickDrawn)
    out.push(
      `| tick until drawn < ${DRAWN_TARGET_MS} ms median at ${fmt(big.events)} events (software GPU) | ${big.tickDrawn.medianMs} ms (GPU process CPU ${big.tickDrawn.gpuCpuMsPerTick} ms per tick): ${verdict(big.tickDrawn.medianMs < DRAWN_TARGET_MS)} |`,
    );
  const pairs = map.flatMap((m, i) => (leaflet[i] ? [{ m, l: leaflet[i] }] : []));
  if (pairs.length)
    out.push(
      `| main thread per tick no worse than a Leaflet canvas of the same points at every size (task time, ours / Leaflet ≤ 1) | ${pairs.map(({ m, l }) => `${fmt(m.events)}: ${ratio(m, l)} (${m.tick.taskMs} / ${l.tick.taskMs} ms)`).join('; ')}: ${verdict(pairs.every(({ m, l }) => ratio(m, l) <= 1))} |`,
    );
  return out;
}
