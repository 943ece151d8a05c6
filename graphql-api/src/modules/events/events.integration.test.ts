import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCuratedData } from '../seed/curated-seeder.js';
import { loadSeedData } from '../seed/seed-data/seed-record.js';
import { bodyOf } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
const seed = loadSeedData();

beforeAll(async () => {
  t = await createTestApp();
  await seedCuratedData(t.db.orm.em.fork());
});
afterAll(() => t?.close());

describe('events through GraphQL and REST', () => {
  it('counts country tags for a filter, most used first', async () => {
    const res = await t.graphql<{ countryTagCounts: { tag: string; count: number }[] }>(
      `{ countryTagCounts(filter: { periods: [MODERN] }, first: 5) { tag count } }`,
    );
    expect(res.errors).toBeUndefined();
    const tags = res.data!.countryTagCounts;
    expect(tags).toHaveLength(5);
    const expected = new Map<string, number>();
    for (const e of seed.events.filter((e) => e.period === 'modern')) for (const tag of e.countryTags) expected.set(tag, (expected.get(tag) ?? 0) + 1);
    for (const { tag, count } of tags) expect(count, tag).toBe(expected.get(tag));
    expect(tags.map((x) => x.count)).toEqual([...tags.map((x) => x.count)].sort((a, b) => b - a));
  });

  it('boosts the tags of events in the chosen periods by twice their matching count, and orders by the boosted count', async () => {
    const boostPeriods = ['medieval', 'industrial'];
    const res = await t.graphql<{ countryTagCounts: { tag: string; count: number; boostedCount: number }[] }>(
      `query($p: [PeriodKey!]) { countryTagCounts(first: 500, boostPeriods: $p) { tag count boostedCount } }`,
      { p: ['MEDIEVAL', 'INDUSTRIAL'] },
    );
    expect(res.errors).toBeUndefined();
    const tags = res.data!.countryTagCounts;
    const count = new Map<string, number>();
    const inPeriods = new Map<string, number>();
    for (const e of seed.events) {
      for (const tag of e.countryTags) {
        count.set(tag, (count.get(tag) ?? 0) + 1);
        if (boostPeriods.includes(e.period)) inPeriods.set(tag, (inPeriods.get(tag) ?? 0) + 1);
      }
    }
    expect(tags).toHaveLength(Math.min(500, count.size));
    for (const x of tags) expect(x, x.tag).toEqual({ tag: x.tag, count: count.get(x.tag), boostedCount: count.get(x.tag)! + 2 * (inPeriods.get(x.tag) ?? 0) });
    const boosted = tags.map((x) => x.boostedCount);
    expect(boosted).toEqual([...boosted].sort((a, b) => b - a));
    // The boost changes the order: some tag outranks one that is used more often overall.
    expect(tags.some((x, i) => i > 0 && x.count > tags[i - 1]!.count)).toBe(true);
    // Without periods the boosted count is the count.
    const plain = await t.graphql<{ countryTagCounts: { count: number; boostedCount: number }[] }>(`{ countryTagCounts(first: 20) { count boostedCount } }`);
    for (const x of plain.data!.countryTagCounts) expect(x.boostedCount).toBe(x.count);
  });

  it('a page (read as plain rows) answers every field exactly as event(id) (read as an entity) does', async () => {
    const fields = `id name period eventType startDate endDate startYear endYear latitude longitude coordinates radius participants tags countryTags
      attachedMedia { type name url } createdAt verificationStatus linkedEventId linkedEvent { id name } relationships { id relationshipType } significance description`;
    const page = await t.graphql<{ events: { edges: { node: Record<string, unknown> & { id: string } }[] } }>(
      `{ events(first: 40, filter: { mode: WHATIF }) { edges { node { ${fields} } } } }`,
    );
    expect(page.errors).toBeUndefined();
    expect(page.data!.events.edges.length).toBeGreaterThan(5);
    for (const { node } of page.data!.events.edges.slice(0, 8)) {
      const one = await t.graphql<{ event: Record<string, unknown> }>(`query($id: ID!) { event(id: $id) { ${fields} } }`, { id: node.id });
      expect(node).toEqual(one.data!.event);
      expect(node.linkedEvent).not.toBeNull();
    }
  });

  it('serves the seeded events through GraphQL with a total count and pages', async () => {
    const first = await t.graphql<{
      events: { totalCount: number; edges: { node: { name: string; startYear: number } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } };
    }>(`{ events(first: 5) { totalCount edges { node { name startYear } } pageInfo { hasNextPage endCursor } } }`);
    expect(first.errors).toBeUndefined();
    expect(first.data!.events.totalCount).toBe(seed.events.length);
    expect(first.data!.events.edges).toHaveLength(Math.min(5, seed.events.length));
    const years = first.data!.events.edges.map((e) => e.node.startYear);
    expect([...years].sort((a, b) => a - b)).toEqual(years);

    const next = await t.graphql<{ events: { edges: { node: { name: string } }[] } }>(
      `query($after: String) { events(first: 5, after: $after) { edges { node { name } } } }`,
      { after: first.data!.events.pageInfo.endCursor },
    );
    const firstNames = new Set(first.data!.events.edges.map((e) => e.node.name));
    expect(next.data!.events.edges.some((e) => firstNames.has(e.node.name))).toBe(false);
  });

  it('serves every seeded event on GET /api/events in the spec field names', async () => {
    const res = await t.http.get('/api/events');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(seed.events.length);
    const marathon = seed.events[0]!;
    const row = bodyOf<{ name: string }[]>(res).find((e) => e.name === marathon.name);
    expect(row).toMatchObject({
      name: marathon.name,
      period: marathon.period,
      startDate: marathon.startDate,
      latitude: marathon.latitude,
      longitude: marathon.longitude,
      radius: marathon.radius,
      coordinates: `${marathon.latitude}, ${marathon.longitude}`,
      participants: marathon.participants,
      royaltyPercentage: 10,
      connectionType: 'manual',
    });
    expect(Object.keys(row!)).toEqual(expect.arrayContaining(['id', 'eventType', 'globalSignificance', 'attachedMedia', 'verificationStatus', 'createdAt']));
  });

  it('finds one event by id and returns null for unknown or malformed ids', async () => {
    const list = await t.http.get('/api/events');
    const id = list.body[0].id;
    const found = await t.graphql<{ event: { id: string; relationships: unknown[] } | null }>(
      `query($id: ID!) { event(id: $id) { id relationships { relationshipType } } }`,
      { id },
    );
    expect(found.data!.event!.id).toBe(id);
    const missing = await t.graphql<{ event: unknown }>(`{ a: event(id: "00000000-0000-0000-0000-000000000000") { id } b: event(id: "not-a-uuid") { id } }`);
    expect(missing.errors).toBeUndefined();
    expect(missing.data).toEqual({ a: null, b: null });
  });

  it('filters by mode and timeline year', async () => {
    const res = await t.graphql<{
      real: { totalCount: number };
      whatif: { totalCount: number };
      at: { edges: { node: { visibleFrom: number; visibleTo: number } }[] };
    }>(
      `{ real: events(filter: { mode: REAL }) { totalCount } whatif: events(filter: { mode: WHATIF }) { totalCount }
         at: events(filter: { year: 1500 }, first: 500) { edges { node { visibleFrom visibleTo } } } }`,
    );
    const whatifs = seed.events.filter((e) => e.eventType === 'whatif').length;
    expect(res.data!.whatif.totalCount).toBe(whatifs);
    expect(res.data!.real.totalCount).toBe(seed.events.length - whatifs);
    for (const { node } of res.data!.at.edges) {
      expect(node.visibleFrom).toBeLessThanOrEqual(1500);
      expect(node.visibleTo).toBeGreaterThanOrEqual(1500);
    }
  });

  it('serves the periods and the category tree', async () => {
    const res = await t.graphql<{
      periods: { key: string; color: string }[];
      categories: { key: string; name: string; subcategories: { key: string; name: string }[] }[];
    }>(`{ periods { key color } categories { key name subcategories { key name } } }`);
    expect(res.data!.periods.map((p) => p.key)).toEqual([
      'DEEP_ANCIENT',
      'CLASSICAL_ANTIQUITY',
      'MEDIEVAL',
      'RENAISSANCE_EARLY_MODERN',
      'ENLIGHTENMENT',
      'INDUSTRIAL',
      'MODERN',
    ]);
    expect(res.data!.periods[0]!.color).toBe('#4C1D95');
    expect(res.data!.categories).toHaveLength(7);
    const science = res.data!.categories.find((c) => c.name === 'Science and Tech')!;
    expect(science.key).toBe('SCIENCE_AND_TECH');
    expect(science.subcategories).toContainEqual({ key: 'MAJOR_INVENTIONS', name: 'Major inventions' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.http.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body.message).toContain('/api/does-not-exist');
  });
});
