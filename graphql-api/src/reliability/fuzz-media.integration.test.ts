/**
 * Property-based fuzzing of POST /api/media, the one multipart route: bodies are built byte by byte
 * so field names and file names can carry what no form library sends (raw bytes of a lone
 * surrogate, CR and LF, RFC 5987 names), with wrong boundaries, too many parts, truncated bodies and
 * content of every kind. Never a 5xx, a refused upload stores nothing, and no temporary file stays.
 */
import fc from 'fast-check';
import fs from 'node:fs';
import path from 'node:path';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileString, percentEncode, RUNS, TIMEOUT } from '../test/fuzz/generators.js';
import { checkWrite, expectAdminIntact, type FuzzApp, startFuzzApp } from '../test/fuzz/harness.js';
import { STORED_EXTENSIONS } from '../modules/media/media.service.js';

let fx: FuzzApp;
beforeAll(async () => {
  fx = await startFuzzApp();
});
afterAll(() => fx?.close());

/** A real 1x1 PNG: a valid upload, so the name and part rules after the type check are reached. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'fuzz-7d3a91';

/** The bytes of text as a hostile client writes them: UTF-8, a lone surrogate as its three raw bytes. */
const rawBytes = (text: string) =>
  Buffer.from(
    percentEncode(text).replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );

/** A name in a Content-Disposition header: quoted raw bytes, or RFC 5987's percent-encoded form. */
const dispositionName = (key: string) =>
  fc.oneof(
    hostileString.map((v) => Buffer.concat([Buffer.from(`; ${key}="`), rawBytes(v), Buffer.from('"')])),
    hostileString.map((v) => Buffer.from(`; ${key}*=utf-8''${percentEncode(v)}`)),
  );

const content = fc.oneof(
  fc.constantFrom(PNG, Buffer.alloc(0), Buffer.concat([PNG, Buffer.from('<script>alert(1)</script>')])),
  fc.constantFrom('<svg onload=alert(1)//', '%PDF-1.4\n', '<!doctype html><script>alert(1)</script>').map((s) => Buffer.from(s)),
  fc.uint8Array({ maxLength: 2000 }).map((a) => Buffer.from(a)),
);

/** One part's bytes: the Content-Disposition (name, maybe file name), maybe a type, the content. */
const partBytes = ({ field, filename, type, body }: { field: Buffer; filename: Buffer | null; type: string | null; body: Buffer }) =>
  Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data`),
    field,
    filename ?? Buffer.alloc(0),
    type === null ? Buffer.alloc(0) : Buffer.concat([Buffer.from('\r\nContent-Type: '), rawBytes(type)]),
    Buffer.from('\r\n\r\n'),
    body,
    Buffer.from('\r\n'),
  ]);
const FILE_FIELD = Buffer.from('; name="file"');
const END = Buffer.from(`--${BOUNDARY}--\r\n`);
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;

/** Any part: a field name (often "file"), maybe a file name, maybe a type, any content. */
const part = fc
  .record({
    field: fc.oneof(fc.constant(FILE_FIELD), dispositionName('name')),
    filename: fc.option(dispositionName('filename')),
    type: fc.option(fc.oneof(fc.constantFrom('image/png', 'text/html', 'application/octet-stream'), hostileString)),
    body: content,
  })
  .map(partBytes);

/**
 * A valid PNG upload whose file name is hostile, maybe with a few text fields of hostile names and
 * values: it passes the type check, so the name and field handling after it are reached.
 */
const nearlyValid = fc
  .tuple(dispositionName('filename'), fc.array(fc.tuple(dispositionName('name'), hostileString), { maxLength: 2 }))
  .map(([filename, fields]): [Buffer, string] => [
    Buffer.concat([
      ...fields.map(([field, value]) => partBytes({ field, filename: null, type: null, body: rawBytes(value) })),
      partBytes({ field: FILE_FIELD, filename, type: 'image/png', body: PNG }),
      END,
    ]),
    MULTIPART,
  ]);

/** A whole body: 1 to 8 parts (the route takes one file and few fields), maybe cut short or unterminated. */
const multipart = fc
  .tuple(fc.array(part, { minLength: 1, maxLength: 8 }), fc.constantFrom('whole', 'unterminated', 'truncated'), fc.nat())
  .map(([parts, shape, cut]) => {
    const whole = Buffer.concat([...parts, END]);
    if (shape === 'whole') return whole;
    if (shape === 'unterminated') return Buffer.concat(parts);
    return whole.subarray(0, cut % (whole.length + 1));
  });

const contentType = fc.oneof(
  fc.constant(MULTIPART),
  fc.constantFrom('multipart/form-data', 'multipart/form-data; boundary=', `multipart/form-data; boundary="${BOUNDARY}"`, 'multipart/mixed; boundary=x'),
  fc.constantFrom('application/json', 'application/octet-stream', 'image/png'),
  hostileString.map((s) => `multipart/form-data; boundary=${s.replace(/[^\x21-\x7e]/g, '').slice(0, 70)}`),
);

/** Half nearly valid uploads, half anything. */
const upload = fc.oneof(nearlyValid, fc.tuple(multipart, contentType));

const incomingFiles = () => {
  const dir = path.join(fx.mediaDir, '.incoming');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /api/media with hand-built multipart bodies', () => {
  let stored = 0;
  it(
    'never a 5xx; a refused upload stores nothing and leaves no temporary file',
    async () => {
      await fc.assert(
        fc.asyncProperty(upload, fc.boolean(), async ([body, type], signedIn) => {
          const agent = signedIn ? fx.admin : supertest(fx.t.app);
          const res = await checkWrite(fx, () => agent.post('/api/media').set('content-type', type).send(body), `POST /api/media (${type.slice(0, 60)})`);
          if (res.status === 201) {
            stored++;
            // Stored under a name of ours, with the extension of the type its bytes show (a PDF is a PDF).
            expect(res.body).toMatchObject({ url: expect.stringMatching(new RegExp(`^/api/media/[0-9a-f-]{36}\\.(${STORED_EXTENSIONS.join('|')})$`)) });
          }
          // The temporary file is removed once the answer is decided (multer cleans up on errors too).
          await expect.poll(incomingFiles, { timeout: 2000 }).toEqual([]);
        }),
        { numRuns: RUNS * 4 },
      );
      // The nearly valid half gets through when signed in: the rules after the type check ran.
      expect(stored).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it('the admin account the fuzzing ran as still exists and works', () => expectAdminIntact(fx, 'media'));
});
