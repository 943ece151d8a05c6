/**
 * A year-window page reads about the rows it returns, whatever the longest event (issue 32): the
 * statement the service really issues is run under EXPLAIN (ANALYZE, BUFFERS) on a real database
 * of synthetic events (lasting up to 40 years), before and after one event of 3,000 years is
 * added, and the rows and buffers it reads are compared. Before event-window-sql.ts every page
 * scanned from the window minus the longest duration: once the 3,000-year event was in, the events
 * of the 3,000 years before the window (at 1,000,000 events, 100,000 buffers for a page of 101).
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

const WINDOWS = {
  ancient: { fromYear: -900, toYear: -600 },
  western: { fromYear: 1400, toYear: 1600, bbox: WESTERN_EUROPE },
  inside: { fromYear: 200, toYear: 260 },
  modern: { fromYear: 1900, toYear: 1910 },
} satisfies Record<string, EventFilter>;
type Reads = Awaited<ReturnType<typeof readsOfPage>>;
/** Each window's page before the 3,000-year event was added. */
const before: Partial<Record<keyof typeof WINDOWS, Reads>> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  await insertSyntheticEvents(em, EVENTS, { seed: 32 });
  await em.getConnection().execute('vacuum analyze historical_events');
  log = StatementLog.install();
  for (const [name, filter] of Object.entries(WINDOWS)) before[name as keyof typeof WINDOWS] = await readsOfPage(filter);
  const long = { ...SAMPLE_EVENTS[0]!, name: LONG_NAME, startDate: '-2700-01-01', endDate: '0300-01-01', culturalType: undefined, latitude: 5, longitude: 5 };
  await copyRows(em, HistoricalEvent, [[eventRowFromInput(EventInputSchema.parse(long), { verificationStatus: 'validated' })]]);
  await em.getConnection().execute('vacuum analyze historical_events');
}, 300_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await db?.drop();
});

const pageOf = (filter: EventFilter, after: EventPosition | null = null) =>
  new EventService(db.orm.em.fork()).page(filter, { direction: 'forward', size: 100, after }, { withCount: false });

/** The page's statement as the service issues it, run again under EXPLAIN ANALYZE, with the page's names. */
async function readsOfPage(filter: EventFilter, after: EventPosition | null = null) {
  log.clear();
  const page = await pageOf(filter, after);
  const [statement] = log.take().filter((s) => /^\s*select\b/i.test(s.sql));
  const reads = await withPooledClient(db.orm.em, (client) => planReads(client, statement!.sql, statement!.bindings));
  return { ...reads, names: page.events.map((e) => e.name) };
}

const report = (r: PlanReads) => `read ${r.rowsRead} rows and ${r.buffers} buffers for ${r.rowsReturned}\n${r.plan}`;

/**
 * The same page after the 3,000-year event was added reads about what it read before: the long
 * events' own small index adds a few buffers, and a row changing on the page a few dozen more. The
 * old single scan read the 3,000 years before the window (at this size about 110 more buffers for
 * the modern window, at 1,000,000 events 100,000).
 */
async function expectUnmovedByTheLongEvent(name: keyof typeof WINDOWS): Promise<Reads> {
  const then = before[name]!;
  const now = await readsOfPage(WINDOWS[name]);
  expect(now.rowsReturned).toBe(101);
  expect(now.buffers, `before the long event ${then.buffers} buffers; ${report(now)}`).toBeLessThanOrEqual(then.buffers + 40);
  // Rows read vary by a few dozen between runs (ANALYZE samples at random, and the plan's filter
  // order moves with it); the old single scan read the thousands of events before the window.
  expect(now.rowsRead, `before the long event ${then.rowsRead} rows; ${report(now)}`).toBeLessThanOrEqual(then.rowsRead + 40);
  return now;
}

describe('a year-window page reads about the rows it returns, whatever the longest event', () => {
  it('an ancient window, worldwide', async () => {
    const reads = await expectUnmovedByTheLongEvent('ancient');
    // The window's 101 rows and the events of the 40 years before it that end before it.
    expect(reads.rowsRead, report(reads)).toBeLessThanOrEqual(2 * reads.rowsReturned);
  });

  it('a modern window in western Europe', async () => {
    await expectUnmovedByTheLongEvent('western');
  });

  it('a window inside the 3,000-year event, worldwide', async () => {
    const reads = await expectUnmovedByTheLongEvent('inside');
    expect(reads.names[0]).toBe(LONG_NAME);
    expect(reads.rowsRead, report(reads)).toBeLessThanOrEqual(2 * reads.rowsReturned);
  });

  it('a modern window, worldwide, with the events of 3,000 years before it', async () => {
    const reads = await expectUnmovedByTheLongEvent('modern');
    expect(reads.rowsRead, report(reads)).toBeLessThanOrEqual(2 * reads.rowsReturned);
  });

  it('a later page, after a cursor', async () => {
    const first = await pageOf(WINDOWS.western);
    const last = first.events.at(-1)!;
    const second = await readsOfPage(WINDOWS.western, { startYear: last.startYear, id: last.id });
    const next = await pageOf(WINDOWS.western, { startYear: last.startYear, id: last.id });
    expect(second.names).toEqual(next.events.map((e) => e.name));
    expect(second.names).not.toContain(first.events[0]!.name);
    expect(second.buffers, report(second)).toBeLessThanOrEqual(before.western!.buffers * 2);
  });
});
