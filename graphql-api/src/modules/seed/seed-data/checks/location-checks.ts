/**
 * Coordinates against the place a record names: on land when it names a land place, and inside
 * (or near the border of) the modern country its location ends with. The audit found a Peruvian
 * site placed in the Pacific off Panama (a latitude sign) and a Polish place for a book printed in
 * Germany; both checks catch that kind of slip.
 */
import type { SeedEvent } from '../seed-record.js';
import { acceptedPolygons, inDisputedArea, locationCountries } from './country-names.js';
import { countryIndex, landIndex, type PolygonIndex } from './polygon-index.js';

/** A coastal town's coordinates often fall a little offshore of the 1:10m coastline. */
export const COASTAL_KM = 5;
/** The vent of an island volcano can lie in a caldera that is sea today (Thera, Krakatoa). */
export const ERUPTION_KM = 25;
/** Battlefields, ruins and towns near a border may fall just across the 1:10m line. */
export const BORDER_KM = 25;
/** world-atlas polygons stop at 85.2°S; south of this is the Antarctic plateau (the South Pole). */
const ANTARCTIC_PLATEAU = -85;

type Placed = Pick<SeedEvent, 'key' | 'name' | 'location' | 'latitude' | 'longitude' | 'battleType' | 'tags'>;

const SEA_WORDS = /\b(off|seas?|straits?|gulf|bay|ocean|channel|reef|ice shelf)\b/i;
const SHIP_LOST = /\b(shipwreck|sinking|sank|sunk|wreck of)\b/i;
const AT_SEA_TAGS = new Set(['shipwreck', 'naval battle', 'maritime disaster']);

/**
 * Why an event is exempt from the land and country checks, or null when it names a land place:
 * a naval battleType, a name about a ship lost, a tag naming a sea fight or wreck, or a location naming a
 * body of water ("off Gravelines", "Sunda Strait", "Bay of Pigs" and the like).
 */
export function atSeaReason(e: Placed): string | null {
  if (/naval/i.test(e.battleType ?? '')) return 'naval battle';
  if (SHIP_LOST.test(e.name)) return 'a ship lost';
  if (e.tags.some((t) => AT_SEA_TAGS.has(t))) return 'tagged as at sea';
  if (SEA_WORDS.test(e.location)) return `location names water ("${SEA_WORDS.exec(e.location)![0]}")`;
  return null;
}

const isEruption = (e: Placed) => /\beruption\b/i.test(e.name);

/** Records whose point is farther from land than a coastal tolerance though they name a land place. */
export function offLand(events: readonly Placed[], land: PolygonIndex = landIndex()): string[] {
  const failures: string[] = [];
  for (const e of events) {
    if (atSeaReason(e) || e.latitude <= ANTARCTIC_PLATEAU || land.containing(e.latitude, e.longitude).length > 0) continue;
    const tolerance = isEruption(e) ? ERUPTION_KM : COASTAL_KM;
    const km = land.within(e.latitude, e.longitude, 200).get('land');
    if (km !== undefined && km <= tolerance) continue;
    const distance = km === undefined ? 'over 200 km' : `${Math.round(km)} km`;
    failures.push(`${e.key}: (${e.latitude}, ${e.longitude}) is ${distance} from land, but "${e.location}" is a land place`);
  }
  return failures;
}

/** The country polygons at or near a point (within BORDER_KM). */
export function countriesNear(latitude: number, longitude: number, index: PolygonIndex = countryIndex()): string[] {
  if (latitude <= ANTARCTIC_PLATEAU) return ['Antarctica'];
  return [...new Set([...index.containing(latitude, longitude), ...index.within(latitude, longitude, BORDER_KM).keys()])];
}

/**
 * Records whose location does not end with a modern country, or whose point lies in none of the
 * countries it names anywhere (allowing BORDER_KM of border and a country's overseas parts).
 */
export function wrongCountry(events: readonly Placed[], index: PolygonIndex = countryIndex()): string[] {
  const failures: string[] = [];
  for (const e of events) {
    if (atSeaReason(e)) continue;
    const { named, endsWithCountry } = locationCountries(e.location, index.names);
    if (!endsWithCountry) {
      failures.push(`${e.key}: "${e.location}" does not end with a modern country name`);
      continue;
    }
    const near = countriesNear(e.latitude, e.longitude, index);
    const matches = (country: string, polygon: string) => acceptedPolygons(country).has(polygon) || inDisputedArea(country, polygon, e.latitude, e.longitude);
    if (named.some((country) => near.some((polygon) => matches(country, polygon)))) continue;
    const found = index.containing(e.latitude, e.longitude)[0] ?? 'no country (sea)';
    failures.push(`${e.key}: "${e.location}" names ${named.join(' or ')}, but (${e.latitude}, ${e.longitude}) is in ${found}`);
  }
  return failures;
}
