/**
 * Property-based fuzzing of every GraphQL read and every one of its arguments (filters, pages,
 * cursors, ids, search text), by POST and by GET with hostile query parameters (operationName=%00,
 * lone surrogates, malformed escapes, repeated keys), plus random documents and hostile text
 * written as string literals. Never a 5xx or an INTERNAL_SERVER_ERROR. A test reads the schema so a
 * new query field or argument cannot go unfuzzed.
 */
import fc from 'fast-check';
import { FILTER_KEYS } from '../modules/events/event-query.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_EVENTS } from '../test/fixtures/sample-events.js';
import { graphqlEventInput } from '../test/graphql-input.js';
import { headerSafe, hostileId, hostileString, hostileValue, insertInto, percentEncode, RUNS, TIMEOUT } from '../test/fuzz/generators.js';
import {
  agentOf,
  checkAnswer,
  checkWrite,
  expectAdminIntact,
  type FuzzApp,
  rootArguments,
  schemaRootArguments,
  startFuzzApp,
  WHO,
  withRealIds,
} from '../test/fuzz/harness.js';

let fx: FuzzApp;
beforeAll(async () => {
  fx = await startFuzzApp();
});
afterAll(() => fx?.close());

/** Every Query field with every argument, over these documents (one variable name per kind of value). */
const READS = [
  'query($f: EventFilter, $n: Int, $a: String) { events(filter: $f, first: $n, after: $a) { totalCount edges { cursor node { id } } pageInfo { endCursor } } }',
  'query($f: EventFilter, $m: Int, $b: String) { events(filter: $f, last: $m, before: $b) { totalCount pageInfo { startCursor } } }',
  'query($f: EventFilter, $n: Int, $bp: [PeriodKey!]) { countryTagCounts(filter: $f, first: $n, boostPeriods: $bp) { tag count } }',
  'query($q: String!, $n: Int, $a: String, $y: Int) { searchEvents(query: $q, first: $n, after: $a, year: $y) { totalCount edges { node { id } } } }',
  'query($q: String!, $m: Int, $b: String) { searchEvents(query: $q, last: $m, before: $b) { totalCount } }',
  'query($id: ID!) { node(id: $id) { id } }',
  'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
  'query($id: ID!) { event(id: $id) { id name } }',
  'query($n: Int, $m: Int, $a: String, $b: String, $q: String) { users(first: $n, last: $m, after: $a, before: $b, search: $q) { totalCount } }',
  'query($n: Int, $m: Int, $a: String, $b: String, $q: String, $s: SubscriberStatus) { subscribers(first: $n, last: $m, after: $a, before: $b, search: $q, status: $s) { totalCount } }',
  'query($n: Int, $m: Int, $a: String, $b: String) { contactMessages(first: $n, last: $m, after: $a, before: $b) { totalCount } }',
  'query($id: ID, $act: ModerationAction, $n: Int, $m: Int, $a: String, $b: String) { moderationLog(eventId: $id, action: $act, first: $n, last: $m, after: $a, before: $b) { totalCount } }',
  'query($id: ID!) { linkFeedbackCounts(eventId: $id) { looksRight } }',
  'query($id: ID!) { eventPermissions(eventId: $id) { canEdit canRevert } }',
  'query($n: Int, $m: Int, $a: String, $b: String) { moderationQueue(first: $n, last: $m, after: $a, before: $b) { totalCount edges { node { id kind changes { field } } } } }',
  'query($n: Int, $m: Int, $a: String, $b: String) { myEvents(first: $n, last: $m, after: $a, before: $b) { totalCount edges { node { id status } } } }',
  'query($id: ID!) { eventLinkReview(eventId: $id) { relationshipId yourAnswer addedByYou feedback { looksRight } } }',
  '{ me { id } mySubscription { email status } newsletterAnalytics { __typename } periods { key } categories { key } weeklyDigestPreview { subject } }',
  'query($n: Int, $m: Int, $a: String, $b: String) { campaigns(first: $n, last: $m, after: $a, before: $b) { totalCount edges { node { id } } } }',
  'query($c: CampaignInput!) { previewCampaign(input: $c) { subject recipients } }',
  'query($id: ID!, $n: Int, $a: String) { story(id: $id) { id title steps { html events { id } } revisions { id } } stories(first: $n, after: $a) { totalCount edges { node { id } } } }',
  '{ myStories { id canEdit } storyModerationQueue { id status } }',
];

