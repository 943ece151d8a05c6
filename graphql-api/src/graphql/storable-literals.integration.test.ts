/**
 * A NUL written as the GraphQL escape in a document's string literals never meets the JSON body
 * parser, so the validation rule (storable-literals.ts) must refuse it, before anything runs.
 */
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses } from '../test/client-addresses.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  // The tests stand for clients behind a proxy on loopback, each with its own X-Forwarded-For.
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(() => t?.close());

/** Each test gets its own client address, so limits do not leak between tests. */
const freshAddress = clientAddresses();

describe('NUL characters in GraphQL document literals', () => {
  // `\\u0000` below is the GraphQL escape in the document's text: the JSON body holds no NUL, so
  // the JSON body parser lets it through and only the GraphQL validation rule can refuse it.
  const NUL = '\\u0000';
  const count = async (table: string) => (await t.db.orm.em.fork().getConnection().execute<{ n: number }[]>(`select count(*)::int as n from ${table}`))[0]!.n;
  const expectRefused = (res: supertest.Response, where: string) => {
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.errors).toHaveLength(1);
    expect(res.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(res.body.errors[0].message).toBe(`Text may not contain the NUL character (\\u0000): ${where}.`);
  };

  it('refuses a NUL in a nested input object literal of a mutation before it runs, and stores nothing', async () => {
    const author = supertest.agent(t.app);
    expect(
      (await author.post('/api/register').set('X-Forwarded-For', freshAddress()).send({ email: 'nul.author@example.org', password: 'long enough' })).status,
    ).toBe(201);
    const input = (name: string, participant: string) =>
      `{ name: "${name}", period: CLASSICAL_ANTIQUITY, startDate: "-0490-09-12", latitude: 38.1, longitude: 23.9, description: "Hoplites met a landing force.", ` +
      `significance: "It ended an invasion.", location: "Marathon, Greece", participants: ["Athens", "${participant}"], ` +
      `category: MAJOR_DISRUPTIONS_AND_CONFLICTS, subcategory: MILITARY_CONFLICTS_AND_TERRITORIAL_CHANGES }`;
    const create = (name: string, participant: string) =>
      author
        .post('/graphql')
        .set('X-Forwarded-For', freshAddress())
        .send({ query: `mutation { createEvent(input: ${input(name, participant)}) { id } }` });
    const before = await count('historical_events');
    expectRefused(await create(`Mara${NUL}thon`, 'Plataea'), '"input.name" in createEvent');
    expectRefused(await create('Marathon', `Plat${NUL}aea`), '"input.participants[1]" in createEvent');
    expect(await count('historical_events')).toBe(before);
    // The same literal without the NUL is stored: the refusal was the NUL's.
    const clean = await create('Marathon', 'Plataea');
    expect(clean.body.errors).toBeUndefined();
    expect(await count('historical_events')).toBe(before + 1);
  });

  it('refuses a NUL in a plain argument literal of a mutation, and stores nothing', async () => {
    const users = await count('users');
    const register = await t.http
      .post('/graphql')
      .set('X-Forwarded-For', freshAddress())
      .send({ query: `mutation { register(email: "nul.name@example.org", password: "long enough", firstName: "Ada${NUL}") { id } }` });
    expectRefused(register, '"firstName" in register');
    const feedback = await t.http
      .post('/graphql')
      .set('X-Forwarded-For', freshAddress())
      .send({ query: `mutation { recordLinkFeedback(eventId: "x${NUL}", answer: LOOKS_RIGHT) { id } }` });
    expectRefused(feedback, '"eventId" in recordLinkFeedback');
    expect(await count('users')).toBe(users);
    expect(await count('link_feedback')).toBe(0);
  });

  it('refuses a NUL in a query literal, a variable default and a GET block string with 400, not 500', async () => {
    expectRefused(await t.http.post('/graphql').send({ query: `{ searchEvents(query: "Rome${NUL}") { totalCount } }` }), '"query" in searchEvents');
    expectRefused(await t.http.post('/graphql').send({ query: `query ($q: String = "Rome${NUL}") { searchEvents(query: $q) { totalCount } }` }), '"$q"');
    // A block string holds the character itself; over GET it never meets the JSON body parser.
    const get = await t.http
      .get('/graphql')
      .set('apollo-require-preflight', 'true')
      .query({ query: '{ searchEvents(query: """Rome\u0000""") { totalCount } }' });
    expectRefused(get, '"query" in searchEvents');
    // Other escapes still pass.
    const fine = await t.http.post('/graphql').send({ query: '{ searchEvents(query: "Rom\\u00e9\\t") { totalCount } }' });
    expect(fine.status).toBe(200);
    expect(fine.body.errors).toBeUndefined();
  });
});
