import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type Agent } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MEDIA_MAX_BYTES } from './media.service.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The smallest PDF header file-type recognises. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let t: TestApp;
let user: Agent;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-media-'));

beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: mediaDir });
  user = await signedInAgent(t);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

describe('POST /api/media', () => {
  it('stores a PNG under a random name and serves it back with its type and nosniff', async () => {
    const res = await user.post('/api/media').attach('file', PNG, { filename: '../../evil name.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'image', name: 'evil name.png', contentType: 'image/png', size: PNG.length });
    expect(res.body.url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.png$/);
    const stored = path.basename(res.body.url);
    expect(fs.readFileSync(path.join(mediaDir, stored))).toEqual(PNG);
    expect(fs.readdirSync(mediaDir).some((f) => f.includes('evil'))).toBe(false);

    const served = await t.http.get(res.body.url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.body as Buffer)).toEqual(PNG);
  });

  it('takes the type from the content: a PDF is text, offered as a download', async () => {
    const res = await user.post('/api/media').attach('file', PDF, { filename: 'sources.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'text', contentType: 'application/pdf' });
    const served = await t.http.get(res.body.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  it('answers 401 to anonymous callers and stores nothing', async () => {
    const before = fs.readdirSync(mediaDir).length;
    const res = await t.http.post('/api/media').attach('file', PNG, { filename: 'a.png', contentType: 'image/png' });
    expect(res.status).toBe(401);
    expect(res.body.message).toMatch(/sign in/i);
    expect(fs.readdirSync(mediaDir).length).toBe(before);
  });

  it('answers 400 for content that is not an allowed type, whatever the name says', async () => {
    const text = await user.post('/api/media').attach('file', Buffer.from('just some text, not an image'), { filename: 'photo.png', contentType: 'image/png' });
    expect(text.status).toBe(400);
    expect(text.body.message).toMatch(/Unsupported file type/);
    expect(text.body.violations[0]).toEqual({ field: 'file', message: expect.stringContaining('allowed: PNG, JPEG') });
    const svg = await user.post('/api/media').attach('file', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'x.svg');
    expect(svg.status).toBe(400);
    const html = await user.post('/api/media').attach('file', Buffer.from('<!doctype html><script>alert(1)</script>'), { filename: 'x.png', contentType: 'image/png' });
    expect(html.status).toBe(400);
  });

  it('answers 413 past 10 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MEDIA_MAX_BYTES)]);
    const res = await user.post('/api/media').attach('file', big, { filename: 'big.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The file is larger than 10 MB');
  });

  it('answers 400 without a file, with two files, or with an empty one', async () => {
    const none = await user.post('/api/media').send({ file: 'x' });
    expect(none.status).toBe(400);
    expect(none.body.violations[0].message).toMatch(/multipart\/form-data/);
    const two = await user.post('/api/media').attach('file', PNG, 'a.png').attach('file', PNG, 'b.png');
    expect(two.status).toBe(400);
    const other = await user.post('/api/media').attach('photo', PNG, 'a.png');
    expect(other.status).toBe(400);
    expect(other.body.violations[0].message).toMatch(/field "file"/);
    const empty = await user.post('/api/media').attach('file', Buffer.alloc(0), 'a.png');
    expect(empty.status).toBe(400);
  });
});

describe('GET /api/media/:file', () => {
  it('answers 404 for names that are not ours, traversal included', async () => {
    for (const name of ['nothing.png', '..%2F..%2Fpackage.json', '00000000-0000-4000-8000-000000000000.png', '00000000-0000-4000-8000-000000000000.html']) {
      const res = await t.http.get(`/api/media/${name}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });
});
