/**
 * Relay conventions (issue 23, point 3): object identification through node(id:) and nodes(ids:)
 * with each type's access rule (node.resolver.ts), full PageInfo both ways (first/after and
 * last/before), totalCount, relationships that resolve their events in one batch, and a partial
 * failure that keeps the other root fields' data.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HistoricalEvent } from '../modules/events/event.entity.js';
import { ModerationLogEntry } from '../modules/moderation/moderation-log.entity.js';
import { NewsletterSubscriber } from '../modules/newsletter/newsletter-subscriber.entity.js';
import { EventRelationship } from '../modules/relationships/event-relationship.entity.js';
import { seedCuratedData } from '../modules/seed/curated-seeder.js';
import { ROLE_EMAIL, roleAgents, type RoleAgents, type Who } from '../test/role-agents.js';
import { graphqlAs } from '../test/signed-in-agent.js';
import { createTestApp, type GraphQLAnswer, type TestApp } from '../test/test-app.js';
import { PERIODS } from '../domain/periods.js';
import { StatementLog } from '../test/statement-log.js';

let t: TestApp;
let roles: RoleAgents;
let relationships: EventRelationship[];
let events: Map<string, HistoricalEvent>;
let statements: StatementLog;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin, RATE_LIMIT_FACTOR: '0' });
  await seedCuratedData(t.db.orm.em.fork());
  roles = await roleAgents(t);
  const em = t.db.orm.em.fork();
  relationships = await em.find(EventRelationship, {}, { orderBy: { id: 'asc' } });
  events = new Map((await em.find(HistoricalEvent, {})).map((e) => [e.id, e]));
  statements = StatementLog.install();
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

const as = <T>(who: Who, query: string, variables?: Record<string, unknown>): Promise<GraphQLAnswer<T>> => graphqlAs<T>(roles.agents[who], query, variables);
const codes = (answer: GraphQLAnswer<unknown>) => (answer.errors ?? []).map((e) => e.extensions?.code);
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

const NODE = `query($id: ID!) { node(id: $id) { __typename id
  ... on HistoricalEvent { name startYear }
  ... on EventRelationship { relationshipType source { id name } target { id name } }
  ... on User { email }
  ... on ModerationLogEntry { action }
  ... on NewsletterSubscriber { email } } }`;

describe('node(id:) and nodes(ids:)', () => {
  it('resolve an event and a relationship by id, for anyone', async () => {
    const relationship = relationships[0]!;
    const event = events.get(relationship.sourceEventId)!;
    const source = events.get(relationship.sourceEventId)!;
    const target = events.get(relationship.targetEventId)!;
    for (const who of ['signedOut', 'user'] as const) {
      const one = await as<{ node: unknown }>(who, NODE, { id: event.id });
      expect(one.errors, who).toBeUndefined();
      expect(one.data!.node).toEqual({ __typename: 'HistoricalEvent', id: event.id, name: event.name, startYear: event.startYear });
      const link = await as<{ node: unknown }>(who, NODE, { id: relationship.id });
      expect(link.errors, who).toBeUndefined();
      expect(link.data!.node).toEqual({
        __typename: 'EventRelationship',
        id: relationship.id,
        relationshipType: relationship.relationshipType?.toUpperCase() ?? null,
        source: { id: source.id, name: source.name },
        target: { id: target.id, name: target.name },
      });
    }
  });

  it('nodes(ids:) answers in the order asked, null for ids that name nothing', async () => {
    const relationship = relationships[1]!;
    const event = events.get(relationship.targetEventId)!;
    const ids = [relationship.id, UNKNOWN, event.id, 'not-a-uuid', event.id];
    const res = await as<{ nodes: ({ __typename: string; id: string } | null)[] }>('signedOut', 'query($ids: [ID!]!) { nodes(ids: $ids) { __typename id } }', {
      ids,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.nodes).toEqual([
      { __typename: 'EventRelationship', id: relationship.id },
      null,
      { __typename: 'HistoricalEvent', id: event.id },
      null,
      { __typename: 'HistoricalEvent', id: event.id },
    ]);
  });

  it('node(id:) is null, without an error, for an unknown or malformed id', async () => {
    for (const id of [UNKNOWN, 'not-a-uuid', '']) {
      const res = await as<{ node: unknown }>('signedOut', NODE, { id });
      expect(res, id).toEqual({ data: { node: null } });
    }
  });

  it("an account's node: the account itself and admins; refused to others with the code that says why", async () => {
    const id = roles.ids.user;
    const expected: Record<Who, string | null> = { signedOut: 'UNAUTHENTICATED', user: null, moderator: 'FORBIDDEN', admin: null };
    for (const [who, code] of Object.entries(expected) as [Who, string | null][]) {
      const res = await as<{ node: { email: string } | null }>(who, NODE, { id });
      if (code == null) {
        expect(res.errors, who).toBeUndefined();
        expect(res.data!.node, who).toEqual({ __typename: 'User', id, email: ROLE_EMAIL.user });
      } else {
        expect(res.data!.node, who).toBeNull();
        expect(codes(res), who).toEqual([code]);
        expect(JSON.stringify(res), who).not.toContain(ROLE_EMAIL.user);
      }
    }
  });

  it('moderation records for moderators, subscribers for admins; nodes(ids:) keeps what the caller may see', async () => {
    const event = [...events.values()][0]!;
    expect((await roles.agents.moderator.patch(`/api/events/${event.id}/verification`).send({ status: 'disputed' })).status).toBe(200);
    expect((await roles.agents.signedOut.post('/api/newsletter/subscribe').send({ email: 'relay.reader@example.org' })).status).toBe(200);
    const em = t.db.orm.em.fork();
    const record = await em.findOneOrFail(ModerationLogEntry, { eventId: event.id });
    const subscriber = await em.findOneOrFail(NewsletterSubscriber, { email: 'relay.reader@example.org' });
    const rules: [string, Record<Who, string | null>][] = [
      [record.id, { signedOut: 'UNAUTHENTICATED', user: 'FORBIDDEN', moderator: null, admin: null }],
      [subscriber.id, { signedOut: 'UNAUTHENTICATED', user: 'FORBIDDEN', moderator: 'FORBIDDEN', admin: null }],
    ];
    for (const [id, expected] of rules) {
      for (const [who, code] of Object.entries(expected) as [Who, string | null][]) {
        const res = await as<{ node: { id: string } | null }>(who, NODE, { id });
        if (code == null) expect(res.data!.node?.id, `${id} as ${who}: ${JSON.stringify(res)}`).toBe(id);
        else expect({ node: res.data!.node, codes: codes(res) }, `${id} as ${who}`).toEqual({ node: null, codes: [code] });
      }
    }
    // One refused object is null with an error at its own path; the public one next to it is answered.
    const mixed = await as<{ nodes: ({ id: string } | null)[] }>('signedOut', 'query($ids: [ID!]!) { nodes(ids: $ids) { id } }', {
      ids: [event.id, subscriber.id],
    });
    expect(mixed.data!.nodes).toEqual([{ id: event.id }, null]);
    expect(mixed.errors!.map((e) => ({ code: e.extensions?.code, path: (e as { path?: unknown }).path }))).toEqual([
      { code: 'UNAUTHENTICATED', path: ['nodes', 1] },
    ]);
  });
});

interface Page {
  totalCount: number;
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string | null; endCursor: string | null };
}

const PAGE = `totalCount edges { cursor node { id } } pageInfo { hasPreviousPage hasNextPage startCursor endCursor }`;

/** Walks a connection to its end, forward (first/after) or backward (last/before); the pages in the order read. */
async function walk(field: string, args: string, direction: 'forward' | 'backward', size: number): Promise<Page[]> {
  const pages: Page[] = [];
  for (let cursor: string | null = null; pages.length < 200;) {
    const paging: string =
      direction === 'forward' ? `first: ${size}${cursor ? `, after: "${cursor}"` : ''}` : `last: ${size}${cursor ? `, before: "${cursor}"` : ''}`;
    const res: GraphQLAnswer<Record<string, Page>> = await as<Record<string, Page>>(
      'signedOut',
      `{ ${field}(${[args, paging].filter(Boolean).join(', ')}) { ${PAGE} } }`,
    );
    expect(res.errors, paging).toBeUndefined();
    const page: Page = res.data![field]!;
    pages.push(page);
    // startCursor and endCursor are the cursors of the first and last edges.
    expect(page.pageInfo.startCursor).toBe(page.edges[0]?.cursor ?? null);
    expect(page.pageInfo.endCursor).toBe(page.edges.at(-1)?.cursor ?? null);
    const more = direction === 'forward' ? page.pageInfo.hasNextPage : page.pageInfo.hasPreviousPage;
    if (!more) break;
    cursor = direction === 'forward' ? page.pageInfo.endCursor : page.pageInfo.startCursor;
  }
  return pages;
}

