/**
 * A year-window page reads about the rows it returns, whatever the longest event (issue 32): the
 * statement the service really issues is run under EXPLAIN (ANALYZE, BUFFERS) on a real database
 * of synthetic events (lasting up to 40 years) and one event of 3,000 years, and the rows its scans
 * look at are compared with the rows it returns. Before event-window-sql.ts the page scanned from
 * the window minus the longest duration: with the 3,000-year event, every event of the 3,000 years
 * before the window.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyRows } from '../../db/copy-rows.js';
import { withPooledClient } from '../../db/pooled-query.js';
import { planReads, type PlanReads } from '../../test/plan-reads.js';
import { StatementLog } from '../../test/statement-log.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { SAMPLE_EVENTS } from '../../test/fixtures/sample-events.js';
import { insertSyntheticEvents } from '../synthetic/insert-synthetic.js';
import type { EventPosition } from './event-cursor.js';
import { HistoricalEvent } from './event.entity.js';
import type { EventFilter } from './event-filter.js';
import { EventInputSchema } from './event.inputs.js';
import { eventRowFromInput } from './event-row.js';
import { EventService } from './event.service.js';

const EVENTS = 60_000;
const LONG_NAME = 'A civilisation of three thousand years';
const WESTERN_EUROPE = { west: -10, south: 35, east: 30, north: 60 };

let db: TestDatabase;
let log: StatementLog;

beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  await insertSyntheticEvents(em, EVENTS, { seed: 32 });
  const long = { ...SAMPLE_EVENTS[0]!, name: LONG_NAME, startDate: '-2700-01-01', endDate: '0300-01-01', culturalType: undefined, latitude: 5, longitude: 5 };
  await copyRows(em, HistoricalEvent, [[eventRowFromInput(EventInputSchema.parse(long), { verificationStatus: 'validated' })]]);
  await em.getConnection().execute('vacuum analyze historical_events');
  log = StatementLog.install();
}, 300_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await db?.drop();
});

const pageOf = (filter: EventFilter, after: EventPosition | null = null) =>
  new EventService(db.orm.em.fork()).page(filter, { direction: 'forward', size: 100, after }, { withCount: false });

/** The page's statement as the service issues it, run again under EXPLAIN ANALYZE, with the page's names and last start year. */
async function readsOfPage(filter: EventFilter, after: EventPosition | null = null) {
  log.clear();
  const page = await pageOf(filter, after);
  const [statement] = log.take().filter((s) => /^\s*select\b/i.test(s.sql));
  const reads = await withPooledClient(db.orm.em, (client) => planReads(client, statement!.sql, statement!.bindings));
  return { ...reads, names: page.events.map((e) => e.name), lastStart: page.events.at(-1)!.startYear };
}

const report = (r: PlanReads) => `read ${r.rowsRead} rows and ${r.buffers} buffers for ${r.rowsReturned}\n${r.plan}`;

/** Events (anywhere) that start from `from` to `to`: what any scan in timeline order passes over for a page ending at `to`. */
async function startingBetween(from: number, to: number): Promise<number> {
  const [row] = await db.orm.em
    .getConnection()
    .execute<{ n: number }[]>('select count(*)::int as n from historical_events where start_year between ? and ?', [from, to]);
  return row!.n;
}

describe('a year-window page reads about the rows it returns', () => {
  it('an ancient window, worldwide', async () => {
    const reads = await readsOfPage({ fromYear: -900, toYear: -600 });
    expect(reads.rowsReturned).toBe(101);
    // The page's 101 rows by id, the ids of the window's first 101 and at most as many again.
    expect(reads.rowsRead, report(reads)).toBeLessThanOrEqual(4 * reads.rowsReturned);
  });

  it('a window inside a 3,000-year event, worldwide', async () => {
    const reads = await readsOfPage({ fromYear: 200, toYear: 210 });
    expect(reads.names[0]).toBe(LONG_NAME);
    expect(reads.rowsRead, report(reads)).toBeLessThanOrEqual(4 * reads.rowsReturned);
  });

  it('a modern window in western Europe, on a later page too', async () => {
    const filter = { fromYear: 1400, toYear: 1600, bbox: WESTERN_EUROPE };
    const first = await readsOfPage(filter);
    const last = (await pageOf(filter)).events.at(-1)!;
    const second = await readsOfPage(filter, { startYear: last.startYear, id: last.id });
    for (const [reads, from] of [
      [first, 1400],
      [second, last.startYear],
    ] as const) {
      expect(reads.rowsReturned).toBe(101);
      // Timeline order has no index on place: the events elsewhere that start within the page's
      // years are passed over; nothing before the window is.
      const passed = await startingBetween(from, reads.lastStart);
      expect(reads.rowsRead, report(reads)).toBeLessThanOrEqual(passed + 3 * reads.rowsReturned);
    }
  });
});
