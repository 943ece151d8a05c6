import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const event = { id: 'abc-123', name: 'Battle of Marathon', description: 'x'.repeat(150) };
  const links = shareLinks('https://atlas.example', event);

  it('offers the five composers, each with the event link', () => {
    expect(links.map((l) => l.channel)).toEqual(['Twitter', 'Facebook', 'LinkedIn', 'WhatsApp', 'Email']);
    for (const l of links) expect(decodeURIComponent(l.href)).toContain('https://atlas.example/?event=abc-123');
  });

  it('carries the title and a 100-character excerpt of the description', () => {
    const tweet = decodeURIComponent(links[0]!.href);
    expect(tweet).toContain(`Battle of Marathon: ${'x'.repeat(100)}...`);
    expect(tweet).not.toContain('x'.repeat(101));
    expect(decodeURIComponent(links[4]!.href)).toMatch(/^mailto:\?subject=Battle of Marathon&body=x{100}\.\.\./);
  });
});
