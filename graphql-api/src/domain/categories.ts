/** The spec's category tree (section 3). */

export interface Category {
  name: string;
  subcategories: readonly string[];
  /** Conflicts and prosperity draw as territorial circles with the event radius (spec section 9). */
  largeArea: boolean;
}

export const CATEGORIES: readonly Category[] = [
  {
    name: 'Major Disruptions and Conflicts',
    largeArea: true,
    subcategories: [
      'Military Conflicts and Territorial Changes',
      'Natural Disasters and Environmental Events',
      'Political and Social Upheavals',
      'Religious Conflicts',
    ],
  },
  { name: 'Global Periods of Prosperity', largeArea: true, subcategories: ['Golden Ages', 'Economic booms', 'Market expansions'] },
  { name: 'Art', largeArea: false, subcategories: ['Visual', 'Decorative', 'Performing', 'Literature', 'Music'] },
  {
    name: 'Culture',
    largeArea: false,
    subcategories: ['Media', 'Philosophy', 'Architecture', 'Fashion', 'Festivals', 'Expositions', 'Sports', 'National Parks and Landmarks'],
  },
  {
    name: 'Science and Tech',
    largeArea: false,
    subcategories: ['Major inventions', 'Major discoveries', 'Scientific societies and intellectual salons'],
  },
  { name: 'Social', largeArea: false, subcategories: ['Education', 'Health', 'Philanthropy'] },
  { name: 'Economics', largeArea: false, subcategories: ['Industrial advances', 'Agriculture', 'Finance'] },
];

export function categoryByName(name: string | null | undefined): Category | undefined {
  return CATEGORIES.find((c) => c.name === name);
}

/** The category a subcategory belongs to. */
export function categoryOfSubcategory(subcategory: string): Category | undefined {
  return CATEGORIES.find((c) => c.subcategories.includes(subcategory));
}

export function isLargeAreaCategory(name: string | null | undefined): boolean {
  return categoryByName(name)?.largeArea ?? false;
}
