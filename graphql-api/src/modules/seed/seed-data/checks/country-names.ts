/**
 * Country names as records write them (the end of `location`, Natural Earth English short names)
 * mapped to the names world-atlas gives its polygons, which abbreviate ("Dem. Rep. Congo") and
 * spell some countries differently ("United States of America", "Czechia").
 */

/** Folds case, accents and punctuation so "Côte d'Ivoire", "Cote d'Ivoire" and "COTE DIVOIRE" meet. */
export function foldName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Written name -> world-atlas name, for the names that differ once folded. */
const ALIASES: Record<string, string> = {
  'united states': 'United States of America',
  usa: 'United States of America',
  us: 'United States of America',
  'u s': 'United States of America',
  england: 'United Kingdom',
  scotland: 'United Kingdom',
  wales: 'United Kingdom',
  'northern ireland': 'United Kingdom',
  uk: 'United Kingdom',
  'great britain': 'United Kingdom',
  britain: 'United Kingdom',
  'czech republic': 'Czechia',
  'democratic republic of the congo': 'Dem. Rep. Congo',
  'dr congo': 'Dem. Rep. Congo',
  'republic of the congo': 'Congo',
  'congo brazzaville': 'Congo',
  'central african republic': 'Central African Rep.',
  'bosnia and herzegovina': 'Bosnia and Herz.',
  'north macedonia': 'Macedonia',
  eswatini: 'eSwatini',
  swaziland: 'eSwatini',
  'ivory coast': "Côte d'Ivoire",
  'dominican republic': 'Dominican Rep.',
  'equatorial guinea': 'Eq. Guinea',
  'south sudan': 'S. Sudan',
  'solomon islands': 'Solomon Is.',
  'vatican city': 'Vatican',
  'holy see': 'Vatican',
  'western sahara': 'W. Sahara',
  'antigua and barbuda': 'Antigua and Barb.',
  'saint kitts and nevis': 'St. Kitts and Nevis',
  'saint vincent and the grenadines': 'St. Vin. and Gren.',
  'sao tome and principe': 'São Tomé and Principe',
  'cape verde': 'Cabo Verde',
  'east timor': 'Timor-Leste',
  burma: 'Myanmar',
  'faroe islands': 'Faeroe Is.',
  'marshall islands': 'Marshall Is.',
  'federated states of micronesia': 'Micronesia',
  'french polynesia': 'Fr. Polynesia',
  'cook islands': 'Cook Is.',
  'northern mariana islands': 'N. Mariana Is.',
  'us virgin islands': 'U.S. Virgin Is.',
  'british virgin islands': 'British Virgin Is.',
  'turks and caicos islands': 'Turks and Caicos Is.',
  'cayman islands': 'Cayman Is.',
  'falkland islands': 'Falkland Is.',
  'palestinian territories': 'Palestine',
  'state of palestine': 'Palestine',
  'west bank': 'Palestine',
  'gaza strip': 'Palestine',
  turkiye: 'Turkey',
  macau: 'Macao',
  'east germany': 'Germany',
  // The city's status is disputed and a point in it may fall in either polygon; the name stands alone.
  jerusalem: 'Israel',
  'west germany': 'Germany',
};

/**
 * Polygons that stand for part of another country, or for land two names share: a point in any
 * of them matches a location naming any other (a Hawaiian volcano in "United States", Hargeisa in
 * "Somalia", East Jerusalem written "Israel" or "Palestine").
 */
