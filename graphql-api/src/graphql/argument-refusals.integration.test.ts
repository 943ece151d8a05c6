/**
 * GraphQL arguments are checked by the same rules as REST and refused with BAD_USER_INPUT, the
 * argument's path in extensions.violations[].field and a message, before any SQL runs (issue 23,
 * point 2): nothing out of range is clamped, ignored or handed to PostgreSQL. Every statement the
 * app sends to the database is captured at the driver (pg's Client.query, as the query-plans test
 * does), so a refusal that read the events first fails here even when its answer looks right.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedCuratedData } from '../modules/seed/curated-seeder.js';
import { bodyOf } from '../test/response-body.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { expectBadUserInput } from '../test/graphql-refusal.js';
import { StatementLog } from '../test/statement-log.js';

let t: TestApp;
let statements: StatementLog;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '0' });
  await seedCuratedData(t.db.orm.em.fork());
  statements = StatementLog.install();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; path?: string[]; extensions?: { code?: string; violations?: { field: string; message: string }[] } }[];
}

/** The tables whose rows an answer could leak; a refusal must not have read any of them. */
const DATA_TABLES = /\b(historical_events|event_relationships|users|newsletter_subscribers|contact_messages|moderation_log|link_feedback)\b/;

async function post(query: string, variables?: Record<string, unknown>) {
  statements.clear();
  const res = await t.http.post('/graphql').send({ query, variables }).set('content-type', 'application/json');
  return { res, body: bodyOf<Answer>(res), statements: statements.takeSql() };
}

/**
 * Refused as bad input naming `field`: every error BAD_USER_INPUT with a message, a violation at
 * that path, no data at all (the root fields are non-null, so data is null), and no statement that
 * read a table of data.
 */
async function expectRefused(query: string, field: string, variables?: Record<string, unknown>) {
  const { res, body, statements } = await post(query, variables);
  const shown = `${query.slice(0, 120)} → ${res.status} ${JSON.stringify(body).slice(0, 400)}`;
  expectBadUserInput(res.status, body, shown, field);
  const violations = (body.errors ?? []).flatMap((e) => e.extensions?.violations ?? []);
  for (const v of violations) expect(v.message, shown).toMatch(/\w{3}/);
  expect(body.data ?? null, shown).toBeNull();
  expect(
    statements.filter((s) => DATA_TABLES.test(s)),
    shown,
  ).toEqual([]);
  return body;
}

const EVENTS = (args: string) => `{ events(${args}) { totalCount edges { node { id name } } } }`;

