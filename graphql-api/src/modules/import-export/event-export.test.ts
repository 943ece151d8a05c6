import { describe, expect, it } from 'vitest';
import type { HistoricalEvent } from '../events/event.entity.js';
import { EventExportWriter, type ExportFormat } from './event-export.js';

const events = ['Hastings', 'Agincourt, "the mud"', 'Crécy', 'Poitiers', 'Sluys'].map(
  (name, i) =>
    ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      name,
      latitude: 50 + i,
      longitude: i - 1,
      participants: ['A', 'B'],
      period: 'medieval',
    }) as unknown as HistoricalEvent,
);

/** The whole export text, the events handed to the writer in slices of `size`. */
function exportText(format: ExportFormat, size: number): string {
  const writer = new EventExportWriter(format);
  let text = writer.start();
  for (let i = 0; i < events.length; i += size) text += writer.batch(events.slice(i, i + size));
  return text + writer.end();
}

describe('EventExportWriter', () => {
  it.each(['csv', 'jsonl', 'geojson', 'lpf'] as const)('writes the same %s whether the events come in one batch or in slices', (format) => {
    const whole = exportText(format, events.length);
    expect(exportText(format, 2)).toBe(whole);
    expect(exportText(format, 1)).toBe(whole);
    expect(whole).toContain('Agincourt');
    if (format === 'geojson' || format === 'lpf') expect(JSON.parse(whole).features).toHaveLength(events.length);
    if (format === 'jsonl') expect(whole.trim().split('\n')).toHaveLength(events.length);
  });
});

describe('Linked Places and GeoJSON', () => {
  const marathon = {
    ...events[0],
    name: 'Marathon',
    startDate: '-0490-09-12',
    endDate: '-0490-09-13',
    location: 'Marathon, Greece',
    description: 'A battle.',
    wikiUrl: 'https://en.wikipedia.org/wiki/Battle_of_Marathon',
  } as unknown as HistoricalEvent;
  const write = (format: ExportFormat) => {
    const writer = new EventExportWriter(format);
    return JSON.parse(writer.start() + writer.batch([marathon]) + writer.end()) as { '@context'?: string; features: Record<string, unknown>[] };
  };

  it('writes LPF: @context, @id, title, names, descriptions, links, a geometry collection and when in astronomical years', () => {
    const doc = write('lpf');
    expect(doc['@context']).toMatch(/linkedplaces-context/);
    expect(doc.features[0]).toMatchObject({
      '@id': `urn:uuid:${marathon.id}`,
      type: 'Feature',
      properties: { title: 'Marathon', name: 'Marathon', startDate: '-0490-09-12' },
      geometry: { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates: [-1, 50] }] },
      when: { timespans: [{ start: { in: '-0489-09-12' }, end: { in: '-0489-09-13' } }], label: '12 September 490 BCE - 13 September 490 BCE' },
      names: [{ toponym: 'Marathon, Greece' }],
      descriptions: [{ value: 'A battle.', lang: 'en' }],
      links: [{ type: 'primaryTopicOf', identifier: 'https://en.wikipedia.org/wiki/Battle_of_Marathon' }],
    });
  });

  it('exports the Wikidata item as sameAs (its entity URI) and, in LPF, as an exactMatch link', () => {
    const writer = new EventExportWriter('lpf');
    const withItem = { ...marathon, wikidataId: 'Q33209' } as unknown as HistoricalEvent;
    const lpf = JSON.parse(writer.start() + writer.batch([withItem]) + writer.end()) as { features: Record<string, unknown>[] };
    expect(lpf.features[0]).toMatchObject({ sameAs: 'http://www.wikidata.org/entity/Q33209', properties: { wikidataId: 'Q33209' } });
    expect(lpf.features[0]!.links).toContainEqual({ type: 'exactMatch', identifier: 'wd:Q33209' });
    expect(write('lpf').features[0]!.sameAs).toBeUndefined();
  });

  it('says the dates in words in every format, after the columns the importer reads', () => {
    const loose = { ...marathon, startDate: '1450~', endDate: '15XX' } as unknown as HistoricalEvent;
    const writer = new EventExportWriter('csv');
    const [header, row] = (writer.start() + writer.batch([loose])).trim().split('\r\n');
    expect(header!.endsWith(',dateLabel')).toBe(true);
    expect(row!.endsWith(',c. 1450 CE - 1500s CE')).toBe(true);
    expect(JSON.parse(new EventExportWriter('jsonl').batch([loose])).dateLabel).toBe('c. 1450 CE - 1500s CE');
  });

  it('gives plain GeoJSON features the same when', () => {
    const feature = write('geojson').features[0]!;
    expect(feature.geometry).toEqual({ type: 'Point', coordinates: [-1, 50] });
    expect(feature.when).toEqual(write('lpf').features[0]!.when);
  });
});

describe('CSV injection', () => {
  it('guards text a spreadsheet would run as a formula, as the admin exports do, and leaves numbers as numbers', () => {
    const hostile = {
      id: '00000000-0000-4000-8000-000000000009',
      name: '=2+5+cmd|" /C calc"!A0',
      startDate: '-0490',
      latitude: -33.9,
      longitude: 18.4,
      participants: ['@evil'],
      period: 'deep-ancient',
    } as unknown as HistoricalEvent;
    const writer = new EventExportWriter('csv');
    const line = writer.batch([hostile]);
    expect(line).toContain(`"'=2+5+cmd|"" /C calc""!A0"`);
    expect(line).toContain(",'-0490,");
    expect(line).toContain(',-33.9,18.4,');
    expect(line).not.toMatch(/(^|,)[=+@]/);
  });
});
