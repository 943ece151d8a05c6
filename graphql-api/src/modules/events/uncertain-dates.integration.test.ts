/**
 * Issue 26 through the API: EDTF dates stored as given with their bounds, a Wikidata item checked
 * and shown, and search that ranks matches near the map's year first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type Agent } from '../../test/signed-in-agent.js';
import { bodyOf, violationFields } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let user: Agent;

/** Two Paris events in the same search tier (the word is in their place, not their names), a century apart. */
const BASTILLE = {
  name: 'Storming of the Bastille',
  startDate: '1789-07-14',
  latitude: 48.8532,
  longitude: 2.3692,
  location: 'Paris, France',
  description: 'Crowds seized the royal fortress and prison of the Bastille in the east of the city.',
  significance: 'It became the symbol of the French Revolution.',
};
const EXPOSITION = {
  ...BASTILLE,
  name: 'Exposition Universelle of 1900',
  startDate: '1900-04-15',
  endDate: '1900-11-12',
  latitude: 48.8584,
  longitude: 2.2945,
  description: 'A world fair of fifty million visitors along the Seine, with moving walkways and the Grand Palais.',
  significance: 'It showed the new century of electricity and cinema.',
};

beforeAll(async () => {
  t = await createTestApp();
  user = await signedInAgent(t);
  for (const event of [BASTILLE, EXPOSITION]) expect((await user.post('/api/events').send(event)).status).toBe(201);
});
afterAll(() => t?.close());

describe('EDTF dates', () => {
  it('are stored as given, with the earliest and latest years of each end', async () => {
    const res = await user.post('/api/events').send({ ...BASTILLE, name: 'Hastings campaign, dated loosely', startDate: '1066/1071', endDate: '15XX' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ startDate: '1066/1071', endDate: '15XX', startYear: 1066, endYear: 1599 });
    const answer = await t.graphql<{ event: Record<string, unknown> }>(
      `query($id: ID!) { event(id: $id) { startDate endDate startYear startLatestYear endEarliestYear endYear datePrecision } }`,
      { id: res.body.id },
    );
    expect(answer.data!.event).toEqual({
      startDate: '1066/1071',
      endDate: '15XX',
      startYear: 1066,
      startLatestYear: 1071,
      endEarliestYear: 1500,
      endYear: 1599,
      datePrecision: 'YEAR',
    });
  });

  it('keep the plain forms as they were: both bounds on the year itself', async () => {
    const answer = await t.graphql<{ events: { edges: { node: Record<string, unknown> }[] } }>(
      `{ events(filter: { year: 1789 }, first: 5) { edges { node { name startYear startLatestYear endEarliestYear endYear } } } }`,
    );
    expect(answer.data!.events.edges.map((e) => e.node)).toContainEqual({
      name: 'Storming of the Bastille',
      startYear: 1789,
      startLatestYear: 1789,
      endEarliestYear: 1789,
      endYear: 1789,
    });
  });

  it('refuse what cannot be, naming the field and the rule', async () => {
    const month = await user.post('/api/events').send({ ...BASTILLE, startDate: '1789-13' });
    expect(month.status).toBe(400);
    expect(bodyOf<{ violations: { field: string; message: string }[] }>(month).violations[0]).toMatchObject({
      field: 'startDate',
      message: expect.stringMatching(/month 13/),
    });
    const order = await user.post('/api/events').send({ ...BASTILLE, startDate: '16XX', endDate: '15XX' });
    expect(violationFields(order)).toContain('endDate');
  });
});

describe('the Wikidata item', () => {
  it('is stored when it is Q and digits, and refused otherwise', async () => {
    const ok = await user.post('/api/events').send({ ...BASTILLE, name: 'Bastille with its item', wikidataId: 'Q193282' });
    expect(ok.status).toBe(201);
    expect(ok.body.wikidataId).toBe('Q193282');
    const bad = await user.post('/api/events').send({ ...BASTILLE, wikidataId: 'P31' });
    expect(bad.status).toBe(400);
    expect(violationFields(bad)).toEqual(['wikidataId']);
  });
});

describe('time-aware search', () => {
  const ranked = async (year?: number) => {
    const answer = await t.graphql<{ searchEvents: { edges: { node: { name: string } }[] } }>(
      `query($year: Int) { searchEvents(query: "paris", year: $year) { edges { node { name } } } }`,
      { year },
    );
    return answer.data!.searchEvents.edges.map((e) => e.node.name).filter((n) => n === BASTILLE.name || n === EXPOSITION.name);
  };

  it('puts matches near the map year first', async () => {
    expect(await ranked(1789)).toEqual([BASTILLE.name, EXPOSITION.name]);
    expect(await ranked(1900)).toEqual([EXPOSITION.name, BASTILLE.name]);
    expect(await ranked(1905)).toEqual([EXPOSITION.name, BASTILLE.name]);
  });

  it('takes the year on REST too, and refuses one off the timeline', async () => {
    const rest = await t.http.get('/api/events/search?q=paris&year=1900');
    expect(bodyOf<{ name: string }[]>(rest)[0]!.name).toBe(EXPOSITION.name);
    expect((await t.http.get('/api/events/search?q=paris&year=0')).status).toBe(400);
    const gql = await t.graphql(`{ searchEvents(query: "paris", year: 0) { totalCount } }`);
    expect(gql.errors![0]!.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  });
});
