/**
 * Server-side figures: our GraphQL page against a bare pg handler, the binary map feed against a
 * bare COPY, and the full REST list (search is search-bench.ts). Loads run side by side in one
 * process run so that the ratios hold on a noisy machine.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { PAGE_GRAPHQL } from './page.js';
import type { ApiServer } from './processes.js';
import { cpuSecondsOf } from './process-cpu.js';
import { median, percentile, round, timeRuns } from './stats.js';

const SRC = path.dirname(fileURLToPath(import.meta.url));

export interface LoadFigures {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU (user and system) of the server's processes per request, when the load says whose. */
  cpuMsPerRequest?: number;
}

/** A load, and the process (with its workers) whose CPU time per request to report. */
export type Load = autocannon.Options & { pid?: number };

/**
 * Loads `rounds` times at 32 connections; `loads` alternate with one another round by round (so a
 * noisy spell on the machine falls on all of them alike), in the given order in even rounds and in
 * reverse in odd ones, so that no load always runs early in a round or always after the same other
 * load (in a fixed order, a build came out 7-16% ahead of a nearly identical one on the flat page
 * in every run: bench/README.md).
 * Throughput is all requests over all rounds' time; the percentiles are exact, over every
 * response's latency.
 */
export async function loadInRounds(loads: Load[], { seconds, rounds, warmUpSeconds }: PageLoadOptions): Promise<LoadFigures[]> {
  for (const options of loads) await autocannon({ connections: 32, ...options, duration: warmUpSeconds });
  const totals = loads.map(() => ({ requests: 0, ms: 0, errors: 0, cpuSeconds: 0, latencies: [] as number[] }));
  for (let r = 0; r < rounds; r++) {
    const order = [...loads.entries()];
    if (r % 2 === 1) order.reverse();
    for (const [i, options] of order) {
      const total = totals[i]!;
      const cpuBefore = options.pid ? cpuSecondsOf(options.pid) : 0;
      const result = await new Promise<autocannon.Result>((resolve, reject) => {
        const instance = autocannon({ connections: 32, ...options, duration: seconds / rounds }, (error: unknown, done) =>
          error ? reject(error instanceof Error ? error : new Error('autocannon failed')) : resolve(done),
        );
        instance.on('response', (_client, _status, _bytes, ms) => total.latencies.push(ms));
      });
      total.requests += result.requests.total;
      total.ms += result.duration * 1000;
      total.errors += result.errors + result.non2xx;
      if (options.pid) total.cpuSeconds += cpuSecondsOf(options.pid) - cpuBefore;
    }
  }
  return totals.map((t, i) => ({
    requestsPerSecond: round((t.requests / t.ms) * 1000),
    p50: round(percentile(t.latencies, 50), 1),
    p95: round(percentile(t.latencies, 95), 1),
    p99: round(percentile(t.latencies, 99), 1),
    errors: t.errors,
    ...(loads[i]!.pid ? { cpuMsPerRequest: round((t.cpuSeconds * 1000) / t.requests, 2) } : {}),
  }));
}

/**
 * A bench server of bench/src (the raw floor raw-floor.ts, the nested floor, PostGraphile) in a
 * process of its own, as our server runs in one; it prints "listening PORT" when it answers.
 */
