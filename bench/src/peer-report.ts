/**
 * The Markdown of postgraphile-compare.ts's figures: a table of the three requests on the three
 * servers, and issue 32 point 2's targets (flat page ≥ 85% of its floor with p95 < 50 ms, nested
 * pages ≥ 70% of theirs, ≥ 1.5× PostGraphile's throughput on each), each met or missed.
 */
import type { LoadFigures } from './http-bench.js';
import type { PeerFigures, PeerRow } from './postgraphile-compare.js';
import { verdict } from './report-cells.js';

const cell = (l: LoadFigures) =>
  `${l.requestsPerSecond.toLocaleString('en')} (${l.p50} / ${l.p95} / ${l.p99})${l.cpuMsPerRequest === undefined ? '' : `, CPU ${l.cpuMsPerRequest} ms`}${l.errors ? `, ${l.errors} errors` : ''}`;
const pct = (a: LoadFigures, b: LoadFigures) => Math.round((100 * a.requestsPerSecond) / b.requestsPerSecond);
const times = (a: LoadFigures, b: LoadFigures) => (a.requestsPerSecond / b.requestsPerSecond).toFixed(2);

const ROWS: [keyof Pick<PeerFigures, 'flat' | 'nested' | 'nodes'>, string, number][] = [
  ['flat', 'flat page, executed every time', 85],
  ['nested', 'nested page (relationships and both their events)', 70],
  ['nodes', 'the nested page through `nodes(ids:)`', 70],
];

/** The figures: req/s @32 (p50 / p95 / p99 ms), server CPU (all its processes) per request. */
export function peerTable(p: PeerFigures): string[] {
  const withBaseline = ROWS.some(([key]) => p[key].baseline);
  const lines = [
    `GraphQL vs PostGraphile 5.1.5: ${p.eventsPerPage} events and ${p.relationshipsPerPage} relationships per page; ${p.rounds} alternating rounds, ${p.seconds} s per load after ${p.warmUpSeconds} s of warm-up, 32 connections; load average ${p.loadAverage.map((l) => l.toFixed(1)).join(' → ')}`,
    '',
    `| request: req/s (p50 / p95 / p99 ms), CPU per request | ours | hand-written floor | PostGraphile | ours / floor | ours / PostGraphile |${withBaseline ? ' baseline build | ours / baseline |' : ''}`,
    `|---|---|---|---|---:|---:|${withBaseline ? '---|---:|' : ''}`,
  ];
  for (const [key, label] of ROWS) {
    const row: PeerRow = p[key];
    lines.push(
      `| ${label} | ${cell(row.ours)} | ${cell(row.floor)} | ${cell(row.postgraphile)} | ${pct(row.ours, row.floor)}% | ${times(row.ours, row.postgraphile)}× |` +
        (row.baseline ? ` ${cell(row.baseline)} | ${times(row.ours, row.baseline)}× |` : ''),
    );
  }
  return lines;
}

/** Issue 32 point 2's targets as rows of the report's target table. */
export function peerTargets(p: PeerFigures): string[] {
  return ROWS.map(([key, label, floorShare]) => {
    const { ours, floor, postgraphile } = p[key];
    const ok = ours.requestsPerSecond >= (floorShare / 100) * floor.requestsPerSecond && ours.requestsPerSecond >= 1.5 * postgraphile.requestsPerSecond;
    const p95 = key === 'flat' ? ours.p95 < 50 : true;
    return `| ${label}: ≥ ${floorShare}% of its floor${key === 'flat' ? ', p95 < 50 ms' : ''}, ≥ 1.5× PostGraphile | ${pct(ours, floor)}%${key === 'flat' ? `, p95 ${ours.p95} ms` : ''}, ${times(ours, postgraphile)}×: ${verdict(ok && p95)} |`;
  });
}
