/**
 * A year-window page starts its ordered scan at the year minus the longest duration (or visible
 * span) of any event, read by a function in the same statement (Migration20261124230000), and the
 * page runs as a prepared statement (db/pooled-query.ts). The bound must follow the data: after an
 * event longer than every other is saved, the next run of the same prepared page finds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows } from '../../db/copy-rows.js';
import { withPooledClient } from '../../db/pooled-query.js';
import { SAMPLE_EVENTS } from '../../test/fixtures/sample-events.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { HistoricalEvent } from './event.entity.js';
import type { EventFilter } from './event-filter.js';
import { EventInputSchema } from './event.inputs.js';
import { eventRowFromInput } from './event-row.js';
import { EventService } from './event.service.js';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  const rows = SAMPLE_EVENTS.map((e) => eventRowFromInput(EventInputSchema.parse(e), { verificationStatus: 'validated' }));
  await copyRows(db.orm.em.fork(), HistoricalEvent, [rows]);
}, 120_000);
afterAll(async () => db?.drop());

const names = async (filter: EventFilter) =>
  (await new EventService(db.orm.em.fork()).page(filter, { direction: 'forward', size: 100, after: null }, { withCount: false })).events.map((e) => e.name);

async function save(event: Record<string, unknown>): Promise<void> {
  await copyRows(db.orm.em.fork(), HistoricalEvent, [[eventRowFromInput(EventInputSchema.parse(event), { verificationStatus: 'validated' })]]);
}

const LONG = {
  ...SAMPLE_EVENTS[0]!,
  name: 'A very long siege',
  startDate: '0900-01-01',
  endDate: '1650-01-01',
  latitude: 10,
  longitude: 10,
  culturalType: undefined,
};

describe('the year-window bounds', () => {
  it('find an event longer than all others on the next run of the same prepared page', async () => {
    const window: EventFilter = { fromYear: 1500, toYear: 1600 };
    // More than five runs: PostgreSQL would consider a generic plan from the sixth on.
    for (let i = 0; i < 8; i++) expect(await names(window)).not.toContain(LONG.name);
    await save(LONG);
    expect(await names(window)).toContain(LONG.name);
  });

  it('find an event visible longer than all others in a year the same way', async () => {
    // A cultural work shows until 50 years after its end: in 1020 it has been visible for 2,020 years.
    const work = { ...LONG, name: 'A long-remembered work', startDate: '-1000-01-01', endDate: '0970-01-01', culturalType: 'artistic' };
    for (let i = 0; i < 8; i++) expect(await names({ year: 1020 })).not.toContain(work.name);
    await save(work);
    expect(await names({ year: 1020 })).toContain(work.name);
  });
});

describe('prepared statements on the pool', () => {
  it('are planned for their values on every run (plan_cache_mode = force_custom_plan)', async () => {
    const text = 'select count(*)::int as n from "historical_events" e where e."start_year" >= $1 - events_longest_duration()';
    // A name of its own, not the process's cache's (pooled-query.test.ts covers that): with the
    // test files sharing a worker, the cache may already hold its 500 names.
    const name = 'plan_cache_mode_probe';
    const plans = await withPooledClient(db.orm.em.fork(), async (client) => {
      for (let i = 0; i < 8; i++) await client.query({ name, text, values: [1500] });
      const mode = await client.query<{ plan_cache_mode: string }>('show plan_cache_mode');
      const stats = await client.query<{ generic_plans: string; custom_plans: string }>(
        'select generic_plans, custom_plans from pg_prepared_statements where name = $1',
        [name],
      );
      return { mode: mode.rows[0]!.plan_cache_mode, ...stats.rows[0]! };
    });
    expect(plans).toEqual({ mode: 'force_custom_plan', generic_plans: '0', custom_plans: '8' });
  });
});