describe('paging both ways', () => {
  for (const [field, args, size] of [
    ['events', 'filter: { search: "treaty" }', 9],
    ['searchEvents', 'query: "plague"', 4],
  ] as const) {
    it(`${field}: last/before gives the events of first/after, in reverse page order, with the right PageInfo at both ends`, async () => {
      const forward = await walk(field, args, 'forward', size);
      const backward = await walk(field, args, 'backward', size);
      const ids = forward.flatMap((p) => p.edges.map((e) => e.node.id));
      expect(forward.length, 'the walk spans several pages').toBeGreaterThan(2);
      // totalCount is the number of nodes walked, the same on every page, and no node comes twice.
      for (const page of [...forward, ...backward]) expect(page.totalCount).toBe(ids.length);
      expect(new Set(ids).size).toBe(ids.length);
      expect(
        [...backward].reverse().flatMap((p) => p.edges.map((e) => e.node.id)),
        'backward pages, read from the last one',
      ).toEqual(ids);
      // Every page but the end one is full.
      for (const page of [...forward.slice(0, -1), ...backward.slice(0, -1)]) expect(page.edges).toHaveLength(size);
      const info = (p: Page) => [p.pageInfo.hasPreviousPage, p.pageInfo.hasNextPage];
      expect(info(forward[0]!), 'first page forward').toEqual([false, true]);
      expect(info(forward.at(-1)!), 'last page forward').toEqual([true, false]);
      expect(info(backward[0]!), 'first page backward (the end of the list)').toEqual([true, false]);
      expect(info(backward.at(-1)!), 'last page backward (the start of the list)').toEqual([false, true]);
      for (const page of [...forward.slice(1, -1), ...backward.slice(1, -1)]) expect(info(page)).toEqual([true, true]);
    });
  }

  it('the end of a list: an empty page has null cursors and says what lies before it', async () => {
    const last = await walk('events', 'filter: { periods: [MODERN] }', 'forward', 500);
    const end = last.at(-1)!.pageInfo.endCursor!;
    const res = await as<{ events: Page }>('signedOut', `{ events(first: 5, after: "${end}", filter: { periods: [MODERN] }) { ${PAGE} } }`);
    expect(res.data!.events.edges).toEqual([]);
    expect(res.data!.events.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false, startCursor: null, endCursor: null });
  });
});