describe('page sizes', () => {
  for (const arg of ['first', 'last'] as const) {
    for (const size of [0, -1, 100_000]) {
      it(`events(${arg}: ${size}) is refused on ${arg}`, async () => {
        await expectRefused(EVENTS(`${arg}: ${size}`), arg);
      });
    }
  }

  it('the same sizes as variables are refused alike', async () => {
    await expectRefused('query($n: Int) { events(first: $n) { totalCount } }', 'first', { n: 501 });
    await expectRefused('query($n: Int) { events(last: $n) { totalCount } }', 'last', { n: 0 });
  });

  it('a size above the largest page still costs a whole page: three such pages deep in links are over the cost limit', async () => {
    // The cost limit counts `first: 100000` as the 500 it may be at most (abuse-limits.ts), so the
    // size itself is refused by its own rule above, and a costly document still by the cost.
    const page = 'events(first: 100000) { edges { node { id name description linkedEvent { id name linkedEvent { id name description } } } } }';
    const { res, body, statements } = await post(`{ a: ${page} b: ${page} c: ${page} }`);
    expect(res.status).toBe(400);
    expect(body.errors!.map((e) => e.extensions?.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(body.errors![0]!.message).toMatch(/Cost limit of 100000 exceeded, found 104109/);
    expect(statements.filter((s) => DATA_TABLES.test(s))).toEqual([]);
  });

  it('the largest page is accepted, as a check that the refusals above are about the size', async () => {
    const { body } = await post(EVENTS('first: 500'));
    expect(body.errors).toBeUndefined();
    expect((body.data!.events as { totalCount: number }).totalCount).toBeGreaterThan(0);
  });
});

describe('years', () => {
  for (const year of [0, -3501, 2001]) {
    it(`filter.year ${year} is refused`, async () => {
      const body = await expectRefused(EVENTS(`first: 5, filter: { year: ${year} }`), 'filter.year');
      expect(body.errors![0]!.message).toMatch(year === 0 ? /no year 0/ : /timeline (starts|ends)/);
    });
  }

  it('the ends of the timeline are accepted', async () => {
    for (const year of [-3500, -1, 1, 2000]) {
      const { body } = await post(EVENTS(`first: 1, filter: { year: ${year} }`));
      expect(body.errors, String(year)).toBeUndefined();
    }
  });
});

describe('bounding boxes', () => {
  it('a north of 100 is refused on filter.bbox.north', async () => {
    await expectRefused(EVENTS('first: 5, filter: { bbox: { west: -10, south: 0, east: 10, north: 100 } }'), 'filter.bbox.north');
  });

  it('a south north of the north is refused on filter.bbox.south', async () => {
    await expectRefused(EVENTS('first: 5, filter: { bbox: { west: -10, south: 50, east: 10, north: 40 } }'), 'filter.bbox.south');
  });
});

describe('search text', () => {
  it('events(filter: { search }) of 2 or 201 characters is refused, as searchEvents refuses it', async () => {
    await expectRefused(EVENTS('first: 5, filter: { search: "ab" }'), 'filter.search');
    await expectRefused('query($s: String) { events(first: 5, filter: { search: $s }) { totalCount } }', 'filter.search', { s: 'a'.repeat(201) });
  });

  it('searchEvents of 2 or 201 characters is refused on query', async () => {
    await expectRefused('{ searchEvents(query: "ab") { totalCount edges { node { id } } } }', 'query');
    await expectRefused('query($q: String!) { searchEvents(query: $q) { totalCount edges { node { id } } } }', 'query', { q: 'a'.repeat(201) });
  });

  it('3 and 200 characters are searched', async () => {
    for (const q of ['war', `war${' '.repeat(97)}${'x'.repeat(100)}`]) {
      const { body } = await post('query($q: String!) { searchEvents(query: $q) { totalCount } }', { q });
      expect(body.errors, String(q.length)).toBeUndefined();
    }
  });
});

describe('cursors', () => {
  /** One character of `cursor` at `index` replaced by another character of the base64url alphabet. */
  const changedAt = (cursor: string, index: number) => cursor.slice(0, index) + (cursor[index] === 'A' ? 'B' : 'A') + cursor.slice(index + 1);

  it('a validly signed cursor with one character changed is refused on after (or before)', async () => {
    const { body } = await post('{ events(first: 3) { pageInfo { endCursor startCursor } } }');
    const { endCursor, startCursor } = (body.data!.events as { pageInfo: { endCursor: string; startCursor: string } }).pageInfo;
    // The real cursor continues the list: the refusals below are about the change alone.
    expect((await post(`{ events(first: 3, after: "${endCursor}") { totalCount } }`)).body.errors).toBeUndefined();
    const dot = endCursor.indexOf('.');
    for (const index of [0, dot - 1, dot + 1, endCursor.length - 1]) {
      await expectRefused(`{ events(first: 3, after: "${changedAt(endCursor, index)}") { totalCount } }`, 'after');
    }
    await expectRefused(`{ events(last: 3, before: "${changedAt(startCursor, 0)}") { totalCount } }`, 'before');
  });

  it('a cursor of another list is refused on after', async () => {
    const search = await post('{ searchEvents(query: "war", first: 2) { pageInfo { endCursor } } }');
    const searchCursor = (search.body.data!.searchEvents as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
    expect(searchCursor).toEqual(expect.any(String));
    await expectRefused(`{ events(first: 3, after: "${searchCursor}") { totalCount } }`, 'after');
    const events = await post('{ events(first: 2) { pageInfo { endCursor } } }');
    const eventCursor = (events.body.data!.events as { pageInfo: { endCursor: string } }).pageInfo.endCursor;
    await expectRefused(`{ searchEvents(query: "war", first: 2, after: "${eventCursor}") { totalCount } }`, 'after');
    // A search's cursors belong to that search: another text is another list.
    await expectRefused(`{ searchEvents(query: "battle", first: 2, after: "${searchCursor}") { totalCount } }`, 'after');
  });
});

describe('list lengths', () => {
  it('more than 50 countryTags is refused on filter.countryTags', async () => {
    const tags = Array.from({ length: 51 }, (_, i) => `Country ${i}`);
    await expectRefused('query($c: [String!]) { events(first: 5, filter: { countryTags: $c }) { totalCount } }', 'filter.countryTags', { c: tags });
    const { body } = await post('query($c: [String!]) { events(first: 5, filter: { countryTags: $c }) { totalCount } }', { c: tags.slice(0, 50) });
    expect(body.errors).toBeUndefined();
  });

  it('more periods than there are is refused on filter.periods', async () => {
    const periods = ['DEEP_ANCIENT', 'CLASSICAL_ANTIQUITY', 'MEDIEVAL', 'RENAISSANCE_EARLY_MODERN', 'ENLIGHTENMENT', 'INDUSTRIAL', 'MODERN', 'MODERN'];
    await expectRefused('query($p: [PeriodKey!]) { events(first: 5, filter: { periods: $p }) { totalCount } }', 'filter.periods', { p: periods });
    await expectRefused('query($p: [PeriodKey!]) { countryTagCounts(first: 5, boostPeriods: $p) { tag } }', 'boostPeriods', { p: periods });
  });

  it('nodes(ids:) with more than 100 ids is refused on ids', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    await expectRefused('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', 'ids', { ids });
    const { body } = await post('query($ids: [ID!]!) { nodes(ids: $ids) { id } }', { ids: ids.slice(0, 100) });
    expect(body.errors).toBeUndefined();
    expect(body.data!.nodes).toEqual(ids.slice(0, 100).map(() => null));
  });
});

describe('unknown enum values', () => {
  it('mode: BOGUS is refused by GraphQL validation: HTTP 400, GRAPHQL_VALIDATION_FAILED, nothing run', async () => {
    const { res, body, statements } = await post(EVENTS('first: 5, filter: { mode: BOGUS }'));
    expect(res.status).toBe(400);
    expect(body.data).toBeUndefined();
    expect(body.errors!.map((e) => e.extensions?.code)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(body.errors![0]!.message).toMatch(/BOGUS/);
    expect(statements.filter((s) => DATA_TABLES.test(s))).toEqual([]);
    // A variable holding an unknown value (or REST's lowercase word) is refused as bad input.
    const variable = await post('query($m: TimelineMode) { events(first: 5, filter: { mode: $m }) { totalCount } }', { m: 'real' });
    expect(variable.res.status).toBe(400);
    expect(variable.body.errors!.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });
});
