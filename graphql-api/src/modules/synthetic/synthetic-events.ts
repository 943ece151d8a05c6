/**
 * Plausible synthetic events for scale tests and benchmarks: weighted towards the periods with more
 * recorded history, placed on land (mostly around historical centres), spread over every category
 * and subcategory, with valid dates and every required field. Deterministic for a given seed.
 * Names say "(synthetic)" so nobody mistakes them for history.
 */
import { CATEGORIES } from '../../domain/categories.js';
import { PERIODS } from '../../domain/periods.js';
import { daysInMonth, formatDateString } from '../../domain/time.js';
import type { EventInput } from '../events/event.inputs.js';
import { eventRowFromInput } from '../events/event-row.js';
import { landMask } from './land-mask.js';
import { Random } from './random.js';

const PERIOD_WEIGHTS = [4, 10, 16, 14, 12, 19, 25];

const HUBS: readonly { place: string; country: string; lat: number; lon: number }[] = [
  { place: 'Rome', country: 'Italy', lat: 41.9, lon: 12.5 },
  { place: 'Athens', country: 'Greece', lat: 37.98, lon: 23.73 },
  { place: 'Cairo', country: 'Egypt', lat: 30.04, lon: 31.24 },
  { place: 'Baghdad', country: 'Iraq', lat: 33.31, lon: 44.36 },
  { place: 'Istanbul', country: 'Turkey', lat: 41.01, lon: 28.98 },
  { place: 'Jerusalem', country: 'Israel', lat: 31.77, lon: 35.21 },
  { place: 'Persepolis', country: 'Iran', lat: 29.93, lon: 52.89 },
  { place: "Xi'an", country: 'China', lat: 34.34, lon: 108.94 },
  { place: 'Beijing', country: 'China', lat: 39.9, lon: 116.4 },
  { place: 'Kyoto', country: 'Japan', lat: 35.01, lon: 135.77 },
  { place: 'Delhi', country: 'India', lat: 28.61, lon: 77.21 },
  { place: 'Pataliputra', country: 'India', lat: 25.6, lon: 85.14 },
  { place: 'Angkor', country: 'Cambodia', lat: 13.41, lon: 103.87 },
  { place: 'Samarkand', country: 'Uzbekistan', lat: 39.65, lon: 66.96 },
  { place: 'Paris', country: 'France', lat: 48.86, lon: 2.35 },
  { place: 'London', country: 'United Kingdom', lat: 51.51, lon: -0.13 },
  { place: 'Madrid', country: 'Spain', lat: 40.42, lon: -3.7 },
  { place: 'Vienna', country: 'Austria', lat: 48.21, lon: 16.37 },
  { place: 'Berlin', country: 'Germany', lat: 52.52, lon: 13.4 },
  { place: 'Moscow', country: 'Russia', lat: 55.76, lon: 37.62 },
  { place: 'Timbuktu', country: 'Mali', lat: 16.77, lon: -3.01 },
  { place: 'Great Zimbabwe', country: 'Zimbabwe', lat: -20.27, lon: 30.93 },
  { place: 'Axum', country: 'Ethiopia', lat: 14.13, lon: 38.72 },
  { place: 'Lagos', country: 'Nigeria', lat: 6.52, lon: 3.38 },
  { place: 'Cape Town', country: 'South Africa', lat: -33.92, lon: 18.42 },
  { place: 'Tenochtitlan', country: 'Mexico', lat: 19.43, lon: -99.13 },
  { place: 'Cusco', country: 'Peru', lat: -13.53, lon: -71.97 },
  { place: 'Boston', country: 'United States', lat: 42.36, lon: -71.06 },
  { place: 'Chicago', country: 'United States', lat: 41.88, lon: -87.63 },
  { place: 'Rio de Janeiro', country: 'Brazil', lat: -22.91, lon: -43.17 },
  { place: 'Buenos Aires', country: 'Argentina', lat: -34.6, lon: -58.38 },
  { place: 'Sydney', country: 'Australia', lat: -33.87, lon: 151.21 },
  { place: 'Jakarta', country: 'Indonesia', lat: -6.2, lon: 106.85 },
  { place: 'Seoul', country: 'South Korea', lat: 37.57, lon: 126.98 },
];

const TEMPLATES: Record<string, string> = {
  'Military Conflicts and Territorial Changes': 'Battle near',
  'Natural Disasters and Environmental Events': 'Great flood at',
  'Political and Social Upheavals': 'Uprising in',
  'Religious Conflicts': 'Religious strife in',
  'Golden Ages': 'Golden age of',
  'Economic booms': 'Trade boom in',
  'Market expansions': 'New market at',
  Visual: 'Painting school of',
  Decorative: 'Ceramic workshops of',
  Performing: 'Theatre troupe of',
  Literature: 'Epic poem from',
  Music: 'Musical tradition of',
};

export interface SyntheticOptions {
  seed?: number;
}

