/**
 * World regions for the balance floors (issue 28, point 2). An event's region is that of the modern
 * country at its coordinates, so a record counts where it is drawn, whatever its tags say.
 */
import type { SeedEvent } from '../seed-record.js';
import { locationCountries } from './country-names.js';
import { countryIndex, type PolygonIndex } from './polygon-index.js';

export const REGIONS = [
  'Europe',
  'Middle East and North Africa',
  'Sub-Saharan Africa',
  'South Asia',
  'Southeast Asia',
  'East Asia',
  'Central Asia',
  'Oceania',
  'North America',
  'Latin America and the Caribbean',
  'Antarctica',
] as const;
export type Region = (typeof REGIONS)[number];

/** world-atlas country names per region; every name world-atlas has must appear once (a test holds it). */
export const COUNTRIES_BY_REGION: Record<Region, string[]> = {
  Europe: ['Albania', 'Andorra', 'Austria', 'Belarus', 'Belgium', 'Bosnia and Herz.', 'Bulgaria', 'Croatia', 'Czechia', 'Denmark', 'Estonia', 'Faeroe Is.', 'Finland', 'France', 'Germany', 'Gibraltar', 'Greece', 'Guernsey', 'Hungary', 'Iceland', 'Ireland', 'Isle of Man', 'Italy', 'Jersey', 'Kosovo', 'Latvia', 'Liechtenstein', 'Lithuania', 'Luxembourg', 'Macedonia', 'Malta', 'Moldova', 'Monaco', 'Montenegro', 'Netherlands', 'Norway', 'Poland', 'Portugal', 'Romania', 'Russia', 'San Marino', 'Serbia', 'Slovakia', 'Slovenia', 'Spain', 'Sweden', 'Switzerland', 'Ukraine', 'United Kingdom', 'Vatican', 'Åland'],
  'Middle East and North Africa': ['Turkey', 'Cyprus', 'N. Cyprus', 'Cyprus U.N. Buffer Zone', 'Akrotiri', 'Dhekelia', 'Georgia', 'Armenia', 'Azerbaijan', 'Iran', 'Saudi Arabia', 'Yemen', 'Oman', 'United Arab Emirates', 'Qatar', 'Bahrain', 'Kuwait', 'Iraq', 'Syria', 'Lebanon', 'Israel', 'Palestine', 'Jordan', 'Egypt', 'Sudan', 'Libya', 'Tunisia', 'Algeria', 'Morocco', 'W. Sahara'],
  'Sub-Saharan Africa': ['Angola', 'Benin', 'Botswana', 'Burkina Faso', 'Burundi', 'Cabo Verde', 'Cameroon', 'Central African Rep.', 'Chad', 'Comoros', 'Congo', "Côte d'Ivoire", 'Dem. Rep. Congo', 'Djibouti', 'Eq. Guinea', 'Eritrea', 'eSwatini', 'Ethiopia', 'Gabon', 'Gambia', 'Ghana', 'Guinea', 'Guinea-Bissau', 'Kenya', 'Lesotho', 'Liberia', 'Madagascar', 'Malawi', 'Mali', 'Mauritania', 'Mauritius', 'Mozambique', 'Namibia', 'Niger', 'Nigeria', 'Rwanda', 'S. Sudan', 'São Tomé and Principe', 'Saint Helena', 'Senegal', 'Seychelles', 'Sierra Leone', 'Somalia', 'Somaliland', 'South Africa', 'Tanzania', 'Togo', 'Uganda', 'Zambia', 'Zimbabwe'],
  'South Asia': ['India', 'Pakistan', 'Bangladesh', 'Sri Lanka', 'Nepal', 'Bhutan', 'Maldives', 'Afghanistan', 'Siachen Glacier', 'Br. Indian Ocean Ter.'],
  'Southeast Asia': ['Myanmar', 'Thailand', 'Laos', 'Cambodia', 'Vietnam', 'Malaysia', 'Singapore', 'Indonesia', 'Philippines', 'Brunei', 'Timor-Leste', 'Spratly Is.', 'Scarborough Reef'],
  'East Asia': ['China', 'Japan', 'North Korea', 'South Korea', 'Mongolia', 'Taiwan', 'Hong Kong', 'Macao'],
  'Central Asia': ['Kazakhstan', 'Uzbekistan', 'Turkmenistan', 'Kyrgyzstan', 'Tajikistan', 'Baikonur'],
  Oceania: ['Australia', 'New Zealand', 'Papua New Guinea', 'Fiji', 'Solomon Is.', 'Vanuatu', 'New Caledonia', 'Fr. Polynesia', 'Samoa', 'American Samoa', 'Tonga', 'Kiribati', 'Tuvalu', 'Nauru', 'Marshall Is.', 'Micronesia', 'Palau', 'Guam', 'N. Mariana Is.', 'Cook Is.', 'Niue', 'Wallis and Futuna Is.', 'Pitcairn Is.', 'Norfolk Island', 'Ashmore and Cartier Is.', 'Coral Sea Is.', 'Indian Ocean Ter.', 'Heard I. and McDonald Is.', 'U.S. Minor Outlying Is.'],
  'North America': ['United States of America', 'Canada', 'Greenland', 'Bermuda', 'St. Pierre and Miquelon'],
  'Latin America and the Caribbean': ['Mexico', 'Guatemala', 'Belize', 'Honduras', 'El Salvador', 'Nicaragua', 'Costa Rica', 'Panama', 'Cuba', 'USNB Guantanamo Bay', 'Haiti', 'Dominican Rep.', 'Jamaica', 'Puerto Rico', 'Bahamas', 'Trinidad and Tobago', 'Barbados', 'Saint Lucia', 'Grenada', 'St. Vin. and Gren.', 'Antigua and Barb.', 'St. Kitts and Nevis', 'Dominica', 'Anguilla', 'Montserrat', 'British Virgin Is.', 'U.S. Virgin Is.', 'Cayman Is.', 'Turks and Caicos Is.', 'Aruba', 'Curaçao', 'Sint Maarten', 'St-Martin', 'St-Barthélemy', 'Bajo Nuevo Bank', 'Serranilla Bank', 'Clipperton I.', 'Colombia', 'Venezuela', 'Guyana', 'Suriname', 'Ecuador', 'Peru', 'Bolivia', 'Brazil', 'Paraguay', 'Uruguay', 'Argentina', 'Chile', 'Falkland Is.', 'S. Geo. and the Is.'],
  Antarctica: ['Antarctica', 'Fr. S. Antarctic Lands'],
};

