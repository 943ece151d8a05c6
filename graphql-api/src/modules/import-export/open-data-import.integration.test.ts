import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoricalEvent } from '../events/event.entity.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { EventImporter, type ImportOptions } from './event-importer.js';
import { parseImportOptions } from './import-options.js';
import { ImportReportFile, summaryLine, type LineOutcome } from './import-report.js';
import { formatOfFile, readRecords } from './record-readers.js';

let t: TestApp;
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'epoch-open-data-'));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

function write(name: string, lines: string[]): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}

async function importFile(file: string, options: ImportOptions = {}) {
  const lines: LineOutcome[] = [];
  const report = await new EventImporter(t.db.orm.em.fork(), { ...options, onLine: (o) => lines.push(o) }).run(readRecords(file, formatOfFile(file)));
  return { report, lines };
}

const stored = (name: string) => t.db.orm.em.fork().findOne(HistoricalEvent, { name });

/** An ordinary open-data CSV: its own column names, its own category words, no significance. */
const OPEN_DATA = [
  'name,date,latitude,longitude,description,category',
  'Peace of Westphalia,1648-10-24,52.0,7.6,Treaties ending the Thirty Years War were signed in Münster and Osnabrück.,treaty',
  '"Congress of Vienna, closing act",1815-06-09,48.2,16.37,The great powers redrew the map of Europe.,political',
  'Battle of Lepanto,1571-10-07,38.2,21.3,A Holy League fleet defeated the Ottoman navy.,battle',
];

