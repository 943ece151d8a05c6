/**
 * Every list query uses an index (issue 8). The database gets enough rows (and fresh statistics)
 * that the planner prefers an index wherever one fits; then the services run their real queries,
 * which are captured at the driver as issued (test/statement-log.ts: pg's Client.query: knex's statements and the ones
 * pooled-query.ts sends past knex alike, so this cannot drift from the code), and each one is
 * EXPLAINed: a sequential scan of the events, users or subscribers table fails the test.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { withPooledClient } from '../../db/pooled-query.js';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { StatementLog } from '../../test/statement-log.js';
import { NewsletterService } from '../newsletter/newsletter.service.js';
import { insertSyntheticEvents } from '../synthetic/insert-synthetic.js';
import { listUsers } from '../users/user.service.js';
import { EventSearchService } from './event-search.service.js';
import type { EventFilter } from './event-filter.js';
import { EventService } from './event.service.js';

const EVENTS = 60_000;
const ACCOUNTS = 20_000;
const GUARDED = /Seq Scan on (historical_events|users|newsletter_subscribers)\b/;

let db: TestDatabase;
let log: StatementLog;

beforeAll(async () => {
  db = await createTestDatabase();
  const em = db.orm.em.fork();
  await insertSyntheticEvents(em, EVENTS, { seed: 11 });
  const connection = em.getConnection();
  await connection.execute(
    `insert into users (id, email, password, first_name, last_name, role, created_at, updated_at)
     select gen_random_uuid(), 'person' || g || '@example.org', 'not-a-hash', 'First' || g, 'Last' || g, 'user',
            now() - g * interval '1 minute', now()
       from generate_series(1, ${ACCOUNTS}) g`,
  );
  await connection.execute(
    `insert into newsletter_subscribers (id, email, first_name, last_name, status, source, subscribed_at)
     select gen_random_uuid(), 'reader' || g || '@example.org', 'Reader' || g, 'Surname' || g,
            case when g % 10 = 0 then 'unsubscribed' else 'active' end, 'bench', now() - g * interval '1 minute'
       from generate_series(1, ${ACCOUNTS}) g`,
  );
  await connection.execute('vacuum analyze users');
  await connection.execute('vacuum analyze newsletter_subscribers');
  log = StatementLog.install();
}, 300_000);

afterAll(async () => {
  vi.restoreAllMocks();
  await db?.drop();
});

/** The statements a service call issues. */
async function statementsOf(run: () => Promise<unknown>) {
  log.clear();
  await run();
  return log.take().filter((q) => /^\s*(select|with)\b/i.test(q.sql) && !WHOLE_TABLE_COUNT.test(q.sql.trim()));
}

/** EXPLAIN on a driver connection: knex reports statements with PostgreSQL's $n placeholders. */
async function planOf(statement: { sql: string; bindings: readonly unknown[] }): Promise<string> {
  return withPooledClient(db.orm.em, async (client) => {
    const result = await client.query<{ 'QUERY PLAN': string }>(`explain ${statement.sql}`, statement.bindings as unknown[]);
    return result.rows.map((r) => r['QUERY PLAN']).join('\n');
  });
}

/**
 * A total over a whole table (a list with no filter) reads every row or every index entry whatever
 * the plan; there the planner's sequential scan is the cheapest way and is not a missing index.
 */
const WHOLE_TABLE_COUNT = /^select count\(\*\)(::int)? as "?\w+"? from "?\w+"?( as "?\w+"?)?\s*$/i;

async function expectIndexed(run: () => Promise<unknown>) {
  const statements = await statementsOf(run);
  expect(statements.length).toBeGreaterThan(0);
  for (const statement of statements) {
    const plan = await planOf(statement);
    expect(GUARDED.test(plan), `${statement.sql}\n${JSON.stringify(statement.bindings)}\n${plan}`).toBe(false);
  }
}

const service = () => new EventService(db.orm.em.fork());

describe('Event Browser filters (a page of 50 with its total)', () => {
  const filters: [string, EventFilter][] = [
    ['period', { periods: ['renaissance-early-modern'] }],
    ['two periods', { periods: ['classical-antiquity', 'medieval'] }],
    ['what-if events', { eventType: 'whatif' }],
    ['mode whatif', { mode: 'whatif' }],
    ['category', { category: 'Economics' }],
    ['subcategory', { subcategory: 'Finance' }],
    ['country tag', { countryTags: ['Italy'] }],
    ['free text', { search: 'golden age' }],
    ['free text, short', { search: 'cai' }],
    ['period and category', { periods: ['modern'], category: 'Economics' }],
  ];
  it.each(filters)('%s', async (_name, filter) => {
    await expectIndexed(() => service().page(filter, { direction: 'forward', size: 50, after: null }, { withCount: true }));
  });

  it('the next page after a cursor', async () => {
    const first = await service().page({ category: 'Economics' }, { direction: 'forward', size: 50, after: null }, { withCount: false });
    const last = first.events.at(-1)!;
    await expectIndexed(() =>
      service().page({ category: 'Economics' }, { direction: 'forward', size: 50, after: { startYear: last.startYear, id: last.id } }, { withCount: false }),
    );
    await expectIndexed(() =>
      service().page({ category: 'Economics' }, { direction: 'backward', size: 50, before: { startYear: last.startYear, id: last.id } }, { withCount: false }),
    );
  });

  it('country tag counts for a filter', async () => {
    await expectIndexed(() => service().countryTagCounts({ subcategory: 'Finance' }, 30, ['modern']));
  });
});

describe('the GraphQL events page (year window and bounding box)', () => {
  it('a page of 100', async () => {
    await expectIndexed(() =>
      service().page(
        { fromYear: 1400, toYear: 1600, bbox: { west: -10, south: 35, east: 30, north: 60 } },
        { direction: 'forward', size: 100, after: null },
        { withCount: false },
      ),
    );
  });

  it('visible in a year', async () => {
    await expectIndexed(() => service().page({ year: -500 }, { direction: 'forward', size: 100, after: null }, { withCount: false }));
  });
});

describe('search', () => {
  it.each(['battle', 'Napoleon', 'golden age', 'Cairo', 'printing'])('%s', async (q) => {
    await expectIndexed(() => new EventSearchService(db.orm.em.fork()).search(q, 50));
  });
});

describe('admin tables', () => {
  it('users, newest first, with the total', async () => {
    await expectIndexed(() => listUsers(db.orm.em.fork(), { limit: '50', offset: '100' }));
  });

  it('users searched by email or name', async () => {
    await expectIndexed(() => listUsers(db.orm.em.fork(), { search: 'person123' }));
  });

  it('subscribers by status', async () => {
    await expectIndexed(() => new NewsletterService(db.orm.em.fork()).list({ status: 'unsubscribed' }));
  });

  it('subscribers searched', async () => {
    await expectIndexed(() => new NewsletterService(db.orm.em.fork()).list({ search: 'reader77' }));
  });

  it('all subscribers, newest first', async () => {
    await expectIndexed(() => new NewsletterService(db.orm.em.fork()).list({}));
  });
});
