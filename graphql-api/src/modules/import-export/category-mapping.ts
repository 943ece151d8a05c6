/**
 * Category words of other datasets, placed in the spec's tree. A word we know (built in, or mapped
 * with --map-category) is placed silently; any other is dropped with a warning for its line, since
 * an event without a category is still an event and the word is not evidence of anything wrong.
 */
import { CATEGORIES, categoryOfSubcategory } from '../../domain/categories.js';
import type { Violation } from '../../lib/errors.js';

export interface CategoryPlace {
  category: string;
  subcategory?: string;
  battleType?: string;
}

/** Words the open datasets we met use (the real-events corpus: battle, disaster). */
const BUILT_IN: Record<string, CategoryPlace> = {
  battle: { category: 'Major Disruptions and Conflicts', subcategory: 'Military Conflicts and Territorial Changes', battleType: 'battle' },
  war: { category: 'Major Disruptions and Conflicts', subcategory: 'Military Conflicts and Territorial Changes', battleType: 'war' },
  siege: { category: 'Major Disruptions and Conflicts', subcategory: 'Military Conflicts and Territorial Changes', battleType: 'siege' },
  disaster: { category: 'Major Disruptions and Conflicts', subcategory: 'Natural Disasters and Environmental Events' },
  earthquake: { category: 'Major Disruptions and Conflicts', subcategory: 'Natural Disasters and Environmental Events' },
  revolution: { category: 'Major Disruptions and Conflicts', subcategory: 'Political and Social Upheavals' },
  invention: { category: 'Science and Tech', subcategory: 'Major inventions' },
  discovery: { category: 'Science and Tech', subcategory: 'Major discoveries' },
};

const wordKey = (word: string) => word.trim().toLowerCase();

/** A category or subcategory of the tree by its name (any letter case), or null. */
export function resolveCategoryTarget(name: string): CategoryPlace | null {
  const key = wordKey(name);
  const category = CATEGORIES.find((c) => c.name.toLowerCase() === key);
  if (category) return { category: category.name };
  for (const c of CATEGORIES) {
    const subcategory = c.subcategories.find((s) => s.toLowerCase() === key);
    if (subcategory) return { category: c.name, subcategory };
  }
  return null;
}

/** word -> place, from --map-category options, checked when the import starts. */
export type CategoryMap = ReadonlyMap<string, CategoryPlace>;

export function categoryMapKey(word: string): string {
  return wordKey(word);
}

function place(word: string, map: CategoryMap): CategoryPlace | undefined {
  return map.get(wordKey(word)) ?? BUILT_IN[wordKey(word)];
}

const hint = (word: string) => `map it with --map-category ${JSON.stringify(wordKey(word))}="<a category or subcategory>"`;

/**
 * Puts a row's category and subcategory words into the tree, in place. Returns the warnings for
 * words it could not place (they are removed from the row).
 */
export function placeCategory(row: Record<string, unknown>, map: CategoryMap): Violation[] {
  const warnings: Violation[] = [];
  const { category, subcategory } = row;
  if (typeof category === 'string' && !CATEGORIES.some((c) => c.name === category)) {
    const found = place(category, map) ?? resolveCategoryTarget(category);
    delete row.category;
    if (found) {
      row.category = found.category;
      if (found.subcategory && row.subcategory == null) row.subcategory = found.subcategory;
      if (found.battleType && row.battleType == null) row.battleType = found.battleType;
    } else {
      warnings.push({ field: 'category', message: `"${category}" is not in our category tree; imported without a category (${hint(category)})` });
    }
  }
  if (typeof subcategory === 'string' && !categoryOfSubcategory(subcategory)) {
    const found = place(subcategory, map) ?? resolveCategoryTarget(subcategory);
    delete row.subcategory;
    if (found?.subcategory) {
      row.subcategory = found.subcategory;
      row.category ??= found.category;
    } else {
      warnings.push({ field: 'subcategory', message: `"${subcategory}" is not a subcategory of ours; imported without one (${hint(subcategory)})` });
    }
  }
  return warnings;
}
