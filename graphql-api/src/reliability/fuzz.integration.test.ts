/**
 * Property-based fuzzing (fast-check) of every REST endpoint and GraphQL mutation with random and
 * hostile payloads: wrong types, huge and unicode strings, nested JSON, SQL and script fragments,
 * malformed JSON. The properties: never a 5xx, always a JSON answer, and a refused request writes
 * nothing (row counts of every data table are unchanged). Rate limits are off here so the payloads
 * reach the validation behind them (the limits have their own tests).
 */
import fc from 'fast-check';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { SAMPLE_EVENTS } from '../test/fixtures/sample-events.js';
import { User } from '../modules/users/user.entity.js';
import { linkTokenFor } from '../test/outbox.js';
import { graphqlEventInput } from '../test/graphql-input.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Room for bigger runs (FUZZ_RUNS=200 sends about 10,000 requests). */
const TIMEOUT = Math.max(30_000, RUNS * 1500);
/** Tables that hold data; refused requests must not change them (logs and counters may). */
const DATA_TABLES = [
  'users',
  'newsletter_subscribers',
  'newsletter_confirmations',
  'historical_events',
  'event_relationships',
  'contact_messages',
  'link_feedback',
  'password_reset_tokens',
  'email_verification_tokens',
  'media_files',
];

let t: TestApp;
let admin: ReturnType<typeof supertest.agent>;
let eventId: string;
let requestsSent = 0;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'fuzz.admin@example.org', RATE_LIMIT_FACTOR: '0' });
  admin = supertest.agent(t.app);
  expect((await admin.post('/api/register').send({ email: 'fuzz.admin@example.org', password: 'fuzz admin password' })).status).toBe(201);
  // The admin role comes with the proven address (the link mailed at sign-up).
  const verified = await supertest(t.app)
    .post('/api/verify-email')
    .send({ token: await linkTokenFor(t.outbox, 'fuzz.admin@example.org', 'verify') });
  expect(verified.body.user.role).toBe('admin');
  for (const event of SAMPLE_EVENTS) expect((await admin.post('/api/events').send(event)).status).toBe(201);
  eventId = (await admin.get('/api/events?limit=1')).body[0].id;
});
afterAll(() => t?.close());

async function rowCounts(): Promise<string> {
  const sql = DATA_TABLES.map((table) => `(select count(*) from ${table}) as ${table}`).join(', ');
  const [row] = await t.db.orm.em.fork().getConnection().execute(`select ${sql}`);
  return JSON.stringify(row);
}

// ---- Generators -------------------------------------------------------------------------------

const hostileString = fc.oneof(
  fc.constantFrom(
    "' OR '1'='1' --",
    "'; DROP TABLE users; --",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    'javascript:alert(1)',
    '../../../../etc/passwd',
    '${jndi:ldap://example.org/a}',
    '{{7*7}}',
    '\u0000\u0001\u0002',
    '\uD800',
    '‮gnp.exe',
    '%00%27',
    '__proto__',
    'constructor',
    '-0490-13-45',
    '99999-01-01',
    'NaN',
    '',
    ' ',
    '-'.repeat(36),
    '00000000-0000-0000-0000-00000000000g',
    'a\uD800b',
    '\uDC00',
    'word '.repeat(14_000),
    Buffer.from('{"y":99999999999,"id":"x"}').toString('base64'),
    'MTAwfDAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMA',
    '<svg onload=alert(1)//',
    '=2+5+cmd|" /C calc"!A0',
  ),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2147483647, -2147483648),
  fc.array(hostileString, { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 6 }),
);

/** The field names our endpoints read, so random payloads reach the validators, plus strangers. */
const FIELDS = [
  'email',
  'password',
  'firstName',
  'lastName',
  'token',
  'currentPassword',
  'newPassword',
  'subscribeToNewsletter',
  'name',
  'period',
  'eventType',
  'startDate',
  'endDate',
  'latitude',
  'longitude',
  'radius',
  'description',
  'significance',
  'location',
  'participants',
  'category',
  'subcategory',
  'countryTags',
  'tags',
  'wikiUrl',
  'attachedMedia',
  'linkedEventId',
  'relationshipType',
  'casualties',
  'status',
  'preferences',
  'source',
  'subject',
  'message',
  'answer',
  'eventId',
  '__proto__',
  'constructor',
];

