/**
 * Suggested connections (issue 25, point 9): which pairs of events the server proposes as belonging
 * together, and the sentence that says why. Pure and deterministic: the same events give the same
 * pairs, each once, in the same order, whatever order they come in. docs/data.md explains the rules.
 *
 * A pair is proposed when at least one rule holds; its reason names every rule that does:
 * - Same named conflict: both events' name or description name one war, crusade, revolt, rebellion
 *   or uprising ("the Second Punic War", "War of the Spanish Succession"), and they start at most
 *   CONFLICT_YEARS apart (names recur: the Russo-Turkish wars span two centuries). A name made only
 *   of generic words ("Civil War", "War of Independence", "Great War") names no one conflict.
 * - Shared participant: both list a participant that at most RARE_PARTICIPANT_EVENTS of all the
 *   events list, and they start at most PARTICIPANT_YEARS apart. A rare name (Ramesses II, Darius
 *   III) ties two events; an empire that dozens of events name (the Ottoman Empire: 49) does not.
 * - Same place at the same time: at most PLACE_KM apart (one city) and starting at most PLACE_YEARS
 *   apart.
 * Measured on the curated data (3,131 validated real events), these give about 180 conflict pairs,
 * 1,000 participant pairs and 320 place pairs, with at most a handful per event for place and time.
 */

export const CONFLICT_YEARS = 30;
export const RARE_PARTICIPANT_EVENTS = 4;
export const PARTICIPANT_YEARS = 25;
export const PLACE_KM = 10;
export const PLACE_YEARS = 2;

/** The widest window of any rule: pairs further apart in time are never compared. */
export const MAX_YEARS = Math.max(CONFLICT_YEARS, PARTICIPANT_YEARS, PLACE_YEARS);

export interface SuggestionCandidate {
  id: string;
  name: string;
  description: string;
  participants: readonly string[];
  startYear: number;
  latitude: number;
  longitude: number;
}

/**
 * A proposed link: the later event (then the larger id) is the source, so a confirmed link reads
 * forward in time as the relationship types do ("Gaugamela response_to Issus").
 */
export interface LinkSuggestion {
  sourceId: string;
  targetId: string;
  reason: string;
}

const CAPITALISED = String.raw`[A-Z][\p{L}'’.-]*`;
/** "Second Punic War", "Greco-Persian Wars", "First Crusade", "Ionian Revolt", "War of the Spanish Succession". */
const CONFLICT_NAME = new RegExp(
  String.raw`((?:${CAPITALISED}\s+){1,4}(?:Wars?|Crusade|Revolt|Rebellion|Uprising)(?![\p{L}])|Wars? of (?:the )?${CAPITALISED}(?:\s+${CAPITALISED})*)`,
  'gu',
);
/** Words that say what kind of conflict, not which one. */
const GENERIC_WORDS = new Set([
  'the',
  'of',
  'war',
  'wars',
  'crusade',
  'revolt',
  'rebellion',
  'uprising',
  'civil',
  'great',
  'holy',
  'independence',
  'liberation',
]);

/** The conflicts a text names, keyed by a normal form ("greco-persian war"), each with the name as written. */
export function conflictNames(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(CONFLICT_NAME)) {
    const name = match[1]!.replace(/^(The|A)\s+/, '').replace(/[–—]/g, '-');
    const words = name
      .toLowerCase()
      .replace(/['’.]/g, '')
      .split(/\s+/)
      .map((w) => (w === 'wars' ? 'war' : w));
    if (words.every((w) => GENERIC_WORDS.has(w))) continue;
    const key = words.join(' ');
    if (!found.has(key)) found.set(key, name);
  }
  return found;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const listed = (names: string[]) => (names.length < 3 ? names.join(' and ') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** Which rules a pair meets, as one sentence each (empty when none does). */
function reasonsFor(a: SuggestionCandidate, b: SuggestionCandidate, conflicts: Map<string, Map<string, string>>, rareParticipants: Set<string>): string[] {
  const years = Math.abs(a.startYear - b.startYear);
  const reasons: string[] = [];
  if (years <= CONFLICT_YEARS) {
    const ofB = conflicts.get(b.id)!;
    const shared = [...conflicts.get(a.id)!].filter(([key]) => ofB.has(key)).map(([, name]) => `the ${name}`);
    if (shared.length) reasons.push(`Both name ${listed(shared)}.`);
  }
  if (years <= PARTICIPANT_YEARS) {
    const shared = [...new Set(a.participants)].filter((p) => rareParticipants.has(p) && b.participants.includes(p)).sort();
    if (shared.length) reasons.push(`Both list ${listed(shared.slice(0, 3))} among the participants.`);
  }
  if (years <= PLACE_YEARS) {
    const km = distanceKm(a, b);
    const apart = `${km < 1 ? 'under 1 km' : `${Math.round(km)} km`} apart, ${years === 0 ? 'in the same year' : `${plural(years, 'year')} apart`}`;
    if (km <= PLACE_KM) reasons.push(`Same place and time: ${apart}.`);
  }
  return reasons;
}

/** Every pair the rules propose, sorted by the earlier event (start year, id), then the later. */
export function suggestLinks(events: readonly SuggestionCandidate[], participantCounts?: ReadonlyMap<string, number>): LinkSuggestion[] {
  const sorted = [...events].sort((x, y) => x.startYear - y.startYear || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
  const conflicts = new Map(sorted.map((e) => [e.id, conflictNames(`${e.name}. ${e.description}`)] as const));
  // Rarity is over all the events; a caller that passes only some of them (one event's years) gives the counts of all.
  const counts = new Map<string, number>();
  for (const e of sorted) for (const p of new Set(e.participants)) counts.set(p, (counts.get(p) ?? 0) + 1);
  for (const [p, n] of participantCounts ?? []) counts.set(p, n);
  const rare = new Set([...counts].filter(([, n]) => n >= 2 && n <= RARE_PARTICIPANT_EVENTS).map(([p]) => p));

  const suggestions: LinkSuggestion[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i]!;
    for (let j = i + 1; j < sorted.length && sorted[j]!.startYear - a.startYear <= MAX_YEARS; j++) {
      const b = sorted[j]!;
      const reasons = reasonsFor(a, b, conflicts, rare);
      if (reasons.length) suggestions.push({ sourceId: b.id, targetId: a.id, reason: reasons.join(' ') });
    }
  }
  return suggestions;
}

/** A pair's key, the same whichever way round: the ids in order. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}
