/**
 * Property-based fuzzing (fast-check) of every REST route with random and hostile input: JSON
 * bodies (wrong types, huge and unicode strings with lone surrogates and NULs, nested JSON, SQL and
 * script fragments, media lists with hostile names), malformed JSON and wrong content types, query
 * strings (every filter key, malformed percent-encoding), ids in paths and hostile headers. Uploads
 * have their own file (fuzz-media), GraphQL two (fuzz-graphql-reads, fuzz-graphql-mutations).
 */
import fc from 'fast-check';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyBody, headerSafe, hostileId, hostileString, hostileValue, percentEncode, restQuery, RUNS, TIMEOUT } from '../test/fuzz/generators.js';
import {
  type Agent,
  agentOf,
  FUZZ_PUBLIC_URL,
  checkAnswer,
  checkWrite,
  expectAdminIntact,
  type FuzzApp,
  startFuzzApp,
  WHO,
  withRealIds,
} from '../test/fuzz/harness.js';
import { bodyOf } from '../test/response-body.js';

let fx: FuzzApp;
beforeAll(async () => {
  fx = await startFuzzApp();
});
afterAll(() => fx?.close());

const anonymous = () => agentOf(fx, 'anonymous');
const agent = fc.constantFrom(...WHO);

/** Every REST write: path and method; `anonymousOnly` when signing in or out would change the admin's session. */
const WRITES: { name: string; send: (who: Agent) => supertest.Test; anonymousOnly?: boolean }[] = [
  { name: 'POST /api/login', send: (a) => a.post('/api/login'), anonymousOnly: true },
  { name: 'POST /api/register', send: (a) => a.post('/api/register'), anonymousOnly: true },
  { name: 'POST /api/forgot-password', send: (a) => a.post('/api/forgot-password') },
  { name: 'POST /api/reset-password', send: (a) => a.post('/api/reset-password'), anonymousOnly: true },
  { name: 'POST /api/logout', send: (a) => a.post('/api/logout'), anonymousOnly: true },
  { name: 'PATCH /api/user', send: (a) => a.patch('/api/user') },
  { name: 'POST /api/newsletter/subscribe', send: (a) => a.post('/api/newsletter/subscribe') },
  { name: 'POST /api/newsletter/unsubscribe', send: (a) => a.post('/api/newsletter/unsubscribe') },
  { name: 'POST /api/newsletter/confirm', send: (a) => a.post('/api/newsletter/confirm') },
  { name: 'POST /api/newsletter/unsubscribe-link', send: (a) => a.post('/api/newsletter/unsubscribe-link') },
  { name: 'POST /api/newsletter/one-click', send: (a) => a.post('/api/newsletter/one-click') },
  { name: 'POST /api/verify-email', send: (a) => a.post('/api/verify-email'), anonymousOnly: true },
  { name: 'POST /api/verify-email/resend', send: (a) => a.post('/api/verify-email/resend') },
  { name: 'POST /api/contacts', send: (a) => a.post('/api/contacts') },
  { name: 'POST /api/events', send: (a) => a.post('/api/events') },
  { name: 'PATCH /api/events/:id/verification', send: (a) => a.patch(`/api/events/${fx.ids.EVENT}/verification`) },
];

/** A generated body as sent: an object through supertest, a JSON scalar or array as raw JSON text. */
function sendBody(test: supertest.Test, body: unknown): supertest.Test {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) return test.send(body);
  return test.send(JSON.stringify(body) ?? 'null').set('content-type', 'application/json');
}