export async function startBenchProcess(script: string, databaseUrl: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(SRC, script), databaseUrl], {
    cwd: path.dirname(SRC),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (d: Buffer) => {
      const match = /listening (\d+)/.exec(d.toString());
      if (match) resolve(match[1]!);
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    pid: child.pid!,
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

export interface PageFigures {
  raw: LoadFigures;
  /** The same page repeated: after the first, answered by the response cache. */
  graphql: LoadFigures;
  /** The same page with `Cache-Control: no-cache`: executed every time (GraphQL, SQL, JSON). */
  graphqlUncached: LoadFigures;
  rowsPerPage: number;
  /** Each load ran this many times, alternating with the others. */
  rounds: number;
  warmUpSeconds: number;
}

export interface PageLoadOptions {
  /** Measured seconds per load, split over the rounds. */
  seconds: number;
  rounds: number;
  /**
   * Seconds of load before each measured one: the figures are the steady state, not V8 compiling
   * the request path (a freshly started server answers its first few thousand pages noticeably slower).
   */
  warmUpSeconds: number;
}

/** 1. The same page (year window + bounding box, 100 rows) through a bare handler and through GraphQL. */
export async function benchPage(api: ApiServer, databaseUrl: string, options: PageLoadOptions): Promise<PageFigures> {
  const raw = await startBenchProcess('raw-floor.ts', databaseUrl);
  try {
    const rows = ((await (await fetch(raw.url)).json()) as unknown[]).length;
    const check = (await (
      await fetch(`${api.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: PAGE_GRAPHQL })
    ).json()) as {
      data: { events: { edges: unknown[] } };
    };
    if (check.data.events.edges.length !== rows) throw new Error(`GraphQL page has ${check.data.events.edges.length} rows, the raw page ${rows}`);
    const graphql = (headers: Record<string, string>): autocannon.Options => ({
      url: `${api.url}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: PAGE_GRAPHQL,
    });
    // The floor; as clients get it (repeats answered by the response cache); every answer executed.
    const [rawFigures, graphqlFigures, uncachedFigures] = await loadInRounds(
      [{ url: raw.url }, graphql({}), graphql({ 'cache-control': 'no-cache' })],
      options,
    );
    return {
      raw: rawFigures!,
      graphql: graphqlFigures!,
      graphqlUncached: uncachedFigures!,
      rowsPerPage: rows,
      rounds: options.rounds,
      warmUpSeconds: options.warmUpSeconds,
    };
  } finally {
    await raw.close();
  }
}

export interface FeedFigures {
  events: number;
  firstBuildMs: number;
  feedMs: number;
  copyMs: number;
  bytes: number;
  gzipBytes: number;
  bytesPerEvent: number;
  gzipBytesPerEvent: number;
  repeatStatus: number;
}

/** The binary points feed (cached build, as clients get it) against a bare COPY of the same columns. */
export async function benchFeed(api: ApiServer, databaseUrl: string, runs: number): Promise<FeedFigures> {
  const url = `${api.url}/api/map/points`;
  const first = performance.now();
  const firstResponse = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const body = Buffer.from(await firstResponse.arrayBuffer());
  const firstBuildMs = performance.now() - first;
  const events = new Uint32Array(body.buffer, body.byteOffset, 4)[2]!;
  const etag = firstResponse.headers.get('etag') ?? '';
  const repeat = await fetch(url, { headers: { 'if-none-match': etag } });
  const gzipBytes = await compressedSize(url);
  const feedMs = median(await timeRuns(runs, async () => (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()));

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const copyMs = median(
      await timeRuns(runs, async () => {
        const stream = client.query(
          copyTo(`COPY (select id, longitude, latitude, radius, start_year, end_year, visible_from, visible_to, period, event_type, category,
            verification_status, cultural_type from historical_events order by start_year, id) TO STDOUT (FORMAT binary)`),
        );
        for await (const _chunk of stream) {
          // drain
        }
      }),
    );
    return {
      events,
      firstBuildMs: round(firstBuildMs),
      feedMs: round(feedMs),
      copyMs: round(copyMs),
      bytes: body.length,
      gzipBytes,
      bytesPerEvent: round(body.length / events, 2),
      gzipBytesPerEvent: round(gzipBytes / events, 2),
      repeatStatus: repeat.status,
    };
  } finally {
    await client.end();
  }
}

/** Bytes on the wire when the client accepts gzip (node's fetch would decode, so count by hand). */
async function compressedSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve(bytes));
      })
      .on('error', reject);
  });
}

export interface ListFigures {
  events: number;
  ttfbMs: number;
  totalMs: number;
  megabytes: number;
  /** The largest server process (the worker that streams) before and at its peak. */
  serverRssBeforeMb: number;
  serverRssPeakMb: number;
  /** All server processes together (a cluster primary and its workers), before and at the peak. */
  processes: number;
  allProcessesRssBeforeMb: number;
  allProcessesRssPeakMb: number;
}

/** 4. The full REST list: time to first byte, total, and the server's memory while it streams. */
export async function benchFullList(api: ApiServer, events: number): Promise<ListFigures> {
  const sample = () => {
    const each = api.rssByProcessMb();
    return { largest: Math.max(...each), all: each.reduce((a, b) => a + b, 0), processes: each.length };
  };
  const before = sample();
  const peak = { ...before };
  const sampler = setInterval(() => {
    const now = sample();
    peak.largest = Math.max(peak.largest, now.largest);
    peak.all = Math.max(peak.all, now.all);
  }, 50);
  const started = performance.now();
  try {
    return await new Promise((resolve, reject) => {
      http
        .get(`${api.url}/api/events`, { headers: { 'accept-encoding': 'identity' } }, (res) => {
          let ttfb = 0;
          let bytes = 0;
          let tail = '';
          res.on('data', (chunk: Buffer) => {
            if (!ttfb) ttfb = performance.now() - started;
            bytes += chunk.length;
            tail = (tail + chunk.toString('latin1')).slice(-64);
          });
          res.on('end', () => {
            if (res.statusCode !== 200 || !tail.trimEnd().endsWith(']')) reject(new Error(`GET /api/events ended badly (${res.statusCode})`));
            resolve({
              events,
              ttfbMs: round(ttfb),
              totalMs: round(performance.now() - started),
              megabytes: round(bytes / 1e6),
              serverRssBeforeMb: round(before.largest),
              serverRssPeakMb: round(peak.largest),
              processes: before.processes,
              allProcessesRssBeforeMb: round(before.all),
              allProcessesRssPeakMb: round(peak.all),
            });
          });
        })
        .on('error', reject);
    });
  } finally {
    clearInterval(sampler);
  }
}