describe('relationships resolve their events in one batch', () => {
  const EVENT_READ = /\bfrom "historical_events"/;
  /** The statements reading events while resolving `ids` (the node kind lookup aside, and the events read nodes tries first). */
  async function eventReads(ids: string[]) {
    statements.clear();
    const res = await as<{ nodes: { source: { id: string } | null; target: { id: string } | null }[] }>(
      'signedOut',
      'query($ids: [ID!]!) { nodes(ids: $ids) { ... on EventRelationship { source { id name } target { id name } } } }',
      { ids },
    );
    expect(res.errors).toBeUndefined();
    const reads = statements.takeSql().filter((sql) => EVENT_READ.test(sql) && !/ as kind\b/.test(sql));
    return { res, reads };
  }

  it('20 relationships cost the same event reads as one: a single statement', async () => {
    expect(relationships.length).toBeGreaterThanOrEqual(20);
    const twenty = relationships.slice(0, 20);
    const one = await eventReads([twenty[0]!.id]);
    const many = await eventReads(twenty.map((r) => r.id));
    expect(many.res.data!.nodes).toEqual(
      twenty.map((r) => ({ source: { id: r.sourceEventId, name: expect.any(String) }, target: { id: r.targetEventId, name: expect.any(String) } })),
    );
    // nodes() first reads the ids as events (none is), then the ends are read together.
    expect(many.reads).toHaveLength(2);
    expect(one.reads).toHaveLength(2);
  });

  it('nodes(ids:) of events with their relationships: the events, then the relationships with both ends, and no kind lookup', async () => {
    const page = await as<{ events: { edges: { node: { id: string } }[] } }>('signedOut', '{ events(first: 30) { edges { node { id } } } }');
    const ids = page.data!.events.edges.map((e) => e.node.id);
    statements.clear();
    const res = await as<{ nodes: { id: string; relationships: { source: { id: string } }[] }[] }>(
      'signedOut',
      'query($ids: [ID!]!) { nodes(ids: $ids) { ... on HistoricalEvent { id relationships { source { id } } } } }',
      { ids },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.nodes.map((n) => n.id)).toEqual(ids);
    expect(res.data!.nodes.some((n) => n.relationships.length > 0)).toBe(true);
    const reads = statements.takeSql().filter((sql) => /\bfrom "\w+"/.test(sql));
    expect(
      reads.map((sql) => /(?<!epoch )\bfrom "(\w+)"/.exec(sql)![1]),
      reads.join('\n'),
    ).toEqual(['historical_events', 'event_relationships']);
  });

  it('every way to an event reads only the columns its query asks for', async () => {
    const [some] = await t.db.orm.em.fork().getConnection().execute<{ id: string }[]>('select id from historical_events order by id limit 1');
    for (const query of [
      '{ events(first: 5) { edges { node { name } } } }',
      '{ searchEvents(query: "battle", first: 5) { edges { node { name } } } }',
      `{ event(id: "${some!.id}") { name linkedEvent { name } } }`,
      `{ nodes(ids: ["${some!.id}"]) { ... on HistoricalEvent { name } } }`,
      '{ events(first: 5) { edges { node { relationships { source { name } target { name } } } } } }',
    ]) {
      statements.clear();
      const res = await as('signedOut', query);
      expect(res.errors, query).toBeUndefined();
      const reads = statements.takeSql().filter((sql) => /"historical_events"/.test(sql) && !/ as kind\b/.test(sql));
      expect(reads.length, query).toBeGreaterThan(0);
      // A column of events alone (relationships have a description too); a read of every column selects it.
      for (const sql of reads) expect(sql, query).not.toMatch(/"significance"/);
    }
  });

  it('a page of events with their relationships and both ends: two statements, whatever the page size', async () => {
    type Link = { source: { id: string; name: string }; target: { id: string; startYear: number } };
    const statementsFor = async (first: number) => {
      statements.clear();
      const res = await as<{ events: { edges: { node: { relationships: Link[] } }[] } }>(
        'signedOut',
        `{ events(first: ${first}) { edges { node { id relationships { id source { id name } target { id startYear } } } } } }`,
      );
      expect(res.errors).toBeUndefined();
      const links = res.data!.events.edges.flatMap((e) => e.node.relationships);
      return { links, statements: statements.takeSql().filter((sql) => /\bfrom "(historical_events|event_relationships)"/.test(sql)) };
    };
    // The page, then the relationships of all its events with what the query reads of both ends (a join).
    for (const first of [20, 500]) {
      const { links, statements } = await statementsFor(first);
      expect(links.length, `first: ${first}`).toBeGreaterThanOrEqual(first === 20 ? 1 : 20);
      expect(
        // The table each reads (not a column read as `extract(epoch from "created_at")`).
        statements.map((sql) => /(?<!epoch )\bfrom "(\w+)"/.exec(sql)![1]),
        statements.join('\n'),
      ).toEqual(['historical_events', 'event_relationships']);
      // Each end is the event the link names, as stored.
      const stored = await t.db.orm.em
        .fork()
        .getConnection()
        .execute<{ id: string; name: string; start_year: number }[]>('select id, name, start_year from historical_events');
      const byId = new Map(stored.map((e) => [e.id, e]));
      for (const { source, target } of links) {
        expect(source.name).toBe(byId.get(source.id)!.name);
        expect(target.startYear).toBe(byId.get(target.id)!.start_year);
      }
    }
  });
});

describe('partial failure', () => {
  it('a refused admin field is null with one auth error; the public field next to it keeps its data', async () => {
    const res = await as<{ periods: { key: string }[]; users: unknown }>('signedOut', '{ periods { key } users(first: 1) { totalCount } }');
    expect(res.data!.periods).toHaveLength(PERIODS.length);
    expect(res.data!.users).toBeNull();
    expect(res.errors).toHaveLength(1);
    expect(res.errors![0]).toMatchObject({ path: ['users'], extensions: { code: 'UNAUTHENTICATED' } });
    const reader = await as<{ periods: unknown[]; users: unknown }>('user', '{ periods { key } users(first: 1) { totalCount } }');
    expect(reader.data!.periods).toHaveLength(7);
    expect(reader.data!.users).toBeNull();
    expect(codes(reader)).toEqual(['FORBIDDEN']);
  });
});