const GROUPS: string[][] = [
  ['United States of America', 'Puerto Rico', 'Guam', 'U.S. Virgin Is.', 'American Samoa', 'N. Mariana Is.', 'U.S. Minor Outlying Is.'],
  [
    'United Kingdom',
    'Gibraltar',
    'Bermuda',
    'Jersey',
    'Guernsey',
    'Isle of Man',
    'Falkland Is.',
    'Saint Helena',
    'Akrotiri',
    'Dhekelia',
    'Anguilla',
    'Montserrat',
    'British Virgin Is.',
    'Cayman Is.',
    'Turks and Caicos Is.',
    'Pitcairn Is.',
    'Br. Indian Ocean Ter.',
    'S. Geo. and the Is.',
  ],
  [
    'France',
    'Fr. Polynesia',
    'New Caledonia',
    'Wallis and Futuna Is.',
    'St. Pierre and Miquelon',
    'St-Martin',
    'St-Barthélemy',
    'Fr. S. Antarctic Lands',
    'Clipperton I.',
  ],
  ['Netherlands', 'Aruba', 'Curaçao', 'Sint Maarten'],
  ['Denmark', 'Greenland', 'Faeroe Is.'],
  ['Finland', 'Åland'],
  ['Australia', 'Norfolk Island', 'Indian Ocean Ter.', 'Ashmore and Cartier Is.', 'Coral Sea Is.', 'Heard I. and McDonald Is.'],
  ['New Zealand', 'Cook Is.', 'Niue'],
  ['China', 'Hong Kong', 'Macao'],
  ['Cyprus', 'N. Cyprus', 'Cyprus U.N. Buffer Zone', 'Akrotiri', 'Dhekelia'],
  ['Somalia', 'Somaliland'],
  ['Kazakhstan', 'Baikonur'],
  ['Serbia', 'Kosovo'],
  ['Morocco', 'W. Sahara'],
  ['Israel', 'Palestine'],
  ['Cuba', 'USNB Guantanamo Bay'],
  ['India', 'Siachen Glacier'],
  ['Pakistan', 'Siachen Glacier'],
];

/** The world-atlas name a written country name stands for, or null when it names no country. */
export function resolveCountry(written: string, known: readonly string[]): string | null {
  const folded = foldName(written);
  if (ALIASES[folded]) return ALIASES[folded];
  return known.find((name) => foldName(name) === folded) ?? null;
}

/**
 * Natural Earth draws Crimea inside Russia (de facto control); records follow the internationally
 * recognised border and write Ukraine, so a point there matches either.
 */
const DISPUTED_AREAS = [{ written: 'Ukraine', polygon: 'Russia', south: 44.3, north: 46.3, west: 32.4, east: 36.7 }];

/** Whether a point in `polygon` matches the written `country` because it lies in a disputed area. */
export function inDisputedArea(country: string, polygon: string, latitude: number, longitude: number): boolean {
  return DISPUTED_AREAS.some(
    (a) => a.written === country && a.polygon === polygon && latitude >= a.south && latitude <= a.north && longitude >= a.west && longitude <= a.east,
  );
}

/** The world-atlas names a point may carry and still match the written country (groups are not chained). */
export function acceptedPolygons(country: string): Set<string> {
  const accepted = new Set([country]);
  for (const group of GROUPS) if (group.includes(country)) for (const name of group) accepted.add(name);
  return accepted;
}

/** A segment of a location without the words that only qualify it ("the Philippines", "modern Ghana"). */
function bare(segment: string): string {
  return segment
    .replace(/^\s*(and|to|from|with|the|modern|present-day|today's|now)\s+/gi, '')
    .replace(/^\s*(the|modern)\s+/gi, '')
    .trim();
}

export interface NamedCountries {
  /** world-atlas names of every country the location names anywhere ("Hattusa, Turkey, and Thebes, Egypt"). */
  named: string[];
  /**
   * Whether it ends with a modern country: its last comma-separated part ("Egypt", "Iraq and Syria"),
   * or a closing "(modern Ghana)" after a historical name ("Feyiase, Asante (modern Ghana)"). A closing
   * note that names no country is skipped: "Quebec City, Canada (hypothetical scenario)".
   */
  endsWithCountry: boolean;
}

export function locationCountries(location: string, known: readonly string[]): NamedCountries {
  const resolveAll = (text: string) => text.split(/\s+and\s+|\s*\/\s*|\s*-\s*(?=[A-Z])/).map((p) => resolveCountry(bare(p), known));
  const named = new Set<string>();
  for (const segment of location.split(/[,;()]|\bto\b|\bfrom\b/)) {
    const whole = resolveCountry(bare(segment), known);
    for (const country of whole ? [whole] : resolveAll(segment)) if (country) named.add(country);
  }
  const closing = /\(([^()]*)\)\s*$/.exec(location)?.[1];
  const withoutNote = location.replace(/\s*\([^()]*\)\s*$/, '');
  const last = withoutNote.split(',').pop()!;
  const ends = (text: string) => resolveCountry(bare(text), known) !== null || resolveAll(text).every((c) => c !== null);
  return { named: [...named], endsWithCountry: ends(last) || (closing !== undefined && ends(closing.split(',').pop()!)) };
}
