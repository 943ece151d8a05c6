import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent, type Agent } from '../../test/signed-in-agent.js';
import { bodyOf } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MEDIA_MAX_BYTES, MEDIA_QUOTA, MediaStore } from './media.service.js';
import { MARATHON } from '../../test/fixtures/sample-events.js';

/** A real 1x1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** The smallest PDF header file-type recognises. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

let t: TestApp;
let user: Agent;
const sandbox = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-media-'));
// As the default MEDIA_DIR (.data/media): a dot folder on the way, which static file libraries refuse.
const mediaDir = path.join(sandbox, '.data', 'media');

beforeAll(async () => {
  t = await createTestApp({ MEDIA_DIR: mediaDir });
  user = await signedInAgent(t);
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(sandbox, { recursive: true, force: true });
});

describe('POST /api/media', () => {
  it('stores a PNG under a random name and serves it back with its type and nosniff', async () => {
    const res = await user.post('/api/media').attach('file', PNG, { filename: '../../evil name.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'image', name: 'evil name.png', contentType: 'image/png', size: PNG.length });
    const { url } = bodyOf<{ url: string }>(res);
    expect(url).toMatch(/^\/api\/media\/[0-9a-f-]{36}\.png$/);
    const stored = path.basename(url);
    expect(fs.readFileSync(path.join(mediaDir, stored))).toEqual(PNG);
    expect(fs.readdirSync(mediaDir).some((f) => f.includes('evil'))).toBe(false);
    expect(fs.readdirSync(path.join(mediaDir, '.incoming'))).toEqual([]);

    const served = await t.http.get(url).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(served.body as Buffer)).toEqual(PNG);
  });

  it('takes the type from the content: a PDF is text, offered as a download', async () => {
    const res = await user.post('/api/media').attach('file', PDF, { filename: 'sources.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'text', contentType: 'application/pdf' });
    const served = await t.http.get(bodyOf<{ url: string }>(res).url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['content-disposition']).toBe('attachment');
  });

  it('answers 401 to anonymous callers and stores nothing', async () => {
    fs.mkdirSync(mediaDir, { recursive: true });
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
    const html = await user
      .post('/api/media')
      .attach('file', Buffer.from('<!doctype html><script>alert(1)</script>'), { filename: 'x.png', contentType: 'image/png' });
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

describe('uploads stream to disk, within quotas, and unused ones are swept', () => {
  it('writes the upload to a temporary file while it arrives, not to memory', async () => {
    const agent = await signedInAgent(t);
    const cookie = (await agent.get('/api/user')).request.cookies;
    const server = t.app.listen(0);
    const port = (server.address() as { port: number }).port;
    const boundary = 'x-epoch-boundary';
    const size = 4 * 1024 * 1024;
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const http = await import('node:http');
    const req = http.request({
      port,
      method: 'POST',
      path: '/api/media',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + PNG.length + size + tail.length },
    });
    const answer = new Promise<number>((resolve) => req.on('response', (res) => (res.resume(), resolve(res.statusCode ?? 0))));
    req.write(head);
    req.write(PNG);
    req.write(Buffer.alloc(size / 2));
    const incoming = path.join(mediaDir, '.incoming');
    await expect
      .poll(() => (fs.existsSync(incoming) ? fs.readdirSync(incoming).map((f) => fs.statSync(path.join(incoming, f)).size) : []).some((n) => n > 1024 * 1024))
      .toBe(true);
    req.end(Buffer.concat([Buffer.alloc(size / 2), tail]));
    expect(await answer).toBe(201);
    expect(fs.readdirSync(incoming)).toEqual([]);
    server.close();
  });

  it('refuses with 413 an upload past the account quota in all, or past the daily one, and keeps nothing', async () => {
    const agent = await signedInAgent(t);
    const userId = (await agent.get('/api/user')).body.id as string;
    const connection = t.db.orm.em.fork();
    const record = (name: string, size: number, hoursAgo: number) =>
      connection.execute(
        `insert into media_files (name, user_id, size, content_type, created_at) values (?, ?, ?, 'image/png', now() - make_interval(hours => ?))`,
        [name, userId, size, hoursAgo],
      );
    await record('00000000-0000-4000-8000-00000000000a.png', MEDIA_QUOTA.dailyBytes, 1);
    const daily = await agent.post('/api/media').attach('file', PNG, 'a.png');
    expect(daily.status).toBe(413);
    expect(daily.body.message).toMatch(/a day/);
    await record('00000000-0000-4000-8000-00000000000b.png', MEDIA_QUOTA.totalBytes - MEDIA_QUOTA.dailyBytes, 48);
    await connection.execute(`update media_files set created_at = now() - interval '30 hours' where user_id = ?`, [userId]);
    const total = await agent.post('/api/media').attach('file', PNG, 'a.png');
    expect(total.status).toBe(413);
    expect(total.body.message).toMatch(/in all/);
    const stored = await connection.execute(`select count(*)::int as n from media_files where user_id = ?`, [userId]);
    expect(stored[0]!.n).toBe(2);
  });

  it('deletes files no event uses after the grace period, and keeps the ones an event shows', async () => {
    const agent = await signedInAgent(t);
    const unused = (await agent.post('/api/media').attach('file', PNG, 'unused.png')).body.url as string;
    const used = (await agent.post('/api/media').attach('file', PNG, 'used.png')).body.url as string;
    const event = await agent
      .post('/api/events')
      .send({ ...MARATHON, name: 'Marathon with a picture', attachedMedia: [{ type: 'image', name: 'used.png', url: used }] });
    expect(event.status).toBe(201);
    const em = t.db.orm.em.fork();
    await em.execute(`update media_files set created_at = now() - interval '25 hours'`);
    const store = new MediaStore(mediaDir);
    expect(await store.sweepUnused(em)).toBeGreaterThanOrEqual(1);
    expect((await t.http.get(unused)).status).toBe(404);
    expect((await t.http.get(used)).status).toBe(200);
    expect(fs.existsSync(path.join(mediaDir, path.basename(unused)))).toBe(false);
  });
});