const REGION_OF_COUNTRY = new Map(REGIONS.flatMap((r) => COUNTRIES_BY_REGION[r].map((c) => [c, r] as const)));

/**
 * The region of a point in a country. Russia splits at 60°E (the Urals); a few countries' distant
 * parts count where they lie: France's and the Netherlands' Caribbean and Guiana, France's Indian
 * Ocean islands, Hawaii (Polynesia, not the North American continent) and Easter Island.
 */
export function regionOfCountry(country: string, latitude: number, longitude: number): Region | null {
  if (country === 'Russia') return longitude >= 60 || longitude < -150 ? 'Central Asia' : 'Europe';
  if ((country === 'France' || country === 'Netherlands') && longitude < -30) return 'Latin America and the Caribbean';
  if (country === 'France' && latitude < 0 && longitude > 30) return 'Sub-Saharan Africa';
  if (country === 'United States of America' && longitude < -150 && latitude < 30) return 'Oceania';
  if (country === 'Chile' && longitude < -100) return 'Oceania';
  return REGION_OF_COUNTRY.get(country) ?? null;
}

type Placed = Pick<SeedEvent, 'key' | 'location' | 'latitude' | 'longitude'>;

/**
 * The country an event counts for: the one at its point; for a point at sea, the country its
 * location names, or else the nearest country within 1,500 km.
 */
export function countryOfEvent(e: Placed, index: PolygonIndex = countryIndex()): string | null {
  const inside = index.containing(e.latitude, e.longitude)[0];
  if (inside) return inside;
  const named = locationCountries(e.location, index.names).named[0];
  if (named) return named;
  for (const km of [50, 300, 1500]) {
    const near = [...index.within(e.latitude, e.longitude, km)].sort((a, b) => a[1] - b[1])[0];
    if (near) return near[0];
  }
  return null;
}

export function regionOfEvent(e: Placed, index: PolygonIndex = countryIndex()): Region | null {
  const country = countryOfEvent(e, index);
  return country ? regionOfCountry(country, e.latitude, e.longitude) : null;
}
