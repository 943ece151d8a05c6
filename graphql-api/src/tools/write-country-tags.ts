/** Rewrites seed-data/subcategory-country-tags.json from the curated events. */
import fs from 'node:fs';
import { loadSeedData } from '../modules/seed/seed-data/seed-record.js';
import { deriveSubcategoryCountryTags, SUBCATEGORY_COUNTRY_TAGS_FILE } from '../modules/seed/seed-data/subcategory-country-tags.js';

const mapping = deriveSubcategoryCountryTags(loadSeedData().events);
fs.writeFileSync(SUBCATEGORY_COUNTRY_TAGS_FILE, `${JSON.stringify(mapping, null, 2)}\n`);
console.log(`Wrote ${Object.keys(mapping).length} subcategories to ${SUBCATEGORY_COUNTRY_TAGS_FILE}`);
