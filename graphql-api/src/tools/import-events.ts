/**
 * npm run import -- <file> [--dry-run] [--status pending|validated|disputed|rejected]
 * Imports events from .csv, .json, .jsonl or .geojson into the database `npm start` uses.
 */
import 'reflect-metadata';
import { SingleBar, Presets } from 'cli-progress';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { openDatabase } from '../db/open-database.js';
import { VERIFICATION_STATUSES } from '../domain/verification.js';
import { EventImporter } from '../modules/import-export/event-importer.js';
import { formatOfFile, readRecords } from '../modules/import-export/record-readers.js';
import { scanFile } from '../modules/import-export/scan-file.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'dry-run': { type: 'boolean', default: false }, status: { type: 'string', default: 'pending' } },
});
if (!positionals[0]) {
  console.error('Usage: npm run import -- <file.csv|json|jsonl|geojson> [--dry-run] [--status pending]');
  process.exit(2);
}
// npm runs workspace scripts inside graphql-api/; a relative path means the folder npm was run from.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
  console.error(`No such file: ${file}`);
  process.exit(2);
}
const status = VERIFICATION_STATUSES.find((s) => s === values.status);
if (!status) {
  console.error(`--status must be one of ${VERIFICATION_STATUSES.join(', ')}`);
  process.exit(2);
}

const format = formatOfFile(file);
const scan = await scanFile(file, format);
const db = await openDatabase(loadConfig());
console.log(`Importing ${scan.records} records from ${file} into ${db.description}${values['dry-run'] ? ' (dry run: nothing is written)' : ''}`);
const bar = new SingleBar({ format: '  {bar} {percentage}% | {value}/{total} rows | {duration}s' }, Presets.shades_classic);
bar.start(scan.records, 0);
try {
  const report = await new EventImporter(db.orm.em.fork(), {
    dryRun: values['dry-run'],
    defaultStatus: status,
    anchorsInFile: scan.anchors,
    onProgress: (n) => bar.update(n),
  }).run(readRecords(file, format));
  bar.stop();
  for (const r of report.rejected.slice(0, 200)) console.log(`  line ${r.line}: ${r.reason}`);
  if (report.rejected.length > 200) console.log(`  ... and ${report.rejected.length - 200} more rejected rows`);
  console.log(
    `${report.read} read, ${report.imported} ${report.dryRun ? 'would be imported' : 'imported'}, ` +
      `${report.duplicates} duplicates skipped, ${report.rejected.length} rejected.`,
  );
} finally {
  bar.stop();
  await db.close();
}
