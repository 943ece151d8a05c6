import type { FeedFigures, ListFigures, PageFigures, SearchFigures } from './http-bench.js';
import type { ActionFigures, MapFigures } from './map-bench.js';

/** Main-thread time of our own work (time blocked on the software GPU is reported apart). */
const own = (a: ActionFigures) => a.workMs;

export interface BenchResults {
  date: string;
  machine: { cpus: number; cpuModel: string; memoryGb: number; node: string };
  events: number;
  quick: boolean;
  seeding: { events: number; seconds: number }[];
  startupSeconds: number;
  map: MapFigures[];
  page?: PageFigures;
  feed?: FeedFigures;
  search?: SearchFigures;
  list?: ListFigures;
}

const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const fmt = (n: number) => n.toLocaleString('en');

/** The Markdown table the run prints and the README shows; each target says plainly met or missed. */
export function markdownReport(r: BenchResults): string {
  const lines: string[] = [];
  lines.push(`### Benchmark ${r.date}: ${fmt(r.events)} events${r.quick ? ' (quick)' : ''}`);
  lines.push('', `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGb} GB, Node ${r.machine.node}.`, '');
  lines.push('| Map in Chromium | ' + r.map.map((m) => `${fmt(m.events)} events`).join(' | ') + ' |');
  lines.push('|---|' + r.map.map(() => '---:').join('|') + '|');
  const row = (label: string, get: (m: MapFigures) => string) => lines.push(`| ${label} | ${r.map.map(get).join(' | ')} |`);
  row('feed bytes/event on the wire (gzip)', (m) => String(m.bytesPerEventWire));
  row('feed bytes/event decoded', (m) => String(m.bytesPerEventDecoded));
  row('navigation → events on the GPU (ms)', (m) => fmt(m.eventsOnGpuMs));
  const action = (a: ActionFigures) => `${own(a)} (+${a.gpuWaitMs} GPU wait)`;
  row('playback tick, main thread ms (+ waiting for the software GPU)', (m) => action(m.tick));
  row('period toggle, main thread ms (+ GPU wait)', (m) => action(m.periodToggle));
  row('mode switch, main thread ms (+ GPU wait)', (m) => action(m.modeSwitch));
  row('JS heap (MB)', (m) => String(m.jsHeapMb));
  lines.push('');
  lines.push('| Server | figure |', '|---|---:|');
  lines.push(`| start-up on the existing database (s) | ${r.startupSeconds.toFixed(2)} |`);
  for (const s of r.seeding) lines.push(`| seeding ${fmt(s.events)} synthetic events (s) | ${s.seconds.toFixed(1)} |`);
  if (r.page) {
    lines.push(`| page of ${r.page.rowsPerPage}: bare pg handler, req/s @32 (p50 / p97.5 ms) | ${fmt(r.page.raw.requestsPerSecond)} (${r.page.raw.p50} / ${r.page.raw.p97_5}) |`);
    lines.push(`| page of ${r.page.rowsPerPage}: GraphQL \`events\`, req/s @32 (p50 / p97.5 ms) | ${fmt(r.page.graphql.requestsPerSecond)} (${r.page.graphql.p50} / ${r.page.graphql.p97_5}) |`);
    lines.push(`| GraphQL / raw throughput | ${Math.round((100 * r.page.graphql.requestsPerSecond) / r.page.raw.requestsPerSecond)}% |`);
  }
  if (r.feed) {
    lines.push(`| points feed: first build after a change (ms) | ${fmt(r.feed.firstBuildMs)} |`);
    lines.push(`| points feed, cached (ms) vs bare COPY binary (ms) | ${r.feed.feedMs} vs ${r.feed.copyMs} |`);
    lines.push(`| points feed repeat load with its ETag | ${r.feed.repeatStatus} |`);
  }
  if (r.search) {
    lines.push(`| searchEvents p50 / p95 (ms, ${r.search.queries} queries) | ${r.search.graphqlP50} / ${r.search.graphqlP95} |`);
    lines.push(`| GET /api/events/search p50 / p95 (ms) | ${r.search.restP50} / ${r.search.restP95} |`);
  }
  if (r.list) {
    lines.push(`| GET /api/events: first byte / total (ms), size (MB) | ${fmt(r.list.ttfbMs)} / ${fmt(r.list.totalMs)}, ${r.list.megabytes} |`);
    lines.push(`| server memory while streaming it: before → peak (MB) | ${r.list.serverRssBeforeMb} → ${r.list.serverRssPeakMb} |`);
  }
  lines.push('', ...targets(r));
  return lines.join('\n');
}

/** The targets of the performance issue, at the largest size measured. */
function targets(r: BenchResults): string[] {
  const big = r.map[r.map.length - 1];
  const small = r.map[0];
  const out = ['| Target | result |', '|---|---|'];
  if (big && small) {
    const tick = own(big.tick);
    out.push(`| tick ≤ 2 ms main thread (GPU wait apart) | ${tick} ms: ${verdict(tick <= 2)} |`);
    if (big !== small) out.push(`| tick at largest / smallest ≤ 1.5 | ${round2(tick / Math.max(own(small.tick), 0.01))}: ${verdict(tick <= 1.5 * Math.max(own(small.tick), 0.5))} |`);
    out.push(`| period toggle and mode switch ≤ 20 ms (GPU wait apart) | ${own(big.periodToggle)} / ${own(big.modeSwitch)} ms: ${verdict(own(big.periodToggle) <= 20 && own(big.modeSwitch) <= 20)} |`);
    out.push(`| feed ≤ 24 bytes/event decoded, ≤ 12 on the wire | ${big.bytesPerEventDecoded} / ${big.bytesPerEventWire}: ${verdict(big.bytesPerEventDecoded <= 24 && big.bytesPerEventWire <= 12)} |`);
    out.push(`| events on the GPU within 3 s | ${fmt(big.eventsOnGpuMs)} ms: ${verdict(big.eventsOnGpuMs <= 3000)} |`);
  }
  if (r.page) {
    const ratio = r.page.graphql.requestsPerSecond / r.page.raw.requestsPerSecond;
    out.push(`| GraphQL page ≥ 60% of raw, p95 < 50 ms | ${Math.round(ratio * 100)}%, p97.5 ${r.page.graphql.p97_5} ms: ${verdict(ratio >= 0.6 && r.page.graphql.p97_5 < 50)} |`);
  }
  if (r.feed) out.push(`| feed within 2× of bare COPY | ${round2(r.feed.feedMs / r.feed.copyMs)}×: ${verdict(r.feed.feedMs <= 2 * r.feed.copyMs)} |`);
  const seed = r.seeding[r.seeding.length - 1];
  if (seed && seed.events >= 1_000_000) out.push(`| seeding 1,000,000 under 90 s | ${seed.seconds.toFixed(0)} s: ${verdict(seed.seconds < 90)} |`);
  out.push(`| start-up under 5 s | ${r.startupSeconds.toFixed(2)} s: ${verdict(r.startupSeconds < 5)} |`);
  return out;
}

const round2 = (n: number) => Math.round(n * 100) / 100;
