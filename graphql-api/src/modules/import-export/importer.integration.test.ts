import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoricalEvent } from '../events/event.entity.js';
import { HASTINGS, LISBON_EARTHQUAKE, MARATHON } from '../../test/fixtures/sample-events.js';
import { signedInAgent } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EventImporter, type ImportOptions } from './event-importer.js';
import { readRecords } from './record-readers.js';
import { scanFile } from './scan-file.js';

let t: TestApp;
let dir: string;
const REAL_EVENTS_DIR = path.resolve(import.meta.dirname, '../../../../../shared/data/real-events');

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-import-'));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(name: string, content: string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
}

async function importFile(file: string, options: ImportOptions = {}) {
  const format = path.extname(file).slice(1) as 'csv';
  const scan = await scanFile(file, format);
  return new EventImporter(t.db.orm.em.fork(), { anchorsInFile: scan.anchors, ...options }).run(readRecords(file, format));
}

const count = () => t.db.orm.em.fork().count(HistoricalEvent, {});

describe('npm run import', () => {
  it('imports good CSV rows and reports each bad row with its line and reason', async () => {
    const file = write(
      'mixed.csv',
      [
        'name,startDate,endDate,latitude,longitude,description,significance,location,participants,category',
        `"Battle of Hastings",1066-10-14,,50.9118,0.4876,"Normans defeated the English, at last.","Norman conquest",Battle,"William; Harold",battle`,
        `Bad date,1066-02-30,,50,0,desc,sig,somewhere,,battle`,
        `No coordinates,1066,,,0,desc,sig,somewhere,,battle`,
        `Too early,-3600,,50,0,desc,sig,somewhere,,battle`,
        `Script,1066,,50,0,<script>x</script>,sig,somewhere,,battle`,
        `"Battle of Hastings",1066-10-14,,50.9118,0.4876,"duplicate","dup",Battle,,battle`,
      ].join('\n'),
    );
    const before = await count();
    const report = await importFile(file);
    expect(report).toMatchObject({ read: 6, imported: 1, duplicates: 1 });
    expect(report.rejected).toEqual([
      { line: 3, reason: expect.stringContaining('February 1066 CE has 28 days') },
      { line: 4, reason: 'latitude: Required' },
      { line: 5, reason: expect.stringContaining('3600 BCE is outside the timeline') },
      { line: 6, reason: 'description: HTML and scripts are not allowed' },
    ]);
    expect((await count()) - before).toBe(1);
    const row = await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { name: 'Battle of Hastings' });
    expect(row).toMatchObject({ participants: ['William', 'Harold'], subcategory: 'Military Conflicts and Territorial Changes', startYear: 1066 });
  });

  it('reads JSON, JSONL and GeoJSON; a dry run writes nothing; a re-import only counts duplicates', async () => {
    const json = write('events.json', JSON.stringify([MARATHON, { ...LISBON_EARTHQUAKE, latitude: 123 }]));
    const jsonl = write('events.jsonl', `${JSON.stringify(LISBON_EARTHQUAKE)}\n{not json\n`);
    const { latitude, longitude, ...props } = MARATHON;
    const geojson = write(
      'events.geojson',
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', geometry: { type: 'Point', coordinates: [longitude, latitude] }, properties: { ...props, name: 'Marathon (geo)' } },
          { type: 'Feature', geometry: { type: 'LineString', coordinates: [] }, properties: {} },
        ],
      }),
    );
    const before = await count();
    const dry = await importFile(json, { dryRun: true });
    expect(dry).toMatchObject({ imported: 1, dryRun: true, rejected: [{ line: 2, reason: 'latitude: Latitude must be between -90 and 90' }] });
    expect(await count()).toBe(before);

    expect(await importFile(json)).toMatchObject({ imported: 1 });
    expect(await importFile(jsonl)).toMatchObject({ imported: 1, rejected: [{ line: 2, reason: expect.stringContaining('invalid JSON') }] });
    expect(await importFile(geojson)).toMatchObject({ imported: 1, rejected: [{ line: 2, reason: 'feature without a Point geometry' }] });
    expect(await count()).toBe(before + 3);
    expect(await importFile(json)).toMatchObject({ imported: 0, duplicates: 1 });
  });

  it('exports csv, jsonl and geojson that re-import without loss, links included', async () => {
    const user = await signedInAgent(t);
    const anchor = await user
      .post('/api/events')
      .send({ ...HASTINGS, name: 'Hastings, the anchor' })
      .expect(201);
    await user
      .post('/api/events')
      .send({
        ...HASTINGS,
        name: 'What if Harold had won at Hastings?',
        eventType: 'whatif',
        linkedEventId: anchor.body.id,
        participants: ['Harold, "the last"'],
      })
      .expect(201);
    const original = (await t.http.get('/api/events')).body as Record<string, unknown>[];
    const strip = (rows: Record<string, unknown>[]) =>
      rows.map(({ createdAt: _c, verifiedAt: _v, ...rest }) => rest).sort((a, b) => String(a.id).localeCompare(String(b.id)));

    for (const format of ['csv', 'jsonl', 'geojson'] as const) {
      const res = await t.http
        .get(`/api/events/export?format=${format}`)
        .buffer(true)
        .parse((r, cb) => {
          let body = '';
          r.on('data', (c: Buffer) => (body += c.toString('utf8')));
          r.on('end', () => cb(null, body));
        });
      expect(res.status).toBe(200);
      const file = write(`export.${format}`, res.body as string);
      const target = await createTestApp();
      try {
        const scan = await scanFile(file, format);
        const report = await new EventImporter(target.db.orm.em.fork(), { anchorsInFile: scan.anchors }).run(readRecords(file, format));
        expect(report.rejected).toEqual([]);
        expect(report.imported).toBe(original.length);
        const copy = (await target.http.get('/api/events')).body as Record<string, unknown>[];
        expect(strip(copy)).toEqual(strip(original));
      } finally {
        await target.close();
      }
    }
  });

  it('rejects an unknown export format and unknown filters with 400', async () => {
    expect((await t.http.get('/api/events/export?format=xml')).status).toBe(400);
    const res = await t.http.get('/api/events/export?format=csv&colour=red');
    expect(res.status).toBe(400);
    expect(res.body.violations).toEqual([{ field: 'colour', message: 'Unknown query parameter' }]);
  });
});

