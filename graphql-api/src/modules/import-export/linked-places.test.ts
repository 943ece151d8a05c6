import { describe, expect, it } from 'vitest';
import { parseEventDate } from '../../domain/edtf.js';
import { featureRecord } from './feature-records.js';
import { datesFromWhen, whenOfDates } from './linked-places.js';

const bounds = (text: string) => {
  const d = parseEventDate(text);
  return { earliest: d.openStart ? null : d.earliest, latest: d.openEnd ? null : d.latest, qualifiers: d.qualifiers };
};

describe('whenOfDates', () => {
  it('writes a date as one ISO date in astronomical years, and a span as earliest and latest', () => {
    expect(whenOfDates('-0490-09-12')).toEqual({ timespans: [{ start: { in: '-0489-09-12' } }], label: '12 September 490 BCE' });
    expect(whenOfDates('-0001', '0001')?.timespans).toEqual([{ start: { in: '0000' }, end: { in: '0001' } }]);
    expect(whenOfDates('1450~')?.timespans[0]?.start).toEqual({ in: '1450~' });
    expect(whenOfDates('15XX')?.timespans[0]?.start).toEqual({ earliest: '1500', latest: '1599' });
    expect(whenOfDates('1950-21')?.timespans[0]?.start).toEqual({ earliest: '1950-03', latest: '1950-05' });
    expect(whenOfDates('1066/1071', '../1200')).toEqual({
      timespans: [{ start: { earliest: '1066', latest: '1071' }, end: { latest: '1200' } }],
      label: 'from between 1066 and 1071 CE to before 1200 CE',
    });
    expect(whenOfDates('not a date')).toBeNull();
  });
});

describe('datesFromWhen', () => {
  it("reads other gazetteers' timespans into our historical numbering", () => {
    expect(datesFromWhen({ timespans: [{ start: { in: '-0489' }, end: { in: '0000' } }] })).toEqual({ startDate: '-0490', endDate: '-0001' });
    expect(datesFromWhen({ timespans: [{ start: { earliest: '-0499', latest: '-0400' } }] })).toEqual({ startDate: '-0500/-0401' });
    expect(datesFromWhen({ timespans: [{ start: { latest: '1200?' } }] })).toEqual({ startDate: '../1200?' });
    expect(datesFromWhen({ timespans: [{ start: { in: '1066-10-14T00:00:00Z' } }] })).toEqual({ startDate: '1066-10-14' });
    expect(datesFromWhen({ timespans: [{ start: '1600', end: '1699' }] })).toEqual({ startDate: '1600', endDate: '1699' });
    expect(datesFromWhen({ timespans: [{ start: { in: '1066' } }, { start: { in: '1070' } }] }).warning).toBe('when: only the first of 2 timespans was read');
    expect(datesFromWhen(undefined)).toEqual({});
  });

  it('names where a timespan cannot be read', () => {
    expect(datesFromWhen({ timespans: [{ start: { in: '1066-13' } }] }).problem).toBe(
      'when.timespans.0: Invalid date "1066-13": month 13 does not exist (seasons are 21 spring, 22 summer, 23 autumn, 24 winter)',
    );
    expect(datesFromWhen({ timespans: [{ start: {} }] }).problem).toContain('when.timespans.0.start has neither "in" nor "earliest"/"latest"');
  });

  it.each(['1066', '-0490-09-12', '1450~', '-0001-02-29', '15XX', '-04XX', '196X', '1950-24', '1066/1071', '../1200', '1950~/..', '1985-04-XX'])(
    'reads back what whenOfDates wrote for %s with the same meaning',
    (text) => {
      const read = datesFromWhen(whenOfDates(text, text));
      expect(bounds(read.startDate!)).toEqual(bounds(text));
      expect(bounds(read.endDate!)).toEqual(bounds(text));
    },
  );
});

describe('featureRecord', () => {
  it('reads a Linked Places feature of another gazetteer into our fields', () => {
    const record = featureRecord({
      '@id': 'http://mygaz.org/places/p_12345',
      type: 'Feature',
      properties: { title: 'Abingdon (UK)', ccodes: ['GB'] },
      when: { timespans: [{ start: { in: '0676' }, end: { in: '1066' } }] },
      names: [{ toponym: 'Abingdon', citations: [{ label: 'Ye Olde Gazetteer' }] }],
      descriptions: [{ value: 'A market town.', lang: 'en' }],
      links: [
        { type: 'primaryTopicOf', identifier: 'https://en.wikipedia.org/wiki/Abingdon-on-Thames' },
        { type: 'closeMatch', identifier: 'wd:Q434116' },
      ],
      geometry: { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [-1.2879, 51.6708] }] },
    });
    expect(record.raw).toMatchObject({
      name: 'Abingdon (UK)',
      startDate: '0676',
      endDate: '1066',
      location: 'Abingdon',
      description: 'A market town.',
      wikiUrl: 'https://en.wikipedia.org/wiki/Abingdon-on-Thames',
      wikidataId: 'Q434116',
      latitude: 51.6708,
      longitude: -1.2879,
    });
    expect(record.raw).not.toHaveProperty('id');
  });

  it('prefers the dates and id our own export keeps in properties', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    const record = featureRecord({
      '@id': `urn:uuid:${id}`,
      type: 'Feature',
      properties: { name: 'X', startDate: '15XX' },
      when: { timespans: [{ start: { earliest: '1500', latest: '1599' } }] },
      geometry: { type: 'Point', coordinates: [1, 2] },
    });
    expect(record.raw).toMatchObject({ id, startDate: '15XX' });
    expect(featureRecord({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: [] } })).toEqual({
      error: 'feature without a Point geometry',
    });
  });
});
