/**
 * The mapping of subcategories to country tag lists (spec section 3 leaves its contents unshown).
 * It is stored in seed-data/subcategory-country-tags.json, next to the events it is derived from:
 * for every subcategory of the tree, the country tags of the curated events in it, most used first.
 * The Event Browser and the upload wizard offer these tags once a subcategory is chosen.
 * Regenerate after changing the dataset: `npm run seed:country-tags -w graphql-api`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CATEGORIES } from '../../../domain/categories.js';
import { SEED_DATA_DIR, type SeedEvent } from './seed-record.js';

export type SubcategoryCountryTags = Record<string, string[]>;

export const SUBCATEGORY_COUNTRY_TAGS_FILE = path.join(SEED_DATA_DIR, 'subcategory-country-tags.json');

/** Every subcategory of the tree, in tree order, with its tags ordered by use (ties alphabetically). */
export function deriveSubcategoryCountryTags(events: readonly SeedEvent[]): SubcategoryCountryTags {
  const mapping: SubcategoryCountryTags = {};
  for (const subcategory of CATEGORIES.flatMap((c) => c.subcategories)) {
    const counts = new Map<string, number>();
    for (const e of events) {
      if (e.subcategory !== subcategory) continue;
      for (const tag of e.countryTags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
    mapping[subcategory] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([tag]) => tag);
  }
  return mapping;
}

export function readSubcategoryCountryTags(): SubcategoryCountryTags {
  return JSON.parse(fs.readFileSync(SUBCATEGORY_COUNTRY_TAGS_FILE, 'utf8')) as SubcategoryCountryTags;
}