function syntheticInput(rng: Random, index: number): EventInput {
  const period = rng.weighted(PERIODS, PERIOD_WEIGHTS);
  const last = period === PERIODS[PERIODS.length - 1];
  let year = rng.int(period.startYear, last ? period.endYear : period.endYear - 1);
  if (year === 0) year = 1;
  const category = rng.pick(CATEGORIES);
  const subcategory = rng.pick(category.subcategories);
  const hub = rng.pick(HUBS);
  const { latitude, longitude, nearHub } = placeOnLand(rng, hub);
  const precision = year > 1000 ? rng.pick(['year', 'month', 'day'] as const) : 'year';
  const month = precision === 'year' ? null : rng.int(1, 12);
  const day = precision === 'day' && month ? rng.int(1, daysInMonth(year, month)) : null;
  const startDate = formatDateString({ year, month, day, precision });
  const lasts = category.largeArea && rng.next() < 0.5;
  const endYear = lasts ? Math.min(last ? 2000 : period.endYear - 1, year + rng.int(1, 40)) : null;
  const place = nearHub
    ? hub.place
    : `a place ${Math.abs(Math.round(latitude))}°${latitude >= 0 ? 'N' : 'S'} ${Math.abs(Math.round(longitude))}°${longitude >= 0 ? 'E' : 'W'}`;
  const name = `${TEMPLATES[subcategory] ?? `${subcategory} in`} ${place} #${index + 1} (synthetic)`;
  const casualties = category.name === 'Major Disruptions and Conflicts' ? rng.int(0, 50_000) : null;
  return {
    name,
    period: period.key,
    eventType: rng.weighted(['real', 'alternative', 'whatif'] as const, [90, 4, 6]),
    culturalType: category.largeArea ? null : rng.pick(['scientific', 'artistic', 'cultural', 'achievement'] as const),
    category: category.name,
    subcategory,
    startDate,
    endDate: endYear !== null && endYear > year ? formatDateString({ year: endYear === 0 ? 1 : endYear, month: null, day: null, precision: 'year' }) : null,
    latitude,
    longitude,
    radius: category.largeArea ? rng.int(50, 1500) * 1000 : rng.int(5, 20) * 1000,
    description: `A synthetic ${subcategory.toLowerCase()} event generated for scale testing near ${place}. It is not history.`,
    significance: `Synthetic record ${index + 1}, used to measure Epoch Atlas at scale.`,
    participants: Array.from({ length: rng.int(1, 6) }, (_, i) => `Participant ${i + 1} of event ${index + 1}`),
    battleType: subcategory === 'Military Conflicts and Territorial Changes' ? 'land battle' : null,
    casualties,
    location: nearHub ? `${hub.place}, ${hub.country}` : place,
    attachedMedia: [],
    linkedEventId: null,
    relationshipType: null,
    tags: ['synthetic', subcategory.toLowerCase().split(' ')[0]!],
    countryTags: nearHub ? [hub.country] : [],
  };
}

/** 70% of events cluster around a historical centre; the rest anywhere on land. */
function placeOnLand(rng: Random, hub: (typeof HUBS)[number]): { latitude: number; longitude: number; nearHub: boolean } {
  const mask = landMask();
  if (rng.next() < 0.7) {
    for (let attempt = 0; attempt < 8; attempt++) {
      const latitude = hub.lat + rng.gaussian() * 3;
      const longitude = hub.lon + rng.gaussian() * 4;
      if (Math.abs(latitude) < 85 && Math.abs(longitude) <= 180 && mask.isLand(latitude, longitude)) {
        return { latitude: round(latitude), longitude: round(longitude), nearHub: true };
      }
    }
  }
  const cell = mask.cells[Math.floor(rng.next() * mask.cells.length)]!;
  const latitude = 90 - Math.floor(cell / 360) - rng.next();
  const longitude = (cell % 360) - 180 + rng.next();
  return { latitude: round(latitude), longitude: round(longitude), nearHub: false };
}

const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** Rows ready for insertMany, in batches. */
export function* syntheticEventRows(count: number, batchSize: number, options: SyntheticOptions = {}) {
  const rng = new Random(options.seed ?? 20261122);
  for (let start = 0; start < count; start += batchSize) {
    const size = Math.min(batchSize, count - start);
    const rows = Array.from({ length: size }, (_, i) =>
      eventRowFromInput(syntheticInput(rng, start + i), {
        verificationStatus: rng.pick(['validated', 'validated', 'pending', 'disputed', 'rejected'] as const),
      }),
    );
    // A what-if anchors to a real event, as the moderator demands of people's submissions.
    let lastReal: (typeof rows)[number] | undefined;
    for (const row of rows) {
      if (row.eventType === 'real') lastReal = row;
      else if (row.eventType === 'whatif' && lastReal) Object.assign(row, { linkedEventId: lastReal.id, relationshipType: 'inspired_by' });
      else if (row.eventType === 'whatif') row.eventType = 'real';
    }
    yield rows;
  }
}