const fieldPayload = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 });
/** A payload close to a valid event with some fields replaced: reaches the deeper rules. */
const mutatedEvent = fc.tuple(fc.constantFrom(...SAMPLE_EVENTS), fieldPayload).map(([event, changes]) => ({ ...event, ...changes }));
const anyBody = fc.oneof(fieldPayload, mutatedEvent, fc.jsonValue({ maxDepth: 8 }));
const query = fc.dictionary(
  fc.constantFrom(
    'limit',
    'offset',
    'q',
    'format',
    'status',
    'search',
    'periods',
    'year',
    'fromYear',
    'toYear',
    'bbox',
    'mode',
    'category',
    'countryTags',
    'x',
  ),
  fc.oneof(hostileString, fc.constantFrom('2147483647', '0', '-0', '1e9', '-3501', '2001', '100,0,-100,0', '0,100,0,-100')),
  { maxKeys: 4 },
);

// ---- Properties -------------------------------------------------------------------------------

function checkAnswer(res: supertest.Response, what: string) {
  requestsSent++;
  expect(res.status, `${what} → ${res.status} ${(res.text ?? '').slice(0, 200)}`).toBeLessThan(500);
  // Node itself answers a request line over 16 KB with a bare 431 before our code sees it.
  if (res.status === 431) return;
  expect(res.headers['content-type'] ?? '', what).toMatch(/json|csv|octet-stream|ndjson|geo\+json/);
}

async function checkWrite(send: () => supertest.Test, what: string): Promise<supertest.Response> {
  const before = await rowCounts();
  const res = await send();
  checkAnswer(res, what);
  if (res.status >= 400 || res.body?.errors) expect(await rowCounts(), `${what} was refused (${res.status}) but wrote`).toBe(before);
  return res;
}

const WRITES: { name: string; send: (body: unknown) => supertest.Test; anonymous?: boolean }[] = [
  {
    name: 'POST /api/login',
    send: (b) =>
      supertest(t.app)
        .post('/api/login')
        .send(b as object),
    anonymous: true,
  },
  {
    name: 'POST /api/register',
    send: (b) =>
      supertest(t.app)
        .post('/api/register')
        .send(b as object),
    anonymous: true,
  },
  {
    name: 'POST /api/forgot-password',
    send: (b) =>
      supertest(t.app)
        .post('/api/forgot-password')
        .send(b as object),
    anonymous: true,
  },
  {
    name: 'POST /api/reset-password',
    send: (b) =>
      supertest(t.app)
        .post('/api/reset-password')
        .send(b as object),
    anonymous: true,
  },
  {
    name: 'POST /api/logout',
    send: (b) =>
      supertest(t.app)
        .post('/api/logout')
        .send(b as object),
    anonymous: true,
  },
  { name: 'PATCH /api/user', send: (b) => admin.patch('/api/user').send(b as object) },
  {
    name: 'POST /api/newsletter/subscribe',
    send: (b) =>
      supertest(t.app)
        .post('/api/newsletter/subscribe')
        .send(b as object),
    anonymous: true,
  },
  { name: 'POST /api/newsletter/unsubscribe', send: (b) => admin.post('/api/newsletter/unsubscribe').send(b as object) },
  {
    name: 'POST /api/newsletter/confirm',
    send: (b) =>
      supertest(t.app)
        .post('/api/newsletter/confirm')
        .send(b as object),
    anonymous: true,
  },
  {
    name: 'POST /api/verify-email',
    send: (b) =>
      supertest(t.app)
        .post('/api/verify-email')
        .send(b as object),
    anonymous: true,
  },
  { name: 'POST /api/verify-email/resend', send: (b) => admin.post('/api/verify-email/resend').send(b as object) },
  {
    name: 'POST /api/contacts',
    send: (b) =>
      supertest(t.app)
        .post('/api/contacts')
        .send(b as object),
    anonymous: true,
  },
  { name: 'POST /api/events', send: (b) => admin.post('/api/events').send(b as object) },
  { name: 'PATCH /api/events/:id/verification', send: (b) => admin.patch(`/api/events/${eventId}/verification`).send(b as object) },
];

