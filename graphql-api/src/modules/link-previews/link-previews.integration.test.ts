/**
 * Link previews as a crawler sees them (issue 29): pages fetched without running JavaScript carry
 * the event's Open Graph and Twitter tags, escaped; unknown and malformed ids get the site's card;
 * the card images are real 1200x630 PNGs, revalidated by ETag and made anew when the data changes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyRows } from '../../db/copy-rows.js';
import { MARATHON } from '../../test/fixtures/sample-events.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { EventService } from '../events/event.service.js';
import { eventRowFromInput } from '../events/event-row.js';
import { EventInputSchema } from '../events/event.inputs.js';

const PUBLIC_URL = 'https://atlas.example.org';
const HOSTILE_NAME = `Siege of "Tyre" <script>alert('x')</script> & co`;
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The build's description" />
    <title>Epoch Atlas</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let dist: string;
let marathonId: string;
let hostileId: string;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-previews-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL });
  const em = t.db.orm.em.fork();
  const hostile = { ...MARATHON, name: HOSTILE_NAME, description: 'Ships & "engines" <b>broke</b> the walls.', location: 'Tyre <Lebanon>' };
  const rows = [MARATHON, hostile].map((e) => eventRowFromInput(EventInputSchema.parse(e), { verificationStatus: 'validated' }));
  await copyRows(em, HistoricalEvent, [rows]);
  marathonId = (await em.findOneOrFail(HistoricalEvent, { name: MARATHON.name })).id;
  hostileId = (await em.findOneOrFail(HistoricalEvent, { name: HOSTILE_NAME })).id;
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

interface Head {
  title: string[];
  meta: Map<string, string>;
  links: { rel: string; href: string; type?: string }[];
}

/** The head as an HTML parser (a crawler) reads it: titles, meta tags by property or name, links. */
function headOf(html: string): Head {
  type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };
  const head: Head = { title: [], meta: new Map(), links: [] };
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    if (node.nodeName === 'title') head.title.push((node.childNodes ?? []).map((c) => c.value ?? '').join(''));
    if (node.nodeName === 'meta' && (attr('property') ?? attr('name'))) head.meta.set((attr('property') ?? attr('name'))!, attr('content') ?? '');
    if (node.nodeName === 'link') head.links.push({ rel: attr('rel')!, href: attr('href')!, type: attr('type') });
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(html));
  return head;
}

