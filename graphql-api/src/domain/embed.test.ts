import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl, fitEmbedSize, isEmbedPath, storyIdOfPath } from './embed.js';

describe('embeds', () => {
  it('keep the map state of the page and nothing else; an event given replaces the page’s', () => {
    const search = '?q=secret&year=-490&utm_source=x&mode=whatif&periods=medieval&view=1,2,3&event=a';
    expect(embedUrl('https://atlas.example.org', search)).toBe('https://atlas.example.org/embed?year=-490&mode=whatif&periods=medieval&view=1%2C2%2C3&event=a');
    expect(embedUrl('https://atlas.example.org', search, 'b')).toMatch(/&event=b$/);
    expect(embedUrl('https://atlas.example.org', '')).toBe('https://atlas.example.org/embed');
  });

  it('keep a compare view and a story with its step', () => {
    expect(embedUrl('https://atlas.example.org', '?compare=1450,1550&q=x')).toBe('https://atlas.example.org/embed?compare=1450%2C1550');
    expect(embedUrl('https://atlas.example.org', '?story=s1&step=3')).toBe('https://atlas.example.org/embed?story=s1&step=3');
  });

  it('find the story a player page plays, and not the editor', () => {
    expect(storyIdOfPath('/stories/ab-12')).toBe('ab-12');
    expect(storyIdOfPath('/Stories/ab-12/')).toBe('ab-12');
    for (const path of ['/stories', '/stories/', '/stories/new', '/stories/ab/edit', '/x/stories/ab']) expect(storyIdOfPath(path), path).toBeNull();
  });

  it('match the embed page as the router does', () => {
    for (const path of ['/embed', '/embed/', '/EMBED']) expect(isEmbedPath(path), path).toBe(true);
    for (const path of ['/', '/embedded', '/embed/x', '/x/embed']) expect(isEmbedPath(path), path).toBe(false);
  });

  it('fit the room the embedder gives, or say none fits', () => {
    expect(fitEmbedSize()).toEqual({ width: 800, height: 500 });
    expect(fitEmbedSize(600, 2000)).toEqual({ width: 600, height: 500 });
    expect(fitEmbedSize(279)).toBeNull();
    expect(fitEmbedSize(undefined, 239)).toBeNull();
  });

  it('escape what they put in the iframe', () => {
    const html = embedSnippet({ src: 'https://a.example/embed?x=1&y="2"', title: '<b>"War" & peace</b>', width: 640.4, height: 360 });
    expect(html).toContain('src="https://a.example/embed?x=1&amp;y=&quot;2&quot;"');
    expect(html).toContain('title="&lt;b&gt;&quot;War&quot; &amp; peace&lt;/b&gt;" width="640" height="360"');
  });
});
