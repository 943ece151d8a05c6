/**
 * npm run import -- <file> [--dry-run] [--status pending|validated|disputed|rejected]
 *   [--default significance="..."]... [--map-category word="Category or Subcategory"]...
 *   [--edtf-dates keep|plain] [--report report.json]
 * Imports events from .csv, .json, .jsonl, .geojson or Linked Places (.lpf.json, .jsonld) into the
 * database `npm start` uses. Rows are accepted, imported with warnings, rejected or skipped as
 * duplicates; the summary counts each and --report writes every line's outcome and reasons.
 */
import 'reflect-metadata';
import { SingleBar, Presets } from 'cli-progress';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../orm/open-database.js';
import { VERIFICATION_STATUSES } from '../domain/verification.js';
import { EventImporter, type ImportReport } from '../modules/import-export/event-importer.js';
import { parseImportOptions, type ParsedImportOptions } from '../modules/import-export/import-options.js';
import { ImportReportFile, summaryLine } from '../modules/import-export/import-report.js';
import { formatOfFile, readRecords, type ImportFormat } from '../modules/import-export/record-readers.js';
import { scanFile } from '../modules/import-export/scan-file.js';

const USAGE =
  'Usage: npm run import -- <file.csv|json|jsonl|geojson|lpf.json|jsonld> [--dry-run] [--status pending]\n' +
  '  [--default significance="..."] [--default description|location|category|subcategory=...]\n' +
  '  [--map-category political="Political and Social Upheavals"] [--edtf-dates keep|plain] [--report report.json]';

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'dry-run': { type: 'boolean', default: false },
    status: { type: 'string', default: 'pending' },
    default: { type: 'string', multiple: true, default: [] },
    'map-category': { type: 'string', multiple: true, default: [] },
    'edtf-dates': { type: 'string', default: 'keep' },
    report: { type: 'string' },
  },
});
if (!positionals[0]) fail(USAGE);
// npm runs workspace scripts inside graphql-api/; a relative path means the folder npm was run from.
const from = (p: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), p);
const file = from(positionals[0]);
if (!fs.existsSync(file) || !fs.statSync(file).isFile()) fail(`No such file: ${file}`);
const status = VERIFICATION_STATUSES.find((s) => s === values.status) ?? fail(`--status must be one of ${VERIFICATION_STATUSES.join(', ')}`);
let options: ParsedImportOptions;
let format: ImportFormat;
try {
  options = parseImportOptions({ defaults: values.default, mapCategory: values['map-category'], edtfDates: values['edtf-dates'] });
  format = formatOfFile(file);
} catch (error) {
  fail(`${(error as Error).message}\n${USAGE}`);
}

const scan = await scanFile(file, format);
const db = await openDatabase(loadConfig());
const reportFile = values.report ? new ImportReportFile(from(values.report), file) : null;
console.log(`Importing ${scan.records} records from ${file} into ${db.description}${values['dry-run'] ? ' (dry run: nothing is written)' : ''}`);
const bar = new SingleBar({ format: '  {bar} {percentage}% | {value}/{total} rows | {duration}s' }, Presets.shades_classic);
bar.start(scan.records, 0);
let report: ImportReport | null = null;
try {
  report = await new EventImporter(db.orm.em.fork(), {
    ...options,
    dryRun: values['dry-run'],
    defaultStatus: status,
    anchorsInFile: scan.anchors,
    onProgress: (n) => bar.update(n),
    onLine: (outcome) => reportFile?.line(outcome),
  }).run(readRecords(file, format));
  bar.stop();
  for (const r of report.rejected.slice(0, 200)) console.log(`  line ${r.line}: ${r.reason}`);
  if (report.rejected.length > 200) console.log(`  ... and ${report.rejected.length - 200} more rejected rows`);
  console.log(summaryLine(report));
  if (reportFile) console.log(`Every line's outcome and reasons: ${reportFile.path}`);
} catch (error) {
  bar.stop();
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  bar.stop();
  reportFile?.close(report);
  await db.close();
}