const enumValue = fc.constantFrom('REAL', 'WHATIF', 'MODERN', 'DEEP_ANCIENT', 'VALIDATED', 'ECONOMICS', 'FINANCE', 'ACTIVE', 'STATUS_CHANGED');
// The EventFilter input's fields are the REST filter keys (one list, event-query.ts).
const FILTER_FIELDS = FILTER_KEYS;
const filter = fc.dictionary(fc.constantFrom(...FILTER_FIELDS), fc.oneof(hostileValue, enumValue, fc.array(enumValue, { maxLength: 3 })), { maxKeys: 4 });
const int = fc.oneof(hostileValue, fc.constantFrom(0, -1, 1, 500, 501, 2147483647, -3501, 2001));
/** Lists of ids: real and hostile, and longer than the 100 nodes() takes. */
const ids = fc.oneof(fc.array(hostileId, { maxLength: 5 }), fc.array(fc.uuid(), { minLength: 101, maxLength: 120 }), hostileValue);
const variables = fc.record({
  f: fc.oneof(filter, hostileValue),
  ...{ n: int, m: int, y: int, a: hostileValue, b: hostileValue, q: hostileValue },
  ...{ id: fc.oneof(hostileId, hostileValue), ids, bp: hostileValue, s: fc.oneof(enumValue, hostileValue), act: fc.oneof(enumValue, hostileValue) },
  c: fc.oneof(
    fc.record(
      { newsletter: fc.oneof(fc.constantFrom('WEEKLY_DIGEST', 'HISTORIAN_CORNER'), hostileValue), subject: hostileValue, markdown: hostileValue },
      { requiredKeys: [] },
    ),
    hostileValue,
  ),
});

/**
 * Automatic persisted queries (Apollo's extension): a sha256Hash that does not match the query, or
 * a version Apollo does not know, once came back as INTERNAL_SERVER_ERROR (logged as our bug).
 */
const PERSISTED_QUERIES = [
  '{"persistedQuery":{"version":1,"sha256Hash":"x"}}',
  '{"persistedQuery":{"version":2,"sha256Hash":"x"}}',
  '{"persistedQuery":{"version":"1","sha256Hash":null}}',
  '{"persistedQuery":null}',
];
const extensions = fc.oneof(
  fc.constantFrom(...PERSISTED_QUERIES).map((text) => JSON.parse(text) as unknown),
  hostileValue,
);

