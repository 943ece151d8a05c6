import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASTINGS, LISBON_EARTHQUAKE, MARATHON, MOON_LANDING } from '../../test/fixtures/sample-events.js';
import { graphqlAs, signedInAgent, type Agent } from '../../test/signed-in-agent.js';
import { graphqlEventInput } from '../../test/graphql-input.js';
import { bodyOf, violationFields } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
/** Submitting events needs an account. */
let user: Agent;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  user = await signedInAgent(t);
  for (const event of [MARATHON, HASTINGS, LISBON_EARTHQUAKE, MOON_LANDING]) {
    const res = await user.post('/api/events').send(event);
    expect(res.status).toBe(201);
    ids[event.name] = res.body.id;
  }
});
afterAll(() => t?.close());

describe('POST /api/events', () => {
  it('stores a valid event as pending with derived years, period and significance', async () => {
    const res = await t.http.get(`/api/events/${ids[MARATHON.name]}`);
    expect(res.body).toMatchObject({
      name: 'Battle of Marathon',
      startDate: '-0490-09-12',
      startYear: -490,
      endYear: -490,
      datePrecision: 'day',
      period: 'classical-antiquity',
      verificationStatus: 'pending',
      eventType: 'real',
      radius: 10000,
      royaltyPercentage: 10,
      connectionType: 'manual',
      coordinates: '38.1187, 23.9781',
      globalSignificance: 'global', // score 3*log10(6401) + 4 participants + 0.005 = 15.4 >= 8
    });
  });

  it('computes the significance level on the server from casualties, participants and radius', async () => {
    const hastings = await t.http.get(`/api/events/${ids[HASTINGS.name]}`);
    expect(hastings.body.globalSignificance).toBe('local'); // 0 + 2 participants + 0.005 < 4
    const moon = await t.http.get(`/api/events/${ids[MOON_LANDING.name]}`);
    expect(moon.body.globalSignificance).toBe('regional'); // 4 participants
  });

  it('answers 400 with every violation and stores nothing', async () => {
    const before = (await t.http.get('/api/events')).body.length;
    const res = await user.post('/api/events').send({ ...HASTINGS, name: '', startDate: '1066-02-30', latitude: 'north', wikiUrl: 'javascript:x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Content violations: /);
    expect(res.body.violations).toEqual(
      expect.arrayContaining([
        { field: 'name', message: expect.stringContaining('too short') },
        { field: 'latitude', message: 'Expected number, received string' },
      ]),
    );
    const missing = await user.post('/api/events').send({ name: 'Nothing else' });
    expect(missing.status).toBe(400);
    expect(missing.body.violations).toEqual(
      expect.arrayContaining([
        { field: 'startDate', message: 'Required' },
        { field: 'location', message: 'Required' },
      ]),
    );
    const content = await user.post('/api/events').send({ ...HASTINGS, startDate: '1066-02-30', wikiUrl: 'javascript:x' });
    expect(content.status).toBe(400);
    expect(violationFields(content)).toEqual(['startDate', 'wikiUrl']);
    expect((await t.http.get('/api/events')).body.length).toBe(before);
  });

  it('answers 401 to anonymous callers, through REST and GraphQL, and stores nothing', async () => {
    const before = (await t.http.get('/api/events')).body.length;
    const rest = await t.http.post('/api/events').send({ ...HASTINGS, name: 'Anonymous Hastings' });
    expect(rest.status).toBe(401);
    expect(rest.body.message).toBe('Sign in to submit an event');
    const gql = await t.graphql(`mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`, {
      input: graphqlEventInput({ ...HASTINGS, name: 'Anonymous Hastings' }),
    });
    expect(gql.errors![0]).toMatchObject({ message: 'Sign in to submit an event', extensions: { code: 'UNAUTHENTICATED' } });
    expect((await t.http.get('/api/events')).body.length).toBe(before);
  });

  it('answers 400, not 500, for malformed JSON', async () => {
    const res = await user.post('/api/events').set('content-type', 'application/json').send('{"name": ');
    expect(res.status).toBe(400);
  });
});

describe('search', () => {
  it('GET /api/events/search ranks name matches first, case-insensitively, across fields', async () => {
    const byName = await t.http.get('/api/events/search?q=HASTINGS');
    expect(byName.status).toBe(200);
    const names = (res: { body: unknown }) => bodyOf<{ name: string }[]>(res).map((e) => e.name);
    expect(byName.body[0].name).toBe('Battle of Hastings');
    const byParticipant = await t.http.get('/api/events/search?q=armstrong');
    expect(names(byParticipant)).toEqual(['Apollo 11 Moon landing']);
    const prefix = await t.http.get('/api/events/search?q=bat');
    expect(names(prefix).sort()).toEqual(['Battle of Hastings', 'Battle of Marathon']);
    const words = await t.http.get('/api/events/search?q=tsunami%20lisbon');
    expect(names(words)).toEqual(['Lisbon earthquake']);
  });

  it('answers 400 below 3 characters, and escapes LIKE wildcards', async () => {
    const res = await t.http.get('/api/events/search?q=ab');
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([{ field: 'q', message: 'Search needs at least 3 characters' }]);
    expect((await t.http.get('/api/events/search?q=%25%25%25')).body).toEqual([]);
  });

  it('searchEvents through GraphQL', async () => {
    const res = await t.graphql<{ searchEvents: { totalCount: number; edges: { node: { name: string } }[] } }>(
      `{ searchEvents(query: "norman") { totalCount edges { node { name } } } }`,
    );
    expect(res.data!.searchEvents.edges.map((e) => e.node.name)).toEqual(['Battle of Hastings']);
    expect(res.data!.searchEvents.totalCount).toBe(1);
    const short = await t.graphql(`{ searchEvents(query: "no") { totalCount } }`);
    expect(short.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });
});

describe('the events connection filters', () => {
  const names = async (filter: Record<string, unknown>) => {
    const res = await t.graphql<{ events: { totalCount: number; edges: { node: { name: string } }[] } }>(
      `query($filter: EventFilter) { events(filter: $filter) { totalCount edges { node { name } } } }`,
      { filter },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.events.totalCount).toBe(res.data!.events.edges.length);
    return res.data!.events.edges.map((e) => e.node.name);
  };

  it('filters by visibility year, window, bbox, country tags, search and category', async () => {
    expect(await names({ year: -490 })).toEqual(['Battle of Marathon']);
    expect(await names({ year: -487 })).toEqual(['Battle of Marathon']); // 3-year fade before 1800
    expect(await names({ year: -486 })).toEqual([]);
    expect(await names({ year: 2000 })).toEqual(['Apollo 11 Moon landing']); // cultural: 50 years
    expect(await names({ fromYear: 1000, toYear: 1800 })).toEqual(['Battle of Hastings', 'Lisbon earthquake']);
    expect(await names({ bbox: { west: -15, south: 30, east: 30, north: 60 } })).toEqual(['Battle of Marathon', 'Battle of Hastings', 'Lisbon earthquake']);
    expect(await names({ bbox: { west: 170, south: -90, east: -70, north: 90 } })).toEqual(['Apollo 11 Moon landing']); // across the antimeridian
    expect(await names({ countryTags: ['Portugal', 'Iran'] })).toEqual(['Battle of Marathon', 'Lisbon earthquake']);
    expect(await names({ search: 'ARMSTRONG' })).toEqual(['Apollo 11 Moon landing']);
    expect(await names({ subcategory: 'NATURAL_DISASTERS_AND_ENVIRONMENTAL_EVENTS' })).toEqual(['Lisbon earthquake']);
    expect(await names({ mode: 'WHATIF' })).toEqual([]);
  });

  it('createEvent through GraphQL returns violations in extensions', async () => {
    const res = await graphqlAs(user, `mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }`, {
      input: graphqlEventInput({ ...MOON_LANDING, name: 'What if Apollo 11 had failed?', eventType: 'whatif' }),
    });
    expect(res.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
    expect(res.errors![0]!.extensions!.violations).toContainEqual({ field: 'linkedEventId', message: expect.stringContaining('anchor') });
    const ok = await graphqlAs<{ createEvent: { eventType: string; linkedEvent: { name: string } } }>(
      user,
      `mutation($input: CreateEventInput!) { createEvent(input: $input) { eventType linkedEvent { name } } }`,
      { input: graphqlEventInput({ ...MOON_LANDING, name: 'What if Apollo 11 had failed?', eventType: 'whatif', linkedEventId: ids[MOON_LANDING.name] }) },
    );
    expect(ok.errors).toBeUndefined();
    expect(ok.data!.createEvent).toEqual({ eventType: 'WHATIF', linkedEvent: { name: 'Apollo 11 Moon landing' } });
  });
});
