/**
 * Reads records from the import formats as one stream of { line, raw } (or a parse error for that
 * line), so the importer treats every format alike. CSV and JSONL stream; JSON, GeoJSON and Linked
 * Places files are one document and are read whole.
 */
import { parse as parseCsv } from 'csv-parse';
import { unguardSpreadsheetCell } from '../../domain/spreadsheet-cell.js';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { featureRecord } from './feature-records.js';

/** `lpf`: Linked Places Format, a GeoJSON FeatureCollection with `@context` and `when`. */
export type ImportFormat = 'csv' | 'json' | 'jsonl' | 'geojson' | 'lpf';

export type SourceRecord =
  { line: number; raw: Record<string, unknown>; warnings?: string[]; error?: undefined } | { line: number; raw?: undefined; error: string };

export function formatOfFile(file: string): ImportFormat {
  const name = path.basename(file).toLowerCase();
  if (name.endsWith('.lpf.json') || name.endsWith('.jsonld')) return 'lpf';
  const ext = path.extname(name).slice(1);
  if (ext === 'csv' || ext === 'json' || ext === 'jsonl' || ext === 'geojson') return ext;
  if (ext === 'ndjson') return 'jsonl';
  throw new Error(`Unsupported file type ".${ext}": use .csv, .json, .jsonl, .geojson, .lpf.json or .jsonld`);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function* readCsv(file: string): AsyncGenerator<SourceRecord> {
  const parser = fs
    .createReadStream(file)
    .pipe(parseCsv({ columns: true, bom: true, delimiter: ',', info: true, skip_empty_lines: true, relax_column_count: true }));
  for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
    // Cells our exports guarded against spreadsheet formulas read back as they were.
    yield { line: info.lines, raw: Object.fromEntries(Object.entries(record).map(([k, v]) => [k, unguardSpreadsheetCell(v)])) };
  }
}

async function* readJsonl(file: string): AsyncGenerator<SourceRecord> {
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (!text.trim()) continue;
    try {
      const value: unknown = JSON.parse(text);
      yield isObject(value) ? { line, raw: value } : { line, error: 'not a JSON object' };
    } catch (error) {
      yield { line, error: `invalid JSON (${(error as Error).message})` };
    }
  }
}

async function readJsonDocument(file: string): Promise<unknown> {
  try {
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as unknown;
  } catch (error) {
    throw new Error(`${path.basename(file)} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

const isFeatureCollection = (doc: unknown): doc is { features: unknown[] } => isObject(doc) && doc.type === 'FeatureCollection' && Array.isArray(doc.features);

function* featuresOf(doc: { features: unknown[] }): Generator<SourceRecord> {
  for (const [i, feature] of doc.features.entries()) yield { line: i + 1, ...featureRecord(feature) };
}

async function* readJsonArray(file: string): AsyncGenerator<SourceRecord> {
  const doc = await readJsonDocument(file);
  // A Linked Places file is often named .json: a FeatureCollection is read as one.
  if (isFeatureCollection(doc)) {
    yield* featuresOf(doc);
    return;
  }
  if (!Array.isArray(doc)) throw new Error('A .json import must be an array of event objects or a FeatureCollection');
  for (const [i, value] of doc.entries()) yield isObject(value) ? { line: i + 1, raw: value } : { line: i + 1, error: 'not a JSON object' };
}

async function* readGeoJson(file: string): AsyncGenerator<SourceRecord> {
  const doc = await readJsonDocument(file);
  if (!isFeatureCollection(doc)) throw new Error('A .geojson, .lpf.json or .jsonld import must be a FeatureCollection');
  yield* featuresOf(doc);
}

/** Records of a file; `line` is the CSV/JSONL line, or the 1-based record number in JSON and GeoJSON. */
export function readRecords(file: string, format = formatOfFile(file)): AsyncGenerator<SourceRecord> {
  switch (format) {
    case 'csv':
      return readCsv(file);
    case 'jsonl':
      return readJsonl(file);
    case 'json':
      return readJsonArray(file);
    case 'geojson':
    case 'lpf':
      return readGeoJson(file);
  }
}