describe('REST writes with random and hostile JSON bodies', () => {
  for (const write of WRITES) {
    it(
      `${write.name}: never a 5xx, and a refused body writes nothing`,
      async () => {
        await fc.assert(
          fc.asyncProperty(anyBody, async (body) => {
            // A JSON scalar or array at the top level is sent as raw JSON text.
            await checkWrite(
              () =>
                typeof body === 'object' && body !== null && !Array.isArray(body)
                  ? write.send(body)
                  : write.send(JSON.stringify(body)).set('content-type', 'application/json'),
              write.name,
            );
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  }

  it(
    'malformed JSON, wrong content types and odd bodies answer 4xx everywhere',
    async () => {
      const raw = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"email": }', '[1,2', 'null', '"str"', '{"a":' + '['.repeat(5000)));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...WRITES), raw, fc.constantFrom('application/json', 'text/plain', 'application/xml'), async (write, text, type) => {
          await checkWrite(() => write.send(text).set('content-type', type), `${write.name} (${type})`);
        }),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );
});

describe('REST reads with random query strings and ids', () => {
  const READS = [
    '/api/events',
    '/api/events/search',
    '/api/events/export',
    '/api/admin/users',
    '/api/newsletter/subscribers',
    '/api/newsletter/analytics',
    '/api/admin/contacts',
    '/api/map/points',
  ];
  it(
    'never a 5xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...READS), query, async (path, params) => {
          const res = await admin.get(path).query(params);
          checkAnswer(res, `GET ${path}?${new URLSearchParams(params).toString().slice(0, 100)}`);
        }),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );

  it(
    'random ids and paths answer 4xx',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            hostileString.filter((s) => s.length < 2000 && !/[\uD800-\uDFFF]/.test(s)),
            fc.uuid(),
          ),
          async (id) => {
            const res = await supertest(t.app).get(`/api/events/${encodeURIComponent(id)}`);
            checkAnswer(res, `GET /api/events/${id.slice(0, 50)}`);
            const media = await supertest(t.app).get(`/api/media/${encodeURIComponent(id)}`);
            expect(media.status, `GET /api/media/${id.slice(0, 50)}`).toBeLessThan(500);
            requestsSent++;
          },
        ),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT,
  );
});

describe('GraphQL mutations and documents', () => {
  const MUTATIONS: { name: string; document: string; variables: fc.Arbitrary<Record<string, unknown>> }[] = [
    {
      name: 'createEvent',
      document: 'mutation($input: CreateEventInput!) { createEvent(input: $input) { id } }',
      // Close to a valid event (its vocabulary in UPPER_CASE), so payloads reach the content rules.
      variables: fc.record({
        input: anyBody.map((b) => (b && typeof b === 'object' && !Array.isArray(b) ? graphqlEventInput(b as Record<string, unknown>) : b)),
      }),
    },
    {
      name: 'login',
      document: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }',
      variables: fc.record({ e: hostileValue, p: hostileValue }),
    },
    {
      name: 'register',
      document: 'mutation($e: String!, $p: String!, $f: String) { register(email: $e, password: $p, firstName: $f) { id } }',
      variables: fc.record({ e: hostileValue, p: hostileValue, f: hostileValue }),
    },
    { name: 'requestPasswordReset', document: 'mutation($e: String!) { requestPasswordReset(email: $e) }', variables: fc.record({ e: hostileValue }) },
    {
      name: 'resetPassword',
      document: 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { id } }',
      variables: fc.record({ t: hostileValue, p: hostileValue }),
    },
    {
      name: 'recordLinkFeedback',
      document: 'mutation($id: ID!, $a: LinkFeedbackAnswer!) { recordLinkFeedback(eventId: $id, answer: $a) { id } }',
      variables: fc.record({ id: hostileValue, a: fc.oneof(hostileValue, fc.constantFrom('LOOKS_RIGHT', 'CONFIRM')) }),
    },
    {
      name: 'setVerificationStatus',
      document: 'mutation($id: ID!, $s: VerificationStatus!) { setVerificationStatus(eventId: $id, status: $s) { id } }',
      variables: fc.record({ id: fc.oneof(hostileValue, fc.constant('EVENT')), s: fc.oneof(hostileValue, fc.constantFrom('VALIDATED', 'PENDING')) }),
    },
    { name: 'logout', document: 'mutation { logout }', variables: fc.constant({}) },
    { name: 'verifyEmail', document: 'mutation($t: String!) { verifyEmail(token: $t) { id } }', variables: fc.record({ t: hostileValue }) },
    {
      name: 'updateAccount',
      document:
        'mutation($f: String, $e: String, $c: String, $n: String) { updateAccount(firstName: $f, email: $e, currentPassword: $c, newPassword: $n) { id } }',
      variables: fc.record({ f: hostileValue, e: hostileValue, c: hostileValue, n: hostileValue }),
    },
  ];

  for (const mutation of MUTATIONS) {
    it(
      `${mutation.name}: never a 5xx or an internal error, and a refused call writes nothing`,
      async () => {
        await fc.assert(
          fc.asyncProperty(mutation.variables, async (variables) => {
            const vars = JSON.parse(JSON.stringify(variables).replaceAll('"EVENT"', JSON.stringify(eventId)));
            // logout would end the admin session the other cases need: it runs signed out.
            const agent = mutation.name === 'logout' ? supertest(t.app) : admin;
            await checkWrite(() => agent.post('/graphql').send({ query: mutation.document, variables: vars }), `mutation ${mutation.name}`);
            const last = await agent.post('/graphql').send({ query: mutation.document, variables: vars });
            requestsSent++;
            for (const error of last.body?.errors ?? []) expect(error.extensions?.code, JSON.stringify(error)).not.toBe('INTERNAL_SERVER_ERROR');
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  }

  it(
    'every read argument with hostile values (filters, pages, cursors, ids, search text): 4xx or data, never an internal error',
    async () => {
      const READS = [
        'query($f: EventFilter, $n: Int, $a: String) { events(filter: $f, first: $n, after: $a) { totalCount edges { cursor node { id } } pageInfo { endCursor } } }',
        'query($f: EventFilter, $n: Int, $a: String) { events(filter: $f, last: $n, before: $a) { totalCount pageInfo { startCursor } } }',
        'query($f: EventFilter, $n: Int, $b: [PeriodKey!]) { countryTagCounts(filter: $f, first: $n, boostPeriods: $b) { tag count } }',
        'query($q: String!, $n: Int, $a: String) { searchEvents(query: $q, first: $n, after: $a) { totalCount edges { node { id } } } }',
        'query($id: ID!) { node(id: $id) { id } }',
        'query($n: Int, $a: String, $q: String) { users(first: $n, after: $a, search: $q) { totalCount } subscribers(first: $n, search: $q) { totalCount } contactMessages(last: $n) { totalCount } }',
        'query($id: ID!) { event(id: $id) { id } }',
        'query($id: ID, $n: Int) { moderationLog(eventId: $id, first: $n) { totalCount } }',
        'query($id: ID!) { linkFeedbackCounts(eventId: $id) { looksRight } }',
      ];
      const enumValue = fc.constantFrom('REAL', 'WHATIF', 'MODERN', 'DEEP_ANCIENT', 'VALIDATED', 'ECONOMICS', 'FINANCE');
      const filter = fc.dictionary(
        fc.constantFrom(
          'mode',
          'periods',
          'year',
          'fromYear',
          'toYear',
          'bbox',
          'eventType',
          'verificationStatus',
          'category',
          'subcategory',
          'countryTags',
          'search',
        ),
        fc.oneof(hostileValue, enumValue, fc.array(enumValue, { maxLength: 3 })),
        { maxKeys: 4 },
      );
      const variables = fc.record({ f: filter, n: hostileValue, a: hostileValue, b: hostileValue, q: hostileValue, id: hostileValue });
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...READS), variables, fc.option(hostileString), async (document, vars, operationName) => {
          const res = await admin.post('/graphql').send({ query: document, variables: vars, ...(operationName === null ? {} : { operationName }) });
          checkAnswer(res, `read ${document.slice(0, 40)} ${JSON.stringify(vars).slice(0, 120)}`);
          for (const error of res.body?.errors ?? []) expect(error.extensions?.code, JSON.stringify(error).slice(0, 300)).not.toBe('INTERNAL_SERVER_ERROR');
        }),
        { numRuns: RUNS * 6 },
      );
    },
    TIMEOUT,
  );

  it(
    'random documents and variables answer 4xx, never 5xx',
    async () => {
      const document = fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.constantFrom(
          '{',
          'query { events(first: -1) { totalCount } }',
          '{ events(first: 100000) { totalCount } }',
          'mutation { createEvent }',
          '{ __typename @skip(if: true) }',
          'subscription { x }',
          '{ event(id: "1 OR 1=1") { id } }',
        ),
      );
      await fc.assert(
        fc.asyncProperty(document, fc.jsonValue({ maxDepth: 4 }), async (text, variables) => {
          const res = await admin.post('/graphql').send({ query: text, variables });
          checkAnswer(res, `document ${text.slice(0, 60)}`);
          for (const error of res.body?.errors ?? []) expect(error.extensions?.code, JSON.stringify(error)).not.toBe('INTERNAL_SERVER_ERROR');
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
      const text = fc.oneof(
        hostileString,
        fc.tuple(hostileString, fc.nat()).map(([s, at]) => s.slice(0, at % (s.length + 1)) + '\u0000' + s.slice(at % (s.length + 1))),
      );
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
          .tuple(fc.constantFrom(...SAMPLE_EVENTS), fc.constantFrom('name', 'description', 'location', 'participants', 'tags'), text)
          .map(([event, field, value]) =>
            doc(
              `mutation { createEvent(input: ${literal(graphqlEventInput({ ...event, [field]: field === 'participants' || field === 'tags' ? ['x', value] : value }))}) { id } }`,
              value,
            ),
          ),
        fc
          .tuple(text, text)
          .map(([email, firstName]) =>
            doc(`mutation { register(email: ${literal(email)}, password: "long enough", firstName: ${literal(firstName)}) { id } }`, email, firstName),
          ),
        text.map((id) => doc(`mutation { recordLinkFeedback(eventId: ${literal(id)}, answer: LOOKS_RIGHT) { id } }`, id)),
        text.map((query) => doc(`{ searchEvents(query: ${literal(query)}) { totalCount } }`, query)),
      );
      await fc.assert(
        fc.asyncProperty(document, async ([query, texts]) => {
          // register would sign the admin agent in as the new account: it runs signed out.
          const agent = query.startsWith('mutation { register') ? supertest(t.app) : admin;
          const res = await checkWrite(() => agent.post('/graphql').send({ query }), `document ${query.slice(0, 80)}`);
          if (texts.some((s) => s.includes('\u0000'))) expect(res.status, query.slice(0, 200)).toBe(400);
          for (const error of res.body?.errors ?? []) expect(error.extensions?.code, JSON.stringify(error)).not.toBe('INTERNAL_SERVER_ERROR');
        }),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT,
  );

  it('the admin account the fuzzing ran as still exists and works', async () => {
    expect(await t.db.orm.em.fork().count(User, { email: 'fuzz.admin@example.org' })).toBe(1);
    console.log(`[fuzz] ${requestsSent} requests, ${RUNS} cases per property`);
  });
});