describe.runIf(fs.existsSync(REAL_EVENTS_DIR))('the real-events corpus (../shared/data/real-events)', () => {
  it.each(['events-real.jsonl', 'events-real.csv'])('accepts or rejects every row of %s for a stated reason', async (name) => {
    const target = await createTestApp();
    try {
      const file = path.join(REAL_EVENTS_DIR, name);
      const report = await new EventImporter(target.db.orm.em.fork(), {}).run(readRecords(file));
      expect(report.read).toBe(7170);
      expect(report.imported + report.duplicates + report.rejected.length).toBe(7170);
      expect(report.rejected.every((r) => r.line > 0 && r.reason.length > 0)).toBe(true);
      expect(report.imported).toBeGreaterThan(7100);
      // The corpus has no significance and no place names: every stored row says what was filled.
      expect(report.withWarnings).toBe(report.imported);
      expect(report.warningsByField).toMatchObject({ significance: report.imported, location: report.imported });
      expect(report.warningsByField.category).toBeUndefined();
      const stored = await target.db.orm.em.fork().count(HistoricalEvent, {});
      expect(stored).toBe(report.imported);
      const bce = await target.db.orm.em.fork().findOneOrFail(HistoricalEvent, { startDate: '-2150' });
      expect(bce).toMatchObject({ startYear: -2150, period: 'deep-ancient', subcategory: 'Natural Disasters and Environmental Events' });
      console.log(`${name}: ${report.imported} imported, ${report.duplicates} duplicates, ${report.rejected.length} rejected`, report.rejected.slice(0, 5));
    } finally {
      await target.close();
    }
  });
});
if (!fs.existsSync(REAL_EVENTS_DIR)) console.warn(`Skipping the real-events import test: ${REAL_EVENTS_DIR} is absent.`);