describe('REST writes with random and hostile JSON bodies', () => {
  for (const write of WRITES) {
    it(
      `${write.name}: never a 5xx, and a refused body writes nothing`,
      async () => {
        await fc.assert(
          fc.asyncProperty(anyBody, agent, async (body, who) => {
            const sender = write.anonymousOnly ? 'anonymous' : who;
            await checkWrite(fx, () => sendBody(write.send(agentOf(fx, sender)), withRealIds(fx, body)), `${write.name} as ${sender}`);
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  }

  it(
    'POST /api/events with a hostile Idempotency-Key header: never a 5xx, and a refused one writes nothing',
    async () => {
      const key = fc.oneof(hostileString.map(headerSafe), fc.uuid());
      await fc.assert(
        fc.asyncProperty(anyBody, key, agent, async (body, idempotencyKey, who) => {
          const send = () => sendBody(agentOf(fx, who).post('/api/events').set('Idempotency-Key', idempotencyKey), withRealIds(fx, body));
          await checkWrite(fx, send, `POST /api/events with Idempotency-Key ${JSON.stringify(idempotencyKey).slice(0, 60)} as ${who}`);
        }),
        { numRuns: RUNS },
      );
    },
    TIMEOUT,
  );

  it(
    'malformed JSON, wrong content types and odd bodies answer 4xx everywhere',
    async () => {
      const raw = fc.oneof(
        fc.string({ maxLength: 200 }),
        fc.constantFrom('{', '{"email": }', '[1,2', 'null', '"str"', '{"a":' + '['.repeat(5000), '{"name": "a\\ud800b"}', '{"e\\u0000": 1}'),
      );
      const type = fc.constantFrom(
        'application/json',
        'text/plain',
        'application/xml',
        'application/x-www-form-urlencoded',
        'application/json; charset=utf-16',
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...WRITES), raw, type, async (write, text, contentType) => {
          await checkWrite(fx, () => write.send(anonymous()).set('content-type', contentType).send(text), `${write.name} (${contentType})`);
        }),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );

  it(
    'PATCH /api/events/:id/verification with hostile ids, statuses and reasons: 4xx, nothing written',
    async () => {
      const status = fc.oneof(fc.constantFrom('validated', 'pending', 'disputed', 'VALIDATED'), hostileString);
      const reason = fc.option(fc.oneof(hostileString, hostileValue), { nil: undefined });
      await fc.assert(
        fc.asyncProperty(hostileId, status, reason, async (id, value, why) => {
          const path = `/api/events/${percentEncode(withRealIds(fx, id))}/verification`;
          await checkWrite(fx, () => fx.admin.patch(path).send({ status: value, reason: why }), `PATCH ${path.slice(0, 80)}`);
        }),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT,
  );
});

describe('REST reads with random query strings, ids and headers', () => {
  /** Every GET of /api; the ones with an id in the path are the next test's. */
  const READS = [
    '/api/user',
    '/api/events',
    '/api/events/search',
    '/api/events/export',
    '/api/admin/users',
    '/api/admin/contacts',
    '/api/newsletter/me',
    '/api/newsletter/subscribers',
    '/api/newsletter/analytics',
    '/api/map/points',
    '/api/map/ids',
    '/api/map/connections',
    '/api/map/manifest',
    '/api/cards/site.png',
  ];
  /** Headers the routes read (caching, compression, content negotiation), with hostile values. */
  const headers = fc.dictionary(
    fc.constantFrom('if-none-match', 'accept-encoding', 'accept', 'x-request-id'),
    fc.oneof(fc.constantFrom('*', 'br', 'gzip;q=0', 'identity;q=0, *;q=0', 'W/"x"', '"0"', 'text/csv'), hostileString.map(headerSafe)),
    { maxKeys: 3 },
  );

  it(
    'never a 5xx, as admin, member or stranger',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...READS), restQuery, headers, agent, async (path, query, extra, who) => {
          const res = await agentOf(fx, who)
            .get(query ? `${path}?${query}` : path)
            .set(extra);
          checkAnswer(fx, res, `GET ${path}?${query.slice(0, 100)} as ${who} ${JSON.stringify(extra).slice(0, 100)}`);
        }),
        { numRuns: RUNS * 8 },
      );
    },
    TIMEOUT,
  );

  it(
    'the map chunks the manifest lists, with random query strings and headers: never a 5xx',
    async () => {
      const { chunks } = bodyOf<{ chunks: { points: string; ids: string }[] }>(await anonymous().get('/api/map/manifest'));
      const urls = chunks.flatMap((c) => [c.points, c.ids]);
      expect(urls.length).toBeGreaterThan(0);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...urls), restQuery, headers, async (url, query, extra) => {
          const res = await anonymous()
            .get(query ? `${url}?${query}` : url)
            .set(extra);
          checkAnswer(fx, res, `GET ${url}?${query.slice(0, 100)} ${JSON.stringify(extra).slice(0, 100)}`);
        }),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT,
  );

  it(
    'random ids and paths, lone surrogates and malformed escapes included: 4xx',
    async () => {
      const raw = fc.constantFrom('%', '%zz', '%E0%A4%A', '%ED%A0%80', '..%2F..%2Fpackage.json', '%2e%2e', '%00');
      const segment = fc.oneof(
        hostileId.map((id) => percentEncode(withRealIds(fx, id).slice(0, 2000))),
        raw,
      );
      await fc.assert(
        fc.asyncProperty(segment, async (id) => {
          checkAnswer(fx, await anonymous().get(`/api/events/${id}`), `GET /api/events/${id.slice(0, 60)}`);
          checkAnswer(fx, await anonymous().get(`/api/cards/events/${id}.png`), `GET /api/cards/events/${id.slice(0, 60)}.png`);
          // A map chunk's name: a hash and .points or .ids (400 when malformed, 404 when unknown).
          checkAnswer(fx, await anonymous().get(`/api/map/chunks/${id}`), `GET /api/map/chunks/${id.slice(0, 60)}`);
          checkAnswer(fx, await anonymous().get(`/api/map/chunks/${id}.points`), `GET /api/map/chunks/${id.slice(0, 60)}.points`);
          // The pages name an event in ?event= for their link preview tags: any id is the site's card, never a 5xx.
          checkAnswer(fx, await anonymous().get(`/?event=${id}`), `GET /?event=${id.slice(0, 60)}`);
          checkAnswer(fx, await anonymous().get(`/embed?event=${id}`), `GET /embed?event=${id.slice(0, 60)}`);
          // No generated name is a stored file's (a UUID and our extension): a JSON 404 at best.
          checkAnswer(fx, await anonymous().get(`/api/media/${id}`), `GET /api/media/${id.slice(0, 60)}`);
          // Newsletter links: the tracking image, the click redirect (to a hostile address too) and one-click unsubscribe.
          checkAnswer(fx, await anonymous().get(`/api/newsletter/o/${id}`), `GET /api/newsletter/o/${id.slice(0, 60)}`);
          checkAnswer(fx, await anonymous().get(`/api/newsletter/c/${id}?u=${id}`), `GET /api/newsletter/c/${id.slice(0, 60)}`);
          await checkWrite(fx, () => anonymous().post(`/api/newsletter/one-click?token=${id}`), `POST /api/newsletter/one-click?token=${id.slice(0, 60)}`);
        }),
        { numRuns: RUNS * 2 },
      );
    },
    TIMEOUT,
  );

  it(
    'GET /oembed with hostile urls, formats and sizes: never a 5xx but the 501 oEmbed asks for a format other than JSON',
    async () => {
      const ours = fc
        .constantFrom('/', '/embed', '/EMBED/', '/about', '/api/events')
        .chain((page) => fc.oneof(hostileString, hostileId).map((value) => `${FUZZ_PUBLIC_URL}${page}?event=${percentEncode(withRealIds(fx, value))}`));
      const url = fc.oneof(ours, hostileString, fc.webUrl({ withQueryParameters: true, withFragments: true }));
      const size = fc.option(fc.oneof(fc.integer({ min: -10, max: 100_000 }).map(String), hostileString), { nil: undefined });
      const format = fc.option(fc.oneof(fc.constantFrom('json', 'xml', 'JSON'), hostileString), { nil: undefined });
      await fc.assert(
        fc.asyncProperty(fc.option(url, { nil: undefined }), format, size, size, async (u, f, maxwidth, maxheight) => {
          const query = Object.fromEntries(Object.entries({ url: u, format: f, maxwidth, maxheight }).filter(([, v]) => v !== undefined));
          const res = await anonymous().get('/oembed').query(query);
          const what = `GET /oembed ${JSON.stringify(query).slice(0, 200)}`;
          if (res.status === 501) expect(f !== undefined && f !== 'json', what).toBe(true);
          else checkAnswer(fx, res, what);
        }),
        { numRuns: RUNS * 4 },
      );
    },
    TIMEOUT,
  );

  it('the admin account the fuzzing ran as still exists and works', () => expectAdminIntact(fx, 'rest'));
});
