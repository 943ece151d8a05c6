import { describe, expect, it } from 'vitest';
import { EventInputSchema, type EventInput } from '../event.inputs.js';
import type { ModerationLookup } from './content-moderator.js';
import { RuleBasedModerator } from './rule-based-moderator.js';

const REAL_ID = '11111111-1111-4111-8111-111111111111';
const WHATIF_ID = '22222222-2222-4222-8222-222222222222';
const lookup: ModerationLookup = {
  eventTypeOf(id) {
    return Promise.resolve(id === REAL_ID ? 'real' : id === WHATIF_ID ? 'whatif' : null);
  },
};

const valid = {
  name: 'Battle of Marathon',
  startDate: '-0490-09-12',
  latitude: 38.1187,
  longitude: 23.9781,
  description: 'The Athenians and Plataeans defeated a Persian landing force on the plain of Marathon.',
  significance: 'It ended the first Persian invasion of Greece.',
  location: 'Marathon, Greece',
  period: 'classical-antiquity',
  category: 'Major Disruptions and Conflicts',
  subcategory: 'Military Conflicts and Territorial Changes',
  wikiUrl: 'https://en.wikipedia.org/wiki/Battle_of_Marathon',
};

async function review(overrides: Record<string, unknown>) {
  const input: EventInput = EventInputSchema.parse({ ...valid, ...overrides });
  return new RuleBasedModerator().review(input, lookup);
}

describe('RuleBasedModerator', () => {
  it('accepts a correct event', async () => {
    expect(await review({})).toEqual([]);
  });

  it.each([
    [{ startDate: '-3501' }, 'startDate', '3501 BCE is outside the timeline'],
    [{ startDate: '2001', period: null }, 'startDate', '2001 CE is outside the timeline'],
    [{ startDate: '1969-02-30' }, 'startDate', 'February 1969 CE has 28 days'],
    [{ startDate: '1969/08/15' }, 'startDate', 'expected YYYY'],
    [{ startDate: '0000' }, 'startDate', 'no year 0'],
    [{ endDate: '-0491' }, 'endDate', 'before the start date'],
    [{ endDate: '-0490-09-11' }, 'endDate', 'before the start date'],
    [{ period: 'medieval' }, 'period', '490 BCE belongs to Classical Antiquity, not Medieval'],
    [{ period: 'bronze-age' }, 'period', 'Unknown period'],
    [{ latitude: 91 }, 'latitude', 'between -90 and 90'],
    [{ longitude: -180.5 }, 'longitude', 'between -180 and 180'],
    [{ category: 'Sports' }, 'category', 'Unknown category'],
    [{ subcategory: 'Music' }, 'subcategory', 'belongs to "Art"'],
    [{ wikiUrl: 'javascript:alert(1)' }, 'wikiUrl', 'Only http(s) links'],
    [{ wikiUrl: 'ftp://example.org/x' }, 'wikiUrl', 'Only http(s) links'],
    [{ attachedMedia: [{ type: 'image', name: 'x.png', url: 'javascript:alert(1)' }] }, 'attachedMedia.0.url', 'Only http(s) links or files uploaded here'],
    [
      { attachedMedia: [{ type: 'image', name: 'x.png', url: '/api/media/../../etc/passwd' }] },
      'attachedMedia.0.url',
      'Only http(s) links or files uploaded here',
    ],
    [{ description: 'Hello <script>alert(1)</script>' }, 'description', 'HTML and scripts are not allowed'],
    [{ location: '<img src=x onerror=alert(1)>' }, 'location', 'HTML and scripts are not allowed'],
    [{ participants: ['<b>Miltiades</b>'] }, 'participants.0', 'HTML and scripts are not allowed'],
    // Unclosed, so no pattern of tags matched it; a browser parses and runs it.
    [{ name: '<svg onload=alert(1)//' }, 'name', 'HTML and scripts are not allowed'],
    [{ coordinates: '38.1, 23.9<img src=x onerror=alert(1)' }, 'coordinates', 'HTML and scripts are not allowed'],
    [{ attachedMedia: [{ type: 'image', name: '<svg/onload=alert(1)>.png', url: null }] }, 'attachedMedia.0.name', 'HTML and scripts are not allowed'],
    [{ significance: 'Click here for cheap viagra' }, 'significance', 'blocked word'],
    [{ name: 'Visit https://spam.example now' }, 'name', 'may not contain links'],
    [{ description: 'See http://a.example http://b.example and http://c.example' }, 'description', 'Too many links'],
    [{ sources: [{ title: 'Herodotus, Histories', url: 'javascript:alert(1)' }] }, 'sources.0.url', 'Only http(s) links'],
    [{ sources: [{ title: 'Ok' }, { title: 'Data', url: 'data:text/html,x' }] }, 'sources.1.url', 'Only http(s) links'],
    [{ sources: [{ title: '<img src=x onerror=alert(1)>' }] }, 'sources.0.title', 'HTML and scripts are not allowed'],
    [{ sources: [{ title: 'Histories', note: 'cheap viagra' }] }, 'sources.0.note', 'blocked word'],
    [{ eventType: 'whatif' }, 'linkedEventId', 'must anchor to a real event'],
    [{ eventType: 'whatif', linkedEventId: WHATIF_ID }, 'linkedEventId', 'must anchor to a real event'],
    [{ linkedEventId: '33333333-3333-4333-8333-333333333333' }, 'linkedEventId', 'No event with id'],
  ])('rejects %o on %s', async (overrides, field, message) => {
    const violations = await review(overrides);
    expect(violations).toContainEqual({ field, message: expect.stringContaining(message) });
  });

  it('accepts sources with http(s) links, pages and notes', async () => {
    const sources = [
      { title: 'Herodotus, Histories, book 6', url: 'https://www.perseus.tufts.edu/hopper/text?doc=Hdt.+6', note: '6.102-117' },
      { title: 'Green, The Greco-Persian Wars (1996)', note: 'p. 30' },
    ];
    expect(await review({ sources })).toEqual([]);
  });

  it('accepts the timeline edges and the 1 BCE / 1 CE boundary', async () => {
    expect(await review({ startDate: '-3500', period: 'deep-ancient' })).toEqual([]);
    expect(await review({ startDate: '2000-12-31', period: 'modern' })).toEqual([]);
    expect(await review({ startDate: '-0001-12-31', endDate: '0001-01-01', period: 'classical-antiquity' })).toEqual([]);
    expect(await review({ startDate: '-0001-02-29', period: 'classical-antiquity' })).toEqual([]); // 1 BCE is a leap year
  });

  it("accepts a what-if anchored to a real event, and history's own hard words", async () => {
    expect(await review({ eventType: 'whatif', linkedEventId: REAL_ID })).toEqual([]);
    expect(await review({ description: 'The massacre and the slave trade that followed killed thousands.' })).toEqual([]);
  });

  it('accepts media hosted on http(s) or uploaded here', async () => {
    const attachedMedia = [
      { type: 'image', name: 'map.png', url: '/api/media/0b6f3c1e-2a4d-4c5e-8f90-123456789abc.png' },
      { type: 'text', name: 'source.pdf', url: 'https://example.org/source.pdf' },
    ];
    expect(await review({ attachedMedia })).toEqual([]);
  });

  it('lists every problem at once', async () => {
    const violations = await review({ latitude: 100, longitude: 200, wikiUrl: 'data:text/html,x', startDate: '1969-13-01' });
    expect(violations.map((v) => v.field).sort()).toEqual(['latitude', 'longitude', 'startDate', 'wikiUrl']);
  });
});
