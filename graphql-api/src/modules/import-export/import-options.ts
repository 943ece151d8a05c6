/**
 * The import's command-line choices, checked before any row is read: `--default field=text`
 * fills prose a file lacks, `--map-category word=Category or Subcategory` places a dataset's own
 * category words, `--edtf-dates keep|plain`. A mistake here stops the import with a message,
 * rather than turning into thousands of line warnings.
 */
import { categoryMapKey, resolveCategoryTarget, type CategoryPlace } from './category-mapping.js';
import type { EdtfImportMode } from './import-dates.js';
import { DEFAULTABLE_FIELDS, type DefaultableField, type NormalizeOptions } from './row-normalizer.js';

export interface ParsedImportOptions extends NormalizeOptions {
  edtfDates: EdtfImportMode;
}

/** `key=value`, the value optionally quoted (shells usually strip the quotes already). */
function splitPair(option: string, text: string): [string, string] {
  const eq = text.indexOf('=');
  if (eq <= 0) throw new Error(`${option} expects key=value, got "${text}"`);
  const value = text
    .slice(eq + 1)
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/^'(.*)'$/s, '$1');
  if (!value) throw new Error(`${option} ${text.slice(0, eq)}= needs a value`);
  return [text.slice(0, eq).trim(), value];
}

const isDefaultable = (field: string): field is DefaultableField => (DEFAULTABLE_FIELDS as readonly string[]).includes(field);

function parseDefaults(list: readonly string[]): Partial<Record<DefaultableField, string>> {
  const defaults: Partial<Record<DefaultableField, string>> = {};
  for (const item of list) {
    const [field, value] = splitPair('--default', item);
    if (!isDefaultable(field)) throw new Error(`--default ${field}: only ${DEFAULTABLE_FIELDS.join(', ')} can be given a default`);
    if (field === 'category' || field === 'subcategory') {
      const target = resolveCategoryTarget(value);
      if (!target || (field === 'subcategory' && !target.subcategory)) throw new Error(`--default ${field}: "${value}" is not a ${field} of ours`);
      defaults.category ??= target.category;
      if (target.subcategory) defaults.subcategory = target.subcategory;
    } else {
      defaults[field] = value;
    }
  }
  return defaults;
}

function parseCategoryMap(list: readonly string[]): Map<string, CategoryPlace> {
  const map = new Map<string, CategoryPlace>();
  for (const item of list) {
    const [word, target] = splitPair('--map-category', item);
    const place = resolveCategoryTarget(target);
    if (!place) throw new Error(`--map-category ${word}: "${target}" is neither a category nor a subcategory of ours`);
    map.set(categoryMapKey(word), place);
  }
  return map;
}

/** Throws Error with a message for the person at the command line. */
export function parseImportOptions(input: { defaults?: readonly string[]; mapCategory?: readonly string[]; edtfDates?: string }): ParsedImportOptions {
  const edtfDates = input.edtfDates ?? 'keep';
  if (edtfDates !== 'keep' && edtfDates !== 'plain') throw new Error('--edtf-dates must be keep or plain');
  return { defaults: parseDefaults(input.defaults ?? []), categoryMap: parseCategoryMap(input.mapCategory ?? []), edtfDates };
}
