/**
 * npx tsx src/year-window-reads.ts [--events 1000000] [--api-dist ../graphql-api/dist]
 * The database's work for one page of 100 events in a year window (issue 32): a throwaway database
 * seeded with the synthetic events, then each window's page statement run under EXPLAIN (ANALYZE,
 * BUFFERS), the old shape (one scan from the window minus the longest event) beside the current one
 * (event-window-sql.ts: long events apart). Twice: on the synthetic events alone (the longest lasts 40 years), then
 * with one of them made to last 3,000 years. Prints medians of execution plus planning time,
 * buffers and rows read. Not part of npm run bench: it measures the query shape, not the server.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { eventWhereSql } from '../../graphql-api/src/modules/events/event-filter-sql.js';
import type { EventFilter } from '../../graphql-api/src/modules/events/event-filter.js';
import { eventPageSql } from '../../graphql-api/src/modules/events/event-window-sql.js';
import { numberPlaceholders } from '../../graphql-api/src/db/pooled-query.js';
import { planReads, type PlanReads } from '../../graphql-api/src/test/plan-reads.js';
import { startBenchDatabase } from './database.js';
import { ROOT } from './processes.js';

const { values } = parseArgs({ options: { events: { type: 'string', default: '1000000' }, 'api-dist': { type: 'string' } } });
const apiDist = path.resolve(values['api-dist'] ?? path.join(ROOT, 'graphql-api', 'dist'));
const RUNS = 15;
const PAGE = 101; // a page of 100 and the row that says whether there is more

const WINDOWS: [string, EventFilter][] = [
  ['1400-1600, western Europe', { fromYear: 1400, toYear: 1600, bbox: { west: -10, south: 35, east: 30, north: 60 } }],
  ['900-890 BCE, worldwide', { fromYear: -900, toYear: -890 }],
  ['1400-1600, worldwide', { fromYear: 1400, toYear: 1600 }],
  ['200-210 CE, worldwide (inside the 3,000-year event)', { fromYear: 200, toYear: 210 }],
];

function seed(url: string, count: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(apiDist, 'tools/seed-synthetic.js'), '--count', String(count), '--seed', '1000'], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: 'inherit',
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seeding failed (${code})`))));
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function measure(client: pg.Client, sql: string, params: unknown[]) {
  const text = numberPlaceholders(sql);
  for (let i = 0; i < 3; i++) await planReads(client, text, params);
  const runs: PlanReads[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await planReads(client, text, params));
  return {
    ms: median(runs.map((r) => r.executionMs + r.planningMs)),
    planningMs: median(runs.map((r) => r.planningMs)),
    buffers: median(runs.map((r) => r.buffers)),
    rowsRead: Math.round(median(runs.map((r) => r.rowsRead))),
    returned: runs[0]!.rowsReturned,
  };
}

async function table(client: pg.Client, columns: string): Promise<string[]> {
  const lines = ['| window | before: ms (planning) / buffers / rows read | after: ms (planning) / buffers / rows read | rows |', '| --- | --- | --- | --- |'];
  for (const [name, filter] of WINDOWS) {
    const where = eventWhereSql(filter);
    const before = await measure(
      client,
      `select ${columns} from "historical_events" e where ${where.sql} order by e."start_year", e."id" limit ${PAGE}`,
      where.params,
    );
    const output = columns
      .split(', ')
      .map((c) => c.replace('e.', 'w.'))
      .join(', ');
    const after = await measure(client, ...eventPageSql({ select: `select ${columns}`, output }, filter, { limit: PAGE }));
    const cell = (m: typeof before) => `${m.ms.toFixed(2)} (${m.planningMs.toFixed(2)}) / ${m.buffers} / ${m.rowsRead}`;
    lines.push(`| ${name} | ${cell(before)} | ${cell(after)} | ${after.returned} |`);
  }
  return lines;
}

const db = await startBenchDatabase();
try {
  await seed(db.url, Number(values.events));
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    const names = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'historical_events' and column_name not in ('search_text', 'search_vector') order by ordinal_position`,
    );
    const columns = names.rows.map((r) => `e."${r.column_name}"`).join(', ');
    const longest = await client.query<{ d: number }>('select max(end_year - start_year) as d from historical_events');
    console.log(`\nSynthetic events only (longest ${longest.rows[0]!.d} years), medians of ${RUNS} runs:\n`);
    console.log((await table(client, columns)).join('\n'));
    await client.query(
      `update historical_events set start_year = -2700, end_year = 300, visible_from = -2700, visible_to = 303
        where id = (select id from historical_events where end_year > start_year order by id limit 1)`,
    );
    await client.query('vacuum analyze historical_events');
    console.log(`\nWith one event of 3,000 years (-2700 to 300):\n`);
    console.log((await table(client, columns)).join('\n'));
  } finally {
    await client.end();
  }
} finally {
  await db.stop();
}
