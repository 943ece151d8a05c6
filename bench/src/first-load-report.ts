/**
 * The report's rows for the larger step (issue 32's 10M step: seeded, started and loaded cold,
 * nothing else) and issue 32's target for the first events on the GPU (point 3).
 */
import type { MapFigures } from './map-bench.js';
import type { LargerStepFigures } from './report.js';
import { verdict, fmt } from './report-cells.js';

const seconds = (s: number | undefined) => (s === undefined ? '–' : s.toFixed(2));

/** First events on the GPU within this, at 1,000,000 events and at the larger step (10,000,000). */
export const FIRST_EVENTS_TARGET_MS = 1000;
/** The sizes issue 32 names for that target. */
const FIRST_EVENTS_SIZES = [1_000_000, 10_000_000];

/** A table of its own: the larger step shares no column with the full run's sizes. */
export function largerStepRows(step: LargerStepFigures | undefined): string[] {
  if (!step) return [];
  const out = [`| The larger step: ${fmt(step.events)} events, first loads only | figure |`, '|---|---:|'];
  if (step.seedingSeconds !== undefined)
    out.push(`| seeding the events above the full run's (to ${fmt(step.events)}), indexes rebuilt over all of them (s) | ${step.seedingSeconds.toFixed(1)} |`);
  if (step.startupSeconds !== undefined)
    out.push(`| start-up on that database: answering / ready with the map feed built (s) | ${seconds(step.startupSeconds)} / ${seconds(step.readySeconds)} |`);
  const m = step.map;
  if (m) {
    out.push(`| feed bytes/event on the wire (compressed, as sent) / decoded | ${m.bytesPerEventWire} / ${m.bytesPerEventDecoded} |`);
    if (m.feedLoadedMs !== undefined) out.push(`| navigation → feed downloaded and unpacked (worker), on the main thread (ms) | ${fmt(m.feedLoadedMs)} |`);
    out.push(
      `| navigation → events on the GPU: first frame issued with them, median of ${m.eventsOnGpuRunsMs?.length ?? 1} cold loads (each) (ms) | ${fmt(m.eventsOnGpuMs)}${m.eventsOnGpuRunsMs ? ` (${m.eventsOnGpuRunsMs.map(fmt).join(' / ')})` : ''} |`,
    );
    out.push(`| navigation → that frame rasterised by the software GPU (ms) | ${fmt(m.eventsRasterisedMs)} |`);
    out.push(`| JS heap after the whole feed is in (MB) | ${m.jsHeapMb} |`);
  }
  if (step.failure) out.push(`| failed | ${step.failure.replace(/\s+/g, ' ').replace(/\|/g, '/')} |`);
  out.push('');
  return out;
}

/** Issue 32 point 3: first events on the GPU within 1 s at 1,000,000 and 10,000,000 events. */
export function firstEventsTarget(map: MapFigures[], step: LargerStepFigures | undefined): string[] {
  const measured = new Map(map.map((m) => [m.events, m.eventsOnGpuMs]));
  if (step?.map) measured.set(step.map.events, step.map.eventsOnGpuMs);
  if (!FIRST_EVENTS_SIZES.some((n) => measured.has(n))) return [];
  const cells = FIRST_EVENTS_SIZES.map((n) => `${fmt(n)}: ${measured.has(n) ? `${fmt(measured.get(n)!)} ms` : 'not run'}`);
  const ok = FIRST_EVENTS_SIZES.every((n) => (measured.get(n) ?? Infinity) <= FIRST_EVENTS_TARGET_MS);
  return [
    `| first events on the GPU within ${fmt(FIRST_EVENTS_TARGET_MS)} ms at 1,000,000 and 10,000,000 events (issue 32) | ${cells.join('; ')}: ${verdict(ok)} |`,
  ];
}
