/**
 * An event as schema.org `Event` JSON-LD, so search engines and link tools read our events as
 * events: dates as ISO 8601 (astronomical years, as ISO counts them: 490 BCE is -0489), the place
 * with its coordinates, and the Wikipedia and Wikidata pages as `sameAs`.
 */
import { isoBounds } from './edtf-numbering.js';
import { tryParseEventDate } from './edtf.js';

export interface JsonLdEvent {
  id: string;
  name: string;
  description: string;
  startDate: string;
  endDate?: string | null;
  location: string;
  latitude: number;
  longitude: number;
  wikiUrl?: string | null;
  wikidataId?: string | null;
}

/** The Wikidata page of an item id (Q and digits), for people. */
export const wikidataUrl = (id: string) => `https://www.wikidata.org/wiki/${id}`;
/** The Wikidata entity URI of an item id, for linked data (`sameAs`). */
export const wikidataEntity = (id: string) => `http://www.wikidata.org/entity/${id}`;

/** The item id in a Wikidata reference as other tools write it: `wd:Q1`, an entity URI or a page link. */
export function wikidataIdOf(ref: unknown): string | null {
  if (typeof ref !== 'string') return null;
  return /^(?:wd:|https?:\/\/(?:www\.)?wikidata\.org\/(?:wiki|entity)\/)(Q[1-9]\d*)$/.exec(ref.trim())?.[1] ?? null;
}

/** ISO 8601 has no qualifiers: "about 1450" is given as its bounds, the label says the rest. */
const isoOnly = (text: string | null) => text?.replace(/[~?%]+$/, '') ?? undefined;

export function eventJsonLd(e: JsonLdEvent, pageUrl: string): Record<string, unknown> {
  const start = tryParseEventDate(e.startDate);
  const end = tryParseEventDate(e.endDate) ?? start;
  const sameAs = [e.wikiUrl && /^https?:\/\//i.test(e.wikiUrl) ? e.wikiUrl : null, e.wikidataId ? wikidataUrl(e.wikidataId) : null].filter(
    (v): v is string => v !== null,
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: e.name,
    description: e.description,
    url: pageUrl,
    ...(start ? { startDate: isoOnly(isoBounds(start).earliest) } : {}),
    ...(end ? { endDate: isoOnly(isoBounds(end).latest) } : {}),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: e.location, geo: { '@type': 'GeoCoordinates', latitude: e.latitude, longitude: e.longitude } },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