describe('an ordinary open-data CSV', () => {
  it('imports with a warning per line for what it lacks, and the report gives every line its outcome and reasons', async () => {
    const file = write('open-data.csv', OPEN_DATA);
    const reportPath = path.join(dir, 'report.json');
    const reportFile = new ImportReportFile(reportPath, file);
    const report = await new EventImporter(t.db.orm.em.fork(), { onLine: (o) => reportFile.line(o) }).run(readRecords(file));
    reportFile.close(report);

    expect(report).toMatchObject({ read: 3, imported: 3, withWarnings: 3, duplicates: 0, rejected: [] });
    expect(report.warningsByField).toEqual({ category: 2, location: 3, significance: 3 });
    expect(summaryLine(report)).toBe(
      '3 read: 3 imported (0 accepted, 3 with warnings: location 3, significance 3, category 2), 0 duplicates skipped, 0 rejected.',
    );

    const written = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as { summary: unknown; lines: LineOutcome[] };
    expect(written.summary).toMatchObject({ accepted: 0, warning: 3, rejected: 0, duplicate: 0, read: 3 });
    expect(written.lines.map((l) => [l.line, l.status])).toEqual([
      [2, 'warning'],
      [3, 'warning'],
      [4, 'warning'],
    ]);
    expect(written.lines[0]!.reasons).toEqual([
      expect.stringMatching(/^category: "treaty" is not in our category tree; imported without a category \(map it with --map-category "treaty"=/),
      'location: not in the file; taken from the name ("Peace of Westphalia")',
      expect.stringMatching(/^significance: not in the file; wrote "Not stated in the imported data."/),
    ]);
    expect(await stored('Peace of Westphalia')).toMatchObject({ startDate: '1648-10-24', category: null, significance: 'Not stated in the imported data.' });
    expect(await stored('Battle of Lepanto')).toMatchObject({ subcategory: 'Military Conflicts and Territorial Changes' });
  });

  it('imports without warnings once --default and --map-category say what to fill', async () => {
    const file = write(
      'open-data-2.csv',
      OPEN_DATA.map((l, i) => (i === 0 ? `${l},place` : `${l.replace(/^(")?/, '$1Again: ')},Europe`)),
    );
    const options = parseImportOptions({
      defaults: ['significance=From an example open dataset.'],
      mapCategory: ['treaty=Political and Social Upheavals', 'political=Political and Social Upheavals'],
    });
    const { report, lines } = await importFile(file, options);
    expect(report).toMatchObject({ imported: 3, withWarnings: 0 });
    expect(lines.map((l) => l.status)).toEqual(['accepted', 'accepted', 'accepted']);
    expect(await stored('Again: Peace of Westphalia')).toMatchObject({
      category: 'Major Disruptions and Conflicts',
      subcategory: 'Political and Social Upheavals',
      significance: 'From an example open dataset.',
      location: 'Europe',
    });
  });
});

describe('rows wrong in meaning', () => {
  it('are refused each with the field and the rule, and nothing of them is stored', async () => {
    const header = 'name,startDate,endDate,latitude,longitude,description,significance,location,wikiUrl';
    const row = (name: string, start: string, rest = '', end = '', lat = '50', url = '') =>
      `${name},${start},${end},${lat},10,${rest || 'A description.'},Why it matters.,Somewhere,${url}`;
    const file = write('errors.csv', [
      header,
      row('Good row', '1066'),
      row('Year zero', '0000'),
      row('No leap day', '1900-02-29'),
      row('Month 13', '1066-13-01'),
      row('Too far north', '1066', '', '', '91'),
      row('Backwards', '1071', '', '1066'),
      row('Script', '1066', '<script>alert(1)</script>'),
      row('Script link', '1066', '', '', '50', 'javascript:alert(1)'),
      row('Too early', '-3600'),
      row('Too late', '2001-01-01'),
      row('Century past the end', '20XX'),
      row('', '1066'),
      row('No date', ''),
      row('No place', '1066', '', '', ''),
      row('Nul', '1066', 'A\u0000B'),
    ]);
    const before = await t.db.orm.em.fork().count(HistoricalEvent, {});
    const { report, lines } = await importFile(file);
    const reasons = Object.fromEntries(lines.filter((l) => l.status === 'rejected').map((l) => [l.line, l.reasons.join('; ')]));
    expect(report).toMatchObject({ read: 15, imported: 1 });
    expect(reasons).toEqual({
      3: 'startDate: Invalid date "0000": there is no year 0 (1 BCE is followed by 1 CE)',
      4: 'startDate: Invalid date "1900-02-29": 29 February 1900 CE does not exist (February 1900 CE has 28 days)',
      5: expect.stringContaining('startDate: Invalid date "1066-13-01": month 13 does not exist'),
      6: 'latitude: Latitude must be between -90 and 90',
      7: 'endDate: The end date is before the start date',
      8: 'description: HTML and scripts are not allowed',
      9: 'wikiUrl: Only http(s) links are allowed',
      10: 'startDate: 3600 BCE is outside the timeline (3500 BCE to 2000 CE)',
      11: 'startDate: 2001 CE is outside the timeline (3500 BCE to 2000 CE)',
      12: 'startDate: 20XX runs from 2000 CE to 2099 CE, outside the timeline (3500 BCE to 2000 CE)',
      13: 'name: Required',
      14: 'startDate: Required',
      15: 'latitude: Required',
      16: 'description: Text may not contain the NUL character (\\u0000)',
    });
    expect((await t.db.orm.em.fork().count(HistoricalEvent, {})) - before).toBe(1);
  });
});

describe('EDTF dates before the database stores them', () => {
  // Each test imports its own names: both land in the same database.
  const file = (tag: string) =>
    write(`edtf-${tag}.json`, [
      JSON.stringify([
        {
          name: `Printing press in Mainz (${tag})`,
          startDate: '1450~',
          latitude: 50,
          longitude: 8.27,
          description: 'Movable type.',
          significance: 'Books.',
          location: 'Mainz',
        },
        {
          name: `Hastings campaign (${tag})`,
          startDate: '1066/1071',
          endDate: '15XX',
          latitude: 50.9,
          longitude: 0.5,
          description: 'D.',
          significance: 'S.',
          location: 'Sussex',
        },
      ]),
    ]);

  it('are stored as given, their span in the year columns', async () => {
    const { report } = await importFile(file('keep'));
    expect(report).toMatchObject({ imported: 2, rejected: [] });
    expect(await stored('Hastings campaign (keep)')).toMatchObject({
      startDate: '1066/1071',
      endDate: '15XX',
      startYear: 1066,
      startLatestYear: 1071,
      endEarliestYear: 1500,
      endYear: 1599,
    });
  });

  it('are stored as their plain equivalent, with a warning, under --edtf-dates plain', async () => {
    const { report, lines } = await importFile(file('plain'), { edtfDates: 'plain' });
    expect(report).toMatchObject({ imported: 2, withWarnings: 2 });
    expect(lines[1]?.reasons).toEqual([
      'startDate: "1066/1071" (between 1066 and 1071 CE) stored as 1066 (--edtf-dates plain)',
      'endDate: "15XX" (1500s CE) stored as 1599 (--edtf-dates plain)',
    ]);
    expect(await stored('Hastings campaign (plain)')).toMatchObject({ startDate: '1066', endDate: '1599', startYear: 1066, endYear: 1599 });
  });
});

describe('batches', () => {
  it('are written whole or not at all: a batch the database refuses leaves none of its rows', async () => {
    const target = await createTestApp();
    try {
      // A database-side failure no validation can foresee, in the middle of the second batch.
      await target.db.orm.em.getConnection().execute(`
        create function refuse_poison() returns trigger language plpgsql as $$
        begin if new.name = 'Poison' then raise exception 'poisoned row'; end if; return new; end $$;
        create trigger refuse_poison before insert on historical_events for each row execute function refuse_poison();`);
      const names = ['One', 'Two', 'Three', 'Poison', 'Five'];
      const file = write(
        'batches.jsonl',
        names.map((name, i) =>
          JSON.stringify({ name, startDate: `${1066 + i}`, latitude: 50, longitude: 1, description: 'D.', significance: 'S.', location: 'L' }),
        ),
      );
      const run = new EventImporter(target.db.orm.em.fork(), { batchSize: 2 }).run(readRecords(file));
      await expect(run).rejects.toThrow(/^The batch of lines 3-4 was not written \(poisoned row\); 2 rows of earlier batches are stored\.$/);
      const storedNames = (await target.db.orm.em.fork().find(HistoricalEvent, {}, { orderBy: { name: 'asc' } })).map((e) => e.name);
      expect(storedNames).toEqual(['One', 'Two']);
    } finally {
      await target.close();
    }
  });
});
