/**
 * The names open data gives our columns: `date` for startDate, `lat`/`lon`, `title`, `place`.
 * Matched ignoring case, spaces, dashes and underscores (`Start_Date`, `start date`), so a file
 * needs no editing before an import; a column both spelled ours and aliased keeps ours.
 */
import { EXPORT_COLUMNS } from './event-export.js';

const squash = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');

const ALIASES: Record<string, string> = {
  date: 'startDate',
  start: 'startDate',
  begin: 'startDate',
  from: 'startDate',
  year: 'startDate',
  end: 'endDate',
  to: 'endDate',
  until: 'endDate',
  lat: 'latitude',
  lon: 'longitude',
  lng: 'longitude',
  long: 'longitude',
  title: 'name',
  label: 'name',
  place: 'location',
  placename: 'location',
  wikipedia: 'wikiUrl',
  wikipediaurl: 'wikiUrl',
  url: 'wikiUrl',
  type: 'category',
  summary: 'description',
  license: 'licence',
};

const OURS = new Map([...EXPORT_COLUMNS, 'source', 'licence'].map((c) => [squash(c), c]));

/** Our name for a column of a file, or the name unchanged when we have none. */
export function canonicalColumn(name: string): string {
  const key = squash(name);
  return OURS.get(key) ?? ALIASES[key] ?? name;
}

/** The record with our column names; our own spelling wins over an alias of the same column. */
export function renameColumns(raw: Record<string, unknown>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const name = canonicalColumn(key);
    const exact = OURS.has(squash(key));
    if (!(name in row) || exact) row[name] = value;
  }
  return row;
}
