/**
 * A shared story link as a crawler reads it (issue 29): /stories/<id> of a published story carries
 * its title and summary as Open Graph and Twitter tags with its canonical address; an unknown,
 * malformed or unpublished id gets the site's card, never an error.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'parse5';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_EMAIL, roleAgents } from '../../test/role-agents.js';
import { graphqlAs } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'https://atlas.example.org';
const INDEX_HTML = '<!doctype html><html><head><title>Epoch Atlas</title><meta name="description" content="Build" /></head><body></body></html>';
const SUMMARY = 'Caravans & "silk" <b>from</b> Chang\'an to Antioch.';

let t: TestApp;
let dist: string;
let published: string;
let pending: string;

const createStory = async (agent: Parameters<typeof graphqlAs>[0], title: string) =>
  (
    await graphqlAs<{ createStory: { id: string } }>(agent, 'mutation($i: StoryInput!) { createStory(input: $i) { id } }', {
      i: { title, summary: SUMMARY, steps: [{ title: 'Chang’an', text: 'Start', startYear: -138, longitude: 108.9, latitude: 34.3, zoom: 4 }] },
    })
  ).data!.createStory.id;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-story-previews-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ WEB_DIST_DIR: dist, PUBLIC_URL, ADMIN_EMAILS: ROLE_EMAIL.admin });
  const { agents } = await roleAgents(t);
  published = await createStory(agents.user, 'The <Silk> Road');
  await graphqlAs(agents.moderator, 'mutation($id: ID!) { acceptStory(id: $id) { id } }', { id: published });
  pending = await createStory(agents.user, 'Not yet public');
}, 120_000);

afterAll(async () => {
  await t?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The head as an HTML parser reads it: the titles, meta tags by property or name, and the canonical link. */
async function headOf(url: string) {
  const res = await t.http.get(url).set('user-agent', 'Twitterbot/1.0');
  type Node = { nodeName: string; attrs?: { name: string; value: string }[]; childNodes?: Node[]; value?: string };
  const titles: string[] = [];
  const meta = new Map<string, string>();
  let canonical: string | undefined;
  const walk = (node: Node) => {
    const attr = (name: string) => node.attrs?.find((a) => a.name === name)?.value;
    if (node.nodeName === 'title') titles.push((node.childNodes ?? []).map((c) => c.value ?? '').join(''));
    if (node.nodeName === 'meta' && (attr('property') ?? attr('name'))) meta.set((attr('property') ?? attr('name'))!, attr('content') ?? '');
    if (node.nodeName === 'link' && attr('rel') === 'canonical') canonical = attr('href');
    for (const child of node.childNodes ?? []) walk(child);
  };
  walk(parse(res.text));
  return { status: res.status, titles, meta, canonical };
}

describe('a shared story link', () => {
  it("carries a published story's title, summary and canonical address, escaped", async () => {
    const head = await headOf(`/stories/${published}`);
    expect(head.status).toBe(200);
    expect(head.titles).toEqual(['The <Silk> Road - Epoch Atlas']);
    expect(head.meta.get('og:title')).toBe('The <Silk> Road - Epoch Atlas');
    expect(head.meta.get('og:description')).toBe(`${SUMMARY} A guided story in 1 step on the map of history.`);
    expect(head.meta.get('twitter:description')).toBe(head.meta.get('og:description'));
    expect(head.meta.get('og:type')).toBe('article');
    expect(head.meta.get('og:url')).toBe(`${PUBLIC_URL}/stories/${published}`);
    expect(head.canonical).toBe(`${PUBLIC_URL}/stories/${published}`);
    expect(head.meta.get('og:image')).toBe(`${PUBLIC_URL}/api/cards/site.png`);
  });

  it('names the story in the embed that plays it, with the story page as canonical', async () => {
    const head = await headOf(`/embed?story=${published}&step=2`);
    expect(head.meta.get('og:title')).toBe('The <Silk> Road - Epoch Atlas');
    expect(head.canonical).toBe(`${PUBLIC_URL}/stories/${published}`);
  });

  it('falls back to the site card for an unknown, malformed or unpublished story', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', pending]) {
      const head = await headOf(`/stories/${id}`);
      expect(head.status, id).toBe(200);
      expect(head.titles, id).toEqual(['Epoch Atlas']);
      expect(head.meta.get('og:description'), id).not.toContain('Caravans');
    }
  });
});

describe("oEmbed of a story's page", () => {
  const oembed = (url: string) => t.http.get('/oembed').query({ url, format: 'json' });

  it('embeds the player at the page’s step, titled with the story', async () => {
    const res = await oembed(`${PUBLIC_URL}/stories/${published}?step=1&utm_source=x`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ type: 'rich', title: 'The <Silk> Road - Epoch Atlas', width: 800, height: 500 });
    expect(res.body.html).toContain(`<iframe src="${PUBLIC_URL}/embed?story=${published}&amp;step=1" title="The &lt;Silk&gt; Road - Epoch Atlas"`);
  });

  it('has no embed for a story that is not published, unknown or malformed (404)', async () => {
    for (const id of [pending, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await oembed(`${PUBLIC_URL}/stories/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.body.message, id).toMatch(/not published/);
    }
  });
});
