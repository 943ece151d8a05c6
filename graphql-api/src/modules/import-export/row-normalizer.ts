/**
 * Turns a raw record from a file (CSV cells are all strings, JSON has types, GeoJSON has a geometry)
 * into the shape EventInputSchema validates. Lenient about form (column names, numbers as text,
 * lists as JSON or "a; b", years as numbers), strict about meaning: the schema and the moderator
 * decide what is refused. What open data rarely has but the spec requires of an upload (the
 * significance, a description, a place name, a category of our tree) is filled from --default or
 * from what the row says, and each fill that was not asked for is a warning for the line.
 */
import { yearText } from '../../domain/edtf-numbering.js';
import type { Violation } from '../../lib/errors.js';
import { placeCategory, type CategoryMap } from './category-mapping.js';
import { renameColumns } from './column-names.js';

const LIST_FIELDS = ['participants', 'tags', 'countryTags'] as const;
const NUMBER_FIELDS = ['latitude', 'longitude', 'radius', 'casualties'] as const;
const JSON_FIELDS = ['attachedMedia', 'sources'] as const;

/** Fields --default may fill where a row has none. */
export const DEFAULTABLE_FIELDS = ['significance', 'description', 'location', 'category', 'subcategory'] as const;
export type DefaultableField = (typeof DEFAULTABLE_FIELDS)[number];

/** What is written when the file says nothing and no --default was given: true, and easy to find. */
export const NOT_STATED = {
  significance: 'Not stated in the imported data.',
  description: 'No description in the imported data.',
} as const;

export interface NormalizeOptions {
  defaults?: Partial<Record<DefaultableField, string>>;
  categoryMap?: CategoryMap;
}

export interface NormalizedRow {
  input: Record<string, unknown>;
  /** Columns the importer reads besides the event input. */
  id?: string;
  verificationStatus?: string;
  /** What was filled or dropped without being asked: imported, and said for the line. */
  warnings: Violation[];
}

function blankToNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

function toList(value: unknown): unknown {
  if (value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value; // the schema reports it
    }
  }
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);
}

function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const n = Number(value.trim());
  return value.trim() !== '' && Number.isFinite(n) ? n : value;
}

function toJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** A year given as a number (JSON `1066`, `-490`) is the plain date of that year. */
function toDateText(value: unknown): unknown {
  return typeof value === 'number' && Number.isInteger(value) && value !== 0 ? yearText(value) : value;
}

/** NOAA-style names "1755 earthquake - PORTUGAL: LISBON" carry the place after " - ". */
function placeFromName(name: unknown): string | undefined {
  if (typeof name !== 'string' || !name.trim()) return undefined;
  const dash = name.indexOf(' - ');
  return dash > 0 ? name.slice(dash + 3).trim() : name.trim();
}

function fillProse(row: Record<string, unknown>, options: NormalizeOptions): Violation[] {
  const warnings: Violation[] = [];
  const defaults = options.defaults ?? {};
  for (const field of DEFAULTABLE_FIELDS) if (row[field] == null && defaults[field] !== undefined) row[field] = defaults[field];
  if (row.location == null) {
    const place = placeFromName(row.name);
    row.location = place;
    if (place !== undefined) warnings.push({ field: 'location', message: `not in the file; taken from the name ("${place}")` });
  }
  if (row.significance == null) {
    const source = typeof row.source === 'string' ? `Recorded in ${row.source}${typeof row.licence === 'string' ? ` (${row.licence})` : ''}.` : null;
    const significance = source ?? NOT_STATED.significance;
    row.significance = significance;
    warnings.push({ field: 'significance', message: `not in the file; wrote "${significance}" (give one with --default significance=...)` });
  }
  if (row.description == null && row.name != null) {
    row.description = NOT_STATED.description;
    warnings.push({ field: 'description', message: `not in the file; wrote "${NOT_STATED.description}" (give one with --default description=...)` });
  }
  return warnings;
}

export function normalizeRow(raw: Record<string, unknown>, options: NormalizeOptions = {}): NormalizedRow {
  const row = renameColumns(raw);
  for (const [key, value] of Object.entries(row)) row[key] = blankToNull(value);
  for (const f of NUMBER_FIELDS) if (f in row) row[f] = row[f] === null ? null : toNumber(row[f]);
  for (const f of LIST_FIELDS) if (f in row) row[f] = toList(row[f]);
  for (const f of ['startDate', 'endDate']) if (f in row) row[f] = toDateText(row[f]);
  // Lists of objects: a CSV cell holds them as JSON text (as the export writes them).
  for (const f of JSON_FIELDS) if (f in row) row[f] = row[f] === null ? undefined : toJson(row[f]);

  const warnings = placeCategory(row, options.categoryMap ?? new Map());
  warnings.push(...fillProse(row, options));

  const { id, verificationStatus, source: _source, licence: _licence, ...input } = row;
  for (const [key, value] of Object.entries(input)) if (value === null) delete input[key];
  return {
    input,
    id: typeof id === 'string' ? id : undefined,
    verificationStatus: typeof verificationStatus === 'string' ? verificationStatus : undefined,
    warnings,
  };
}
