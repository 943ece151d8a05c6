/**
 * What the fuzz tests (fuzz-*.integration.test.ts) send: hostile text and values, bodies close to a
 * valid event so they reach the deeper rules, REST query strings, and encodings that carry text no
 * URL or header library would send (a lone surrogate in a path). Every shape that once answered a
 * 5xx (issue 24, point 10) is a constant here, and the random generators produce its class too.
 */
import fc from 'fast-check';
import { constantCase } from '../../domain/enums.js';
import { FILTER_KEYS } from '../../modules/events/event-query.js';
import { EXPORT_FORMATS } from '../../modules/import-export/event-export.js';
import { SAMPLE_EVENTS } from '../fixtures/sample-events.js';
import { graphqlEventInput } from '../graphql-input.js';

export const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
/** Room for bigger runs (FUZZ_RUNS=200 sends about 15,000 requests over the four fuzz files). */
export const TIMEOUT = Math.max(30_000, RUNS * 1500);

const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF'];
/** Any UTF-16 code unit: fast-check's own string units never produce a lone surrogate. */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** `text` with `inserted` somewhere in it (start, middle or end). */
export const insertInto = (text: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>) =>
  text.chain((s) => fc.tuple(inserted, fc.nat(s.length)).map(([x, at]) => s.slice(0, at) + x + s.slice(at)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
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
    // searchEvents once answered 500 to 70,000 words.
    'a '.repeat(70_000),
    Buffer.from('{"y":99999999999,"id":"x"}').toString('base64'),
    'MTAwfDAwMDAwMDAwLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMA',
    '<svg onload=alert(1)//',
    '=2+5+cmd|" /C calc"!A0',
  ),
  fc.string({ maxLength: 50 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ unit: anyCodeUnit, maxLength: 50 }),
  // Ordinary text with one character PostgreSQL cannot store: must be refused wherever it sits.
  insertInto(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom(...LONE_SURROGATES, '\u0000')),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2147483647, -2147483648),
  fc.array(hostileString, { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 6 }),
);

/** An id: random, a UUID, or a token the test swaps for a real id (see withRealIds). */
export const hostileId = fc.oneof(hostileString, fc.uuid(), fc.constantFrom('EVENT', 'SELF', 'OTHER', 'CAMPAIGN', 'STORY'));

/** The field names our endpoints read, so random payloads reach the validators, plus strangers. */
const FIELDS = [
  ...['email', 'password', 'firstName', 'lastName', 'token', 'currentPassword', 'newPassword', 'subscribeToNewsletter'],
  ...['name', 'period', 'eventType', 'startDate', 'endDate', 'latitude', 'longitude', 'radius', 'description', 'significance'],
  ...['location', 'participants', 'category', 'subcategory', 'countryTags', 'tags', 'wikiUrl', 'attachedMedia', 'linkedEventId'],
  ...['relationshipType', 'casualties', 'status', 'preferences', 'source', 'subject', 'message', 'answer', 'eventId'],
  ...['coordinates', 'culturalType', 'wikidataId', '__proto__', 'constructor'],
];

export const fieldPayload = fc.dictionary(fc.constantFrom(...FIELDS), hostileValue, { maxKeys: 8 });

const MEDIA_TYPES = ['image', 'video', 'audio', 'text', 'book', 'game', 'movie'];
/**
 * One attached media item whose name (and maybe type and url) is hostile: the list as a whole is
 * well formed, so the text inside it reaches the item rules (a lone surrogate in
 * attachedMedia[].name once answered 500).
 */
const mediaItem = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...MEDIA_TYPES), hostileValue),
    name: hostileString,
    url: fc.oneof(fc.constantFrom('https://example.org/a.png', '/api/media/00000000-0000-4000-8000-000000000000.png'), hostileString),
  },
  { requiredKeys: ['name'] },
);
export const attachedMedia = fc.array(mediaItem, { minLength: 1, maxLength: 4 });

/** A valid event with some fields replaced, and maybe a list of media with hostile names. */
export const mutatedEvent = fc
  .tuple(fc.constantFrom(...SAMPLE_EVENTS), fieldPayload, fc.option(attachedMedia))
  .map(([event, changes, media]) => ({ ...event, ...changes, ...(media ? { attachedMedia: media } : {}) }));

export const anyBody: fc.Arbitrary<unknown> = fc.oneof(fieldPayload, mutatedEvent, fc.jsonValue({ maxDepth: 8 }));

/**
 * A REST event body as GraphQL's CreateEventInput (vocabulary values in UPPER_CASE); media items
 * that are objects get their type converted too, anything else in the list is left as generated.
 */
export function asGraphQLEvent(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const { attachedMedia: media, ...rest } = body as Record<string, unknown>;
  const input = graphqlEventInput(rest);
  if (media === undefined) return input;
  const item = (m: unknown) => {
    if (!m || typeof m !== 'object' || Array.isArray(m)) return m;
    const { type } = m as { type?: unknown };
    return typeof type === 'string' ? { ...m, type: constantCase(type) } : m;
  };
  return { ...input, attachedMedia: Array.isArray(media) ? media.map(item) : media };
}

/**
 * Percent-encodes text for a URL, lone surrogates included: each becomes the three bytes UTF-8
 * would give its code (%ED%A0%80 for U+D800), which no UTF-8 decoder accepts. That is what a hostile
 * client sends; encodeURIComponent throws on a lone surrogate instead.
 */
export function percentEncode(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Text as an HTTP header value can carry it (its UTF-8 bytes as latin1, without CR, LF or other controls). */
export function headerSafe(text: string): string {
  return Buffer.from(text, 'utf8')
    .toString('latin1')
    .replace(/[^\t\x20-\x7e\x80-\xff]/g, '');
}

/** Query parameters the REST routes read (the filter keys from the code that parses them), plus strangers. */
const QUERY_KEYS = [...FILTER_KEYS, 'limit', 'offset', 'q', 'format', 'status', 'x', 'year[$gt]', '__proto__'];
const queryValue = fc.oneof(
  hostileString,
  fc.constantFrom('2147483647', '0', '-0', '1e9', '-3501', '2001', '100,0,-100,0', '0,100,0,-100', 'all', 'whatif', ...EXPORT_FORMATS),
);
/** Pieces that are not even well-formed percent-encoding, or that other query parsers read as objects. */
const RAW_QUERY_PIECES = [
  '%',
  'q=%E0%A4%A',
  'q=%ED%A0%80',
  'search=%00',
  'a[b]=1',
  'countryTags[]=x&countryTags[]=y',
  '__proto__[x]=1',
  '=&&=',
  'limit=1&limit=2',
];

/** A REST query string (without the `?`): encoded pairs, repeated keys, and raw malformed pieces. */
export const restQuery: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.tuple(fc.constantFrom(...QUERY_KEYS), queryValue).map(([k, v]) => `${percentEncode(k)}=${percentEncode(v)}`),
      fc.constantFrom(...RAW_QUERY_PIECES),
    ),
    { maxLength: 5 },
  )
  .map((pairs) => pairs.join('&'));
