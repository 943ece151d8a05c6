/**
 * oEmbed (issue 29): rich answers for our map's addresses, the refusals the oEmbed spec asks for
 * (404 not ours or no size fits, 501 another format) and 400s in our error shape for malformed
 * requests; and who may frame which page (CSP frame-ancestors, X-Frame-Options).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows } from '../../db/copy-rows.js';
import { MARATHON } from '../../test/fixtures/sample-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { eventRowFromInput } from '../events/event-row.js';
import { EventInputSchema } from '../events/event.inputs.js';

const PUBLIC_URL = 'https://atlas.example.org';

let t: TestApp;
let dist: string;
let eventId: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-oembed-'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>Epoch Atlas</title></head><body></body></html>');
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
  const em = t.db.orm.em.fork();
  await copyRows(em, HistoricalEvent, [
    [eventRowFromInput(EventInputSchema.parse({ ...MARATHON, name: 'Marathon "&" <b>' }), { verificationStatus: 'validated' })],
  ]);
  eventId = (await em.findOneOrFail(HistoricalEvent, { latitude: MARATHON.latitude })).id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const oembed = (query: Record<string, string>) => t.http.get('/oembed').query(query);

describe('GET /oembed', () => {
  it('keeps a compare view in the embed it answers', async () => {
    const res = await oembed({ url: `${PUBLIC_URL}/?compare=1450,1550&q=x` });
    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Epoch Atlas');
    expect(res.body.html).toContain(`<iframe src="${PUBLIC_URL}/embed?compare=1450%2C1550"`);
  });

  it('answers a rich embed of an event page: the iframe of /embed with its state, size, title and card', async () => {
    const url = `${PUBLIC_URL}/?event=${eventId}&year=-490&mode=whatif&q=private+search`;
    const res = await oembed({ url, format: 'json' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const src = `${PUBLIC_URL}/embed?year=-490&amp;mode=whatif&amp;event=${eventId}`;
    expect(res.body).toEqual({
      version: '1.0',
      type: 'rich',
      title: 'Marathon "&" <b> - Epoch Atlas',
      provider_name: 'Epoch Atlas',
      provider_url: `${PUBLIC_URL}/`,
      html: expect.stringContaining(`<iframe src="${src}" title="Marathon &quot;&amp;&quot; &lt;b&gt; - Epoch Atlas" width="800" height="500"`),
      width: 800,
      height: 500,
      cache_age: 3600,
      thumbnail_url: `${PUBLIC_URL}/api/cards/events/${eventId}.png`,
      thumbnail_width: 1200,
      thumbnail_height: 630,
    });
    // The search text is the visitor's, not the embed's.
    expect(res.body.html).not.toContain('private');
  });

  it('fits maxwidth and maxheight, leaving out a thumbnail that does not fit', async () => {
    const res = await oembed({ url: `${PUBLIC_URL}/embed`, maxwidth: '600', maxheight: '400' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Epoch Atlas', width: 600, height: 400 });
    expect(res.body.html).toContain(`src="${PUBLIC_URL}/embed" title="Epoch Atlas" width="600" height="400"`);
    expect(res.body).not.toHaveProperty('thumbnail_url');
    const wide = await oembed({ url: `${PUBLIC_URL}/`, maxwidth: '2000' });
    expect(wide.body).toMatchObject({ width: 800, height: 500, thumbnail_url: `${PUBLIC_URL}/api/cards/site.png` });
  });

  it.each([
    ['another site', 'https://evil.example.com/?event=1'],
    ['our origin on another port', 'https://atlas.example.org:8443/'],
    ['a page that is not the map', `${PUBLIC_URL}/about`],
    ['the API', `${PUBLIC_URL}/api/events`],
  ])('404 for %s', async (_what, url) => {
    const res = await oembed({ url });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
  });

  it('404 when no embed fits the room the consumer gives', async () => {
    expect((await oembed({ url: `${PUBLIC_URL}/`, maxwidth: '100' })).status).toBe(404);
  });

  it("may be read by another site's page (CORS *, no cookies), its refusals too", async () => {
    const origin = 'https://blog.example.com';
    const res = await oembed({ url: `${PUBLIC_URL}/`, format: 'json' })
      .set('Origin', origin)
      .set('Cookie', 'epoch.sid=x');
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers.vary).toMatch(/Origin/);
    const refused = await oembed({ url: 'https://evil.example.com/' }).set('Origin', origin);
    expect(refused.status).toBe(404);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
  });

  it('501 for a format other than JSON, as oEmbed says', async () => {
    const res = await oembed({ url: `${PUBLIC_URL}/`, format: 'xml' });
    expect(res.status).toBe(501);
    expect(res.body).toMatchObject({ code: 'NOT_IMPLEMENTED' });
  });

  it.each([
    ['no url', {}, 'url'],
    ['a url that is no address', { url: 'not a url' }, 'url'],
    ['a javascript: url', { url: 'javascript:alert(1)' }, 'url'],
    ['a size that is not a number', { url: `${PUBLIC_URL}/`, maxwidth: 'wide' }, 'maxwidth'],
    ['a zero size', { url: `${PUBLIC_URL}/`, maxheight: '0' }, 'maxheight'],
  ])('400 in our error shape for %s', async (_what, query, field) => {
    const res = await oembed(query);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'BAD_USER_INPUT', violations: [expect.objectContaining({ field })], requestId: expect.any(String) });
  });
});

describe('who may frame which page', () => {
  const frameAncestors = (csp: string | undefined) => /frame-ancestors ([^;]+)/.exec(csp ?? '')?.[1];

  it.each(['/embed', '/embed/', '/EMBED?event=x'])('%s may be framed by any site: frame-ancestors *, no X-Frame-Options', async (url) => {
    const res = await t.http.get(url);
    expect(res.status).toBe(200);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe('*');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it.each(['/', '/?event=x', '/about', '/embedded', '/embed/x', '/api/events', '/oembed?url=x'])('%s may not be framed', async (url) => {
    const res = await t.http.get(url);
    expect(frameAncestors(res.headers['content-security-policy'])).toBe("'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
