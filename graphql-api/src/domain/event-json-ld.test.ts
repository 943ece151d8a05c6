import { describe, expect, it } from 'vitest';
import { eventJsonLd, wikidataIdOf } from './event-json-ld.js';

const marathon = {
  id: 'e1',
  name: 'Battle of Marathon',
  description: 'Athens and Plataea defeat the Persian landing.',
  startDate: '-0490-09-12',
  location: 'Marathon, Greece',
  latitude: 38.15,
  longitude: 23.96,
  wikiUrl: 'https://en.wikipedia.org/wiki/Battle_of_Marathon',
  wikidataId: 'Q33209',
};

describe('eventJsonLd', () => {
  it('writes a schema.org Event with ISO dates in astronomical years, the place and sameAs', () => {
    expect(eventJsonLd(marathon, 'https://atlas.example/?event=e1')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Battle of Marathon',
      description: 'Athens and Plataea defeat the Persian landing.',
      url: 'https://atlas.example/?event=e1',
      startDate: '-0489-09-12',
      endDate: '-0489-09-12',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Marathon, Greece', geo: { '@type': 'GeoCoordinates', latitude: 38.15, longitude: 23.96 } },
      sameAs: ['https://en.wikipedia.org/wiki/Battle_of_Marathon', 'https://www.wikidata.org/wiki/Q33209'],
    });
  });

  it('gives an uncertain date as its bounds, without EDTF qualifiers ISO does not have', () => {
    const ld = eventJsonLd({ ...marathon, startDate: '1450~', endDate: '15XX', wikiUrl: 'javascript:alert(1)', wikidataId: null }, 'u');
    expect(ld.startDate).toBe('1450');
    expect(ld.endDate).toBe('1599');
    expect(ld.sameAs).toBeUndefined();
    expect(eventJsonLd({ ...marathon, startDate: '1066/1071', endDate: null }, 'u')).toMatchObject({ startDate: '1066', endDate: '1071' });
  });
});

describe('wikidataIdOf', () => {
  it('reads the item id from the forms other tools write, and nothing else', () => {
    expect(['wd:Q42', 'http://www.wikidata.org/entity/Q42', 'https://www.wikidata.org/wiki/Q42'].map(wikidataIdOf)).toEqual(['Q42', 'Q42', 'Q42']);
    expect([null, 42, 'Q42', 'wd:P31', 'https://example.org/wiki/Q42', 'wd:Q0'].map(wikidataIdOf)).toEqual([null, null, null, null, null, null]);
  });
});
