/**
 * Request bodies and query strings a hostile caller sends: malformed and oversized JSON, and text
 * PostgreSQL cannot store (a NUL) in JSON values and keys, REST query strings and the variables of a
 * GraphQL GET, each refused with a 400 naming where it is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('request bodies', () => {
  it('answers malformed JSON with 400 and an oversized body with 413, on REST and GraphQL', async () => {
    const bad = await t.http.post('/api/login').set('content-type', 'application/json').send('{"email": ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBeTruthy();
    const huge = JSON.stringify({ email: 'a@example.org', password: 'x'.repeat(1_100_000) });
    expect((await t.http.post('/api/login').set('content-type', 'application/json').send(huge)).status).toBe(413);
    expect((await t.http.post('/graphql').set('content-type', 'application/json').send(huge)).status).toBe(413);
    expect((await t.http.post('/graphql').set('content-type', 'application/json').send('{"query": ')).status).toBe(400);
  });

  it('answers a NUL character in a JSON string or key with 400 naming it, on REST and GraphQL (PostgreSQL cannot store it)', async () => {
    const inValue = await t.http.post('/api/newsletter/subscribe').send({ email: 'nul\u0000@example.org' });
    expect(inValue.status).toBe(400);
    expect(inValue.body.violations).toEqual([{ field: 'email', message: 'Text may not contain the NUL character (\\u0000)' }]);
    const inKey = await t.http.post('/api/login').set('content-type', 'application/json').send('{"e\\u0000mail": "a@example.org"}');
    expect(inKey.status).toBe(400);
    expect(inKey.body.violations).toEqual([{ field: 'e\\u0000mail', message: 'Text may not contain the NUL character (\\u0000)' }]);
    const graphql = await t.http
      .post('/graphql')
      .send({ query: 'query ($q: String!) { searchEvents(query: $q) { totalCount } }', variables: { q: 'Rome\u0000' } });
    expect(graphql.status).toBe(400);
    const count = await t.db.orm.em.fork().getConnection().execute(`select count(*)::int as n from newsletter_subscribers where email like 'nul%'`);
    expect(count[0]!.n).toBe(0);
  });

  it('answers a NUL character in a REST query string with the same 400, naming the parameter', async () => {
    const search = await t.http.get('/api/events/search').query({ q: 'Rom\u0000e' });
    expect(search.status).toBe(400);
    expect(search.body.violations[0].field).toBe('q');
    const repeated = await t.http.get('/api/events?countryTags=Italy&countryTags=Ital%00y');
    expect(repeated.status).toBe(400);
    expect(repeated.body.violations[0].field).toBe('countryTags.1');
    const name = await t.http.get('/api/events?se%00arch=Rome');
    expect(name.status).toBe(400);
    expect(name.body.violations[0].field).toBe('se\\u0000arch');
    // The same search without the NUL is answered.
    expect((await t.http.get('/api/events/search').query({ q: 'Rome' })).status).toBe(200);
  });

  it('answers a NUL character in the variables of a GraphQL GET with the same 400 (the body parser never sees them)', async () => {
    const get = (variables: string) =>
      t.http
        .get('/graphql')
        .query({ query: 'query ($q: String!) { searchEvents(query: $q) { totalCount } }', variables })
        .set('apollo-require-preflight', 'true');
    const refused = await get('{"q": "Mara\\u0000thon"}');
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      violations: [{ field: 'variables.q', message: 'Text may not contain the NUL character (\\u0000)' }],
    });
    // Without the NUL the same GET is answered; malformed JSON is still Apollo's 400 to give.
    const answered = await get('{"q": "Marathon"}');
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    expect(answered.body.data.searchEvents.totalCount).toEqual(expect.any(Number));
    const malformed = await get('{"q": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].message).toMatch(/variables/i);
  });
});