async function page(url: string) {
  const res = await t.http.get(url).set('user-agent', 'facebookexternalhit/1.1');
  return { res, head: headOf(res.text) };
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('an event page as a crawler fetches it', () => {
  it('carries the event’s title, dates, place, excerpt, canonical address, card image and oEmbed link', async () => {
    const { res, head } = await page(`/?event=${marathonId}`);
    expect(res.status).toBe(200);
    expect(head.title).toEqual(['Battle of Marathon (490 BCE) - Epoch Atlas']);
    expect(head.meta.get('og:title')).toBe('Battle of Marathon (490 BCE) - Epoch Atlas');
    expect(head.meta.get('description')).toBe(`490 BCE, Marathon, Greece. ${MARATHON.description}`);
    expect(head.meta.get('og:description')).toBe(head.meta.get('description'));
    const pageUrl = `${PUBLIC_URL}/?event=${marathonId}`;
    expect(head.meta.get('og:url')).toBe(pageUrl);
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(pageUrl);
    expect(head.meta.get('og:type')).toBe('article');
    expect(head.meta.get('og:image')).toBe(`${PUBLIC_URL}/api/cards/events/${marathonId}.png`);
    expect(head.meta.get('og:image:width')).toBe('1200');
    expect(head.meta.get('og:image:height')).toBe('630');
    expect(head.meta.get('og:image:alt')).toContain('Battle of Marathon');
    expect(head.meta.get('twitter:card')).toBe('summary_large_image');
    expect(head.meta.get('twitter:image')).toBe(head.meta.get('og:image'));
    const oembed = head.links.find((l) => l.type === 'application/json+oembed');
    expect(oembed?.href).toBe(`${PUBLIC_URL}/oembed?url=${encodeURIComponent(pageUrl)}&format=json`);
    // The build's own description gave way: one description, the event's.
    expect(res.text.match(/name="description"/g)).toHaveLength(1);
  });

  it('the embed of an event carries the same tags, its canonical page the map’s', async () => {
    const { res, head } = await page(`/embed?event=${marathonId}&year=-490`);
    expect(res.status).toBe(200);
    expect(head.title).toEqual(['Battle of Marathon (490 BCE) - Epoch Atlas']);
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(`${PUBLIC_URL}/?event=${marathonId}`);
  });

  it('escapes a hostile name, description and place: no markup of theirs reaches the page', async () => {
    const { res, head } = await page(`/?event=${hostileId}`);
    expect(res.text).not.toContain('<script>alert');
    expect(res.text).not.toContain('<b>broke');
    expect(res.text).toContain('&lt;script&gt;');
    // The parser reads the text back exactly: escaped, not mangled.
    expect(head.meta.get('og:title')).toBe(`${HOSTILE_NAME} (490 BCE) - Epoch Atlas`);
    expect(head.meta.get('og:description')).toContain('Tyre <Lebanon>. Ships & "engines" <b>broke</b> the walls.');
  });

  it.each([
    ['an unknown id', '/?event=00000000-0000-4000-8000-000000000000'],
    ['a malformed id', `/?event=${encodeURIComponent(`'; drop table users; --<x>`)}`],
    ['two ids', `/?event=${'a'.repeat(10)}&event=b`],
    ['no id', '/'],
  ])('%s falls back to the site’s own card (200, not a 500)', async (_what, url) => {
    const { res, head } = await page(url);
    expect(res.status).toBe(200);
    expect(head.title).toEqual(['Epoch Atlas']);
    expect(head.meta.get('og:image')).toBe(`${PUBLIC_URL}/api/cards/site.png`);
    expect(head.meta.get('og:url')).toBe(`${PUBLIC_URL}/`);
    expect(head.meta.get('og:type')).toBe('website');
  });

  it('other pages get the site’s card at their own canonical address; unknown paths stay a plain 404', async () => {
    const { head } = await page('/About/');
    expect(head.links.find((l) => l.rel === 'canonical')?.href).toBe(`${PUBLIC_URL}/about`);
    const missing = await t.http.get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.text).not.toContain('og:title');
  });
});

describe('a compare link as a crawler fetches it', () => {
  const canonical = (head: Head) => head.links.find((l) => l.rel === 'canonical')?.href;

  it('names both years with their event counts, at its own canonical address, on the site card', async () => {
    // Both fixture events (Marathon and the hostile copy) are seen at 490 BCE; none in 1550.
    const at490Bce = await new EventService(t.db.orm.em.fork()).count({ year: -490, mode: 'real' });
    expect(at490Bce).toBe(2);
    const { res, head } = await page('/?compare=-490,1550&view=1,2,3');
    expect(res.status).toBe(200);
    expect(head.title).toEqual(['490 BCE and 1550 CE side by side - Epoch Atlas']);
    expect(head.meta.get('og:title')).toBe(head.title[0]);
    expect(head.meta.get('og:description')).toBe('The map of history at 490 BCE (2 events) and 1550 CE (0 events), side by side with a swipe divider.');
    expect(head.meta.get('twitter:description')).toBe(head.meta.get('og:description'));
    expect(canonical(head)).toBe(`${PUBLIC_URL}/?compare=-490,1550`);
    expect(head.meta.get('og:url')).toBe(canonical(head));
    expect(head.meta.get('og:image')).toBe(`${PUBLIC_URL}/api/cards/site.png`);
  });

  it('the embed of a compare link has the same preview, its canonical page the map’s', async () => {
    const { head } = await page('/embed/?compare=1550,-490');
    expect(head.title).toEqual(['1550 CE and 490 BCE side by side - Epoch Atlas']);
    expect(canonical(head)).toBe(`${PUBLIC_URL}/?compare=1550,-490`);
  });

  it.each([
    ['not a number', '/?compare=abc'],
    ['the year 0', '/?compare=0,1550'],
    ['a year past 2000 CE', '/?compare=1450,2500'],
    ['one year', '/?compare=1450'],
    ['three years', '/?compare=1450,1550,1650'],
    ['two compare values', '/?compare=1450,1550&compare=1,2'],
    ['a broken escape', '/?compare=%ZZ'],
  ])('%s falls back to the site’s card (200, not a 500)', async (_what, url) => {
    const { res, head } = await page(url);
    expect(res.status).toBe(200);
    expect(head.title).toEqual(['Epoch Atlas']);
    expect(canonical(head)).toBe(`${PUBLIC_URL}/`);
  });

  it('only the map takes a compare: another page keeps its own card', async () => {
    const { head } = await page('/about?compare=1450,1550');
    expect(head.title).toEqual(['Epoch Atlas']);
    expect(canonical(head)).toBe(`${PUBLIC_URL}/about`);
  });
});

describe('the card images', () => {
  it('an event’s card is a 1200x630 PNG; a second fetch is cached, and If-None-Match answers 304', async () => {
    const first = await t.http.get(`/api/cards/events/${marathonId}.png`).buffer(true);
    expect(first.status).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    const png = first.body as Buffer;
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(first.headers.etag).toBeTruthy();
    expect(first.headers['cache-control']).toMatch(/public, max-age=\d+/);

    const started = performance.now();
    const second = await t.http.get(`/api/cards/events/${marathonId}.png`).buffer(true);
    expect(performance.now() - started).toBeLessThan(200);
    expect(Buffer.compare(second.body as Buffer, png)).toBe(0);
    expect((await t.http.get(`/api/cards/events/${marathonId}.png`).set('If-None-Match', first.headers.etag!)).status).toBe(304);
  });

  it('a change to the events makes a new card with a new ETag', async () => {
    const before = await t.http.get(`/api/cards/events/${marathonId}.png`).buffer(true);
    await t.db.orm.em.fork().nativeUpdate(HistoricalEvent, { id: marathonId }, { name: 'Battle of Marathon, 490 BCE, renamed' });
    const after = await t.http.get(`/api/cards/events/${marathonId}.png`).set('If-None-Match', before.headers.etag!).buffer(true);
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(Buffer.compare(after.body as Buffer, before.body as Buffer)).not.toBe(0);
    await t.db.orm.em.fork().nativeUpdate(HistoricalEvent, { id: marathonId }, { name: MARATHON.name });
  });

  it('the site card is a 1200x630 PNG; unknown and malformed event cards are JSON 404s', async () => {
    const site = await t.http.get('/api/cards/site.png').buffer(true);
    expect(site.status).toBe(200);
    expect(pngSize(site.body as Buffer)).toEqual({ width: 1200, height: 630 });
    for (const url of ['/api/cards/events/00000000-0000-4000-8000-000000000000.png', '/api/cards/events/nope.png', `/api/cards/events/${marathonId}`]) {
      const res = await t.http.get(url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
    }
  });

  it('a hostile name renders (escaped inside the SVG), not a 500', async () => {
    const res = await t.http.get(`/api/cards/events/${hostileId}.png`).buffer(true);
    expect(res.status).toBe(200);
    expect(pngSize(res.body as Buffer)).toEqual({ width: 1200, height: 630 });
  });
});
