import { describe, expect, it } from 'vitest';
import { fullSiteAddress } from './embed-bar';

describe('fullSiteAddress', () => {
  it("opens the map with the embed's query, or the story's own page at the same step", () => {
    expect(fullSiteAddress({ origin: 'https://atlas.test', search: '?year=1400&event=e1' })).toBe('https://atlas.test/?year=1400&event=e1');
    expect(fullSiteAddress({ origin: 'https://atlas.test', search: '' })).toBe('https://atlas.test/');
    expect(fullSiteAddress({ origin: 'https://atlas.test', search: '?story=U3Q6MQ%3D%3D&step=2' })).toBe('https://atlas.test/stories/U3Q6MQ%3D%3D?step=2');
  });
});