describe('GraphQL reads with hostile arguments', () => {
  it('fuzzes every query field of the schema with every one of its arguments', async () => {
    expect(rootArguments(READS)).toEqual(await schemaRootArguments(fx, 'queryType'));
  });

  it(
    'every read argument by POST, as admin, member or stranger: 4xx or data, never an internal error',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...READS),
          variables,
          fc.option(hostileString),
          fc.constantFrom(...WHO),
          fc.option(extensions),
          async (document, vars, operationName, who, extra) => {
            const body = {
              query: document,
              variables: withRealIds(fx, vars),
              ...(operationName === null ? {} : { operationName }),
              ...(extra === null ? {} : { extensions: extra }),
            };
            const res = await agentOf(fx, who).post('/graphql').send(body);
            checkAnswer(fx, res, `read ${document.slice(0, 40)} as ${who} ${JSON.stringify(vars).slice(0, 120)}`);
          },
        ),
        { numRuns: RUNS * 8 },
      );
    },
    TIMEOUT,
  );

  it(
    'GET /graphql with hostile query parameters (operationName=%00, lone surrogates, malformed escapes, repeats): never a 5xx',
    async () => {
      const param = (name: string, value: fc.Arbitrary<string>) => value.map((v) => `${name}=${percentEncode(v)}`);
      const json = fc.oneof(
        variables.map((v) => JSON.stringify(withRealIds(fx, v))),
        hostileString,
        fc.constantFrom('{"q": "a\\ud800b"}', ...PERSISTED_QUERIES),
      );
      const pieces = fc.array(
        fc.oneof(
          param('query', fc.oneof(fc.constantFrom(...READS), hostileString)),
          param('operationName', fc.oneof(hostileString, fc.constantFrom('\u0000', 'A', ''))),
          param('variables', json),
          param('extensions', json),
          fc.constantFrom('operationName=%00', 'operationName=%ED%A0%80', 'query=%E0%A4%A', 'variables=%', 'query[x]=1', 'operationName=a&operationName=b'),
        ),
        { maxLength: 5 },
      );
      // Clients send the preflight header (Apollo's CSRF rule refuses a GET without it); a browser's
      // address bar asks for HTML and gets the explorer page.
      const headers = fc.record(
        {
          'apollo-require-preflight': fc.constant('true'),
          accept: fc.constantFrom('application/json', 'application/graphql-response+json', 'text/html', '*/*'),
          'if-none-match': hostileString.map(headerSafe),
        },
        { requiredKeys: [] },
      );
      // The shapes that once answered 5xx or an internal error run every time, before the random ones.
      const preflight = { 'apollo-require-preflight': 'true' as const };
      const examples: [string[], typeof preflight][] = [
        [['query=%7B%20periods%20%7B%20key%20%7D%20%7D', 'operationName=%00'], preflight],
        ...PERSISTED_QUERIES.map((shape): [string[], typeof preflight] => [
          ['query=%7B%20periods%20%7B%20key%20%7D%20%7D', `extensions=${percentEncode(shape)}`],
          preflight,
        ]),
        [['query=', `extensions=${percentEncode(PERSISTED_QUERIES[0]!)}`], preflight],
      ];
      await fc.assert(
        fc.asyncProperty(pieces, headers, async (parts, extra) => {
          const url = `/graphql?${parts.join('&')}`;
          checkAnswer(fx, await fx.admin.get(url).set(extra), `GET ${url.slice(0, 200)} ${JSON.stringify(extra).slice(0, 100)}`);
        }),
        { numRuns: RUNS * 6, examples },
      );
    },
    TIMEOUT,
  );

  it(
    'random documents and variables answer 4xx, never 5xx',
    async () => {
      const document = fc.oneof(
        fc.string({ maxLength: 300 }),
        insertInto(fc.constantFrom(...READS), fc.constantFrom('\uD800', '\u0000', '"', '{', '$')),
        fc.constantFrom(
          '{',
          'query { events(first: -1) { totalCount } }',
          '{ events(first: 100000) { totalCount } }',
          'mutation { createEvent }',
          '{ __typename @skip(if: true) }',
          'subscription { x }',
          '{ event(id: "1 OR 1=1") { id } }',
          '{ nodes(ids: ["\\uD800"]) { id } }',
        ),
      );
      await fc.assert(
        fc.asyncProperty(document, fc.jsonValue({ maxDepth: 4 }), async (text, vars) => {
          checkAnswer(fx, await fx.admin.post('/graphql').send({ query: text, variables: vars }), `document ${text.slice(0, 60)}`);
        }),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );

  it(
    'hostile text written as string literals in the document, NUL included: 400 for a NUL, never a 5xx or an internal error',
    async () => {
      // The variables above meet the JSON body parser; the same text in the document's literals does
      // not (a NUL there is the GraphQL escape \u0000), so the validation rule must refuse it.
      const text = fc.oneof(hostileString, insertInto(hostileString, fc.constant('\u0000')));
      // JSON's string escapes are a subset of GraphQL's, so JSON.stringify writes a GraphQL literal;
      // the vocabulary fields are enum values, written bare.
      const ENUM_FIELDS = new Set(['period', 'eventType', 'culturalType', 'category', 'subcategory', 'relationshipType', 'type']);
      const literal = (value: unknown, key = ''): string =>
        Array.isArray(value)
          ? `[${value.map((v) => literal(v)).join(', ')}]`
          : typeof value === 'object' && value !== null
            ? `{ ${Object.entries(value)
                .map(([k, v]) => `${k}: ${literal(v, k)}`)
                .join(', ')} }`
            : ENUM_FIELDS.has(key) && typeof value === 'string'
              ? value
              : JSON.stringify(value);
      /** A document and the texts written into it. */
      const doc = (query: string, ...texts: string[]): [string, string[]] => [query, texts];
      const document = fc.oneof(
        fc
          .tuple(fc.constantFrom(...SAMPLE_EVENTS), fc.constantFrom('name', 'description', 'location', 'participants', 'tags', 'attachedMedia'), text)
          .map(([event, field, value]) => {
            const replaced = ['participants', 'tags'].includes(field) ? ['x', value] : field === 'attachedMedia' ? [{ type: 'image', name: value }] : value;
            return doc(`mutation { createEvent(input: ${literal(graphqlEventInput({ ...event, [field]: replaced }))}) { id } }`, value);
          }),
        fc
          .tuple(text, text)
          .map(([email, firstName]) =>
            doc(`mutation { register(email: ${literal(email)}, password: "long enough", firstName: ${literal(firstName)}) { id } }`, email, firstName),
          ),
        text.map((id) => doc(`mutation { recordLinkFeedback(eventId: ${literal(id)}, answer: LOOKS_RIGHT) { id } }`, id)),
        text.map((id) => doc(`{ nodes(ids: [${literal(id)}]) { id } }`, id)),
        text.map((query) => doc(`{ searchEvents(query: ${literal(query)}) { totalCount } }`, query)),
      );
      await fc.assert(
        fc.asyncProperty(document, async ([query, texts]) => {
          // register would sign the admin agent in as the new account: it runs signed out.
          const agent = agentOf(fx, query.startsWith('mutation { register') ? 'anonymous' : 'admin');
          const res = await checkWrite(fx, () => agent.post('/graphql').send({ query }), `document ${query.slice(0, 80)}`);
          if (texts.some((s) => s.includes('\u0000'))) expect(res.status, query.slice(0, 200)).toBe(400);
        }),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT,
  );

  it('the admin account the fuzzing ran as still exists and works', () => expectAdminIntact(fx, 'graphql-reads'));
});
