import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoricalEvent } from '../events/event.entity.js';
import { HASTINGS, LISBON_EARTHQUAKE, MARATHON } from '../../test/fixtures/sample-events.js';
import { signedInAgent } from '../../test/signed-in-agent.js';
import { bodyOf } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EXPORT_FILE_EXTENSIONS, EXPORT_FORMATS, EventExportWriter, type ExportFormat } from './event-export.js';
import { EventImporter } from './event-importer.js';
import { formatOfFile, readRecords } from './record-readers.js';
import { scanFile } from './scan-file.js';

let source: TestApp;
let dir: string;
let original: Record<string, unknown>[];

const strip = (rows: Record<string, unknown>[]) =>
  rows.map(({ createdAt: _c, verifiedAt: _v, ...rest }) => rest).sort((a, b) => String(a.id).localeCompare(String(b.id)));

beforeAll(async () => {
  source = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-interchange-'));
  const user = await signedInAgent(source);
  // Sources with a link and a page, one without either: every format carries them back.
  const sources = [{ title: 'Anglo-Saxon Chronicle', url: 'https://example.org/asc', note: 'MS D, 1066' }, { title: 'Bayeux Tapestry' }];
  const anchor = await user
    .post('/api/events')
    .send({ ...HASTINGS, sources })
    .expect(201);
  await user
    .post('/api/events')
    .send({ ...HASTINGS, name: 'What if Harold had won?', eventType: 'whatif', linkedEventId: anchor.body.id })
    .expect(201);
  // BCE and 1 BCE / 1 CE dates, a month and a range, so the years in `when` cross the boundary.
  await user.post('/api/events').send(MARATHON).expect(201);
  await user
    .post('/api/events')
    .send({ ...LISBON_EARTHQUAKE, name: 'Around the turn of the era', startDate: '-0001-12', endDate: '0001-01-15', period: undefined })
    .expect(201);
  original = strip(bodyOf(await source.http.get('/api/events')));
  expect(original).toHaveLength(4);
  expect(original.find((e) => e.id === anchor.body.id)?.sources).toEqual(sources);
});
afterAll(async () => {
  await source?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Imports a file into a fresh database and expects the source's events back, unchanged. */
async function expectSameEventsFrom(file: string, format: ExportFormat) {
  const target = await createTestApp();
  try {
    const scan = await scanFile(file, format);
    const report = await new EventImporter(target.db.orm.em.fork(), { anchorsInFile: scan.anchors }).run(readRecords(file, format));
    expect(report.rejected).toEqual([]);
    expect(report).toMatchObject({ imported: original.length, withWarnings: 0 });
    expect(strip(bodyOf(await target.http.get('/api/events')))).toEqual(original);
  } finally {
    await target.close();
  }
}

async function exportFile(format: ExportFormat, name = 'events'): Promise<string> {
  const events = await source.db.orm.em.fork().find(HistoricalEvent, {});
  const writer = new EventExportWriter(format);
  const file = path.join(dir, `${name}.${EXPORT_FILE_EXTENSIONS[format]}`);
  fs.writeFileSync(file, writer.start() + writer.batch(events) + writer.end());
  return file;
}

describe.each(EXPORT_FORMATS)('a %s export', (format) => {
  it('imports back to the same events', async () => {
    const file = await exportFile(format);
    expect(formatOfFile(file)).toBe(format);
    await expectSameEventsFrom(file, format);
  });
});

describe.each(['geojson', 'lpf'] as const)('the when of a %s export', (format) => {
  it('alone gives back the same dates (properties without startDate and endDate)', async () => {
    const file = await exportFile(format, 'when-only');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const f of doc.features) {
      delete f.properties.startDate;
      delete f.properties.endDate;
    }
    fs.writeFileSync(file, JSON.stringify(doc));
    await expectSameEventsFrom(file, format);
  });
});

describe('a Linked Places file from another gazetteer', () => {
  it('imports its features with dates from when, astronomical years made historical', async () => {
    const file = path.join(dir, 'whg.jsonld');
    const feature = (title: string, when: unknown, coordinates: number[]) => ({
      '@id': `http://example.org/places/${title}`,
      type: 'Feature',
      properties: { title },
      when,
      names: [{ toponym: `${title} (place)`, citations: [{ label: 'An example gazetteer' }] }],
      descriptions: [{ value: `About ${title}.` }],
      geometry: { type: 'GeometryCollection', geometries: [{ type: 'Point', coordinates }] },
    });
    fs.writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        '@context': 'https://raw.githubusercontent.com/LinkedPasts/linked-places/master/linkedplaces-context-v1.1.jsonld',
        features: [
          feature('Salamis', { timespans: [{ start: { in: '-0479-09' } }] }, [23.5, 37.95]),
          feature('Year one', { timespans: [{ start: { in: '0000' }, end: { in: '0001' } }] }, [12.5, 41.9]),
          feature('Undated', {}, [0, 0]),
          feature('Bad month', { timespans: [{ start: { in: '1066-13' } }] }, [0, 0]),
        ],
      }),
    );
    const target = await createTestApp();
    try {
      const report = await new EventImporter(target.db.orm.em.fork(), {}).run(readRecords(file));
      expect(report).toMatchObject({ read: 4, imported: 2 });
      expect(report.rejected).toEqual([
        { line: 3, reason: 'startDate: Required' },
        { line: 4, reason: expect.stringContaining('when.timespans.0: Invalid date "1066-13": month 13 does not exist') },
      ]);
      const em = target.db.orm.em.fork();
      expect(await em.findOneOrFail(HistoricalEvent, { name: 'Salamis' })).toMatchObject({
        startDate: '-0480-09',
        startYear: -480,
        location: 'Salamis (place)',
        description: 'About Salamis.',
      });
      expect(await em.findOneOrFail(HistoricalEvent, { name: 'Year one' })).toMatchObject({ startDate: '-0001', endDate: '0001', startYear: -1, endYear: 1 });
    } finally {
      await target.close();
    }
  });
});
