/**
 * Turns a raw record from a file (CSV cells are all strings, JSON has types, GeoJSON has a geometry)
 * into the shape EventInputSchema validates. Lenient about form (numbers as text, lists as JSON or
 * "a; b"), strict about meaning: the schema and the moderator decide what is accepted.
 */
import { CATEGORIES } from '../../domain/categories.js';

const LIST_FIELDS = ['participants', 'tags', 'countryTags'] as const;
const NUMBER_FIELDS = ['latitude', 'longitude', 'radius', 'casualties'] as const;

/** Category words other datasets use, mapped into the spec's tree. */
const CATEGORY_ALIASES: Record<string, { category: string; subcategory: string; battleType?: string }> = {
  battle: { category: 'Major Disruptions and Conflicts', subcategory: 'Military Conflicts and Territorial Changes', battleType: 'battle' },
  war: { category: 'Major Disruptions and Conflicts', subcategory: 'Military Conflicts and Territorial Changes', battleType: 'war' },
  siege: { category: 'Major Disruptions and Conflicts', subcategory: 'Military Conflicts and Territorial Changes', battleType: 'siege' },
  disaster: { category: 'Major Disruptions and Conflicts', subcategory: 'Natural Disasters and Environmental Events' },
  earthquake: { category: 'Major Disruptions and Conflicts', subcategory: 'Natural Disasters and Environmental Events' },
  revolution: { category: 'Major Disruptions and Conflicts', subcategory: 'Political and Social Upheavals' },
  invention: { category: 'Science and Tech', subcategory: 'Major inventions' },
  discovery: { category: 'Science and Tech', subcategory: 'Major discoveries' },
};

const TREE_NAMES = new Set(CATEGORIES.map((c) => c.name));

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
  return text.split(';').map((s) => s.trim()).filter(Boolean);
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

/** NOAA-style names "1755 earthquake - PORTUGAL: LISBON" carry the place after " - ". */
function placeFromName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const dash = name.indexOf(' - ');
  return dash > 0 ? name.slice(dash + 3).trim() : name.trim();
}

export interface NormalizedRow {
  input: Record<string, unknown>;
  /** Columns the importer reads besides the event input. */
  id?: string;
  verificationStatus?: string;
}

export function normalizeRow(raw: Record<string, unknown>): NormalizedRow {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) row[key] = blankToNull(value);
  for (const f of NUMBER_FIELDS) if (f in row) row[f] = row[f] === null ? null : toNumber(row[f]);
  for (const f of LIST_FIELDS) if (f in row) row[f] = toList(row[f]);
  if ('attachedMedia' in row) row.attachedMedia = row.attachedMedia === null ? undefined : toJson(row.attachedMedia);

  const alias = typeof row.category === 'string' && !TREE_NAMES.has(row.category) ? CATEGORY_ALIASES[row.category.trim().toLowerCase()] : undefined;
  if (alias) {
    row.category = alias.category;
    row.subcategory ??= alias.subcategory;
    if (alias.battleType) row.battleType ??= alias.battleType;
  }
  row.location ??= placeFromName(row.name);
  if (row.significance == null && typeof row.source === 'string') {
    row.significance = `Recorded in ${row.source}${typeof row.licence === 'string' ? ` (${row.licence})` : ''}.`;
  }

  const { id, verificationStatus, source: _source, licence: _licence, ...input } = row;
  for (const [key, value] of Object.entries(input)) if (value === null) delete input[key];
  return {
    input,
    id: typeof id === 'string' ? id : undefined,
    verificationStatus: typeof verificationStatus === 'string' ? verificationStatus : undefined,
  };
}
