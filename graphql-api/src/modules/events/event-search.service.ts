import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../lib/errors.js';
import type { HistoricalEvent } from './event.entity.js';
import { eventsByIds } from './event-columns.js';
import { likePattern } from '../../lib/like-pattern.js';
import { queryRows } from '../../db/pooled-query.js';
import { API_LIMITS } from '../../domain/api-limits.js';
import { SEARCH_MIN_LENGTH } from './event-filter.schema.js';

export const SEARCH_MAX_RESULTS: number = API_LIMITS.searchResults;
export const SEARCH_DEFAULT_RESULTS = 50;

/** Candidates taken from each tier before ranking: bounds the work for words that match everything. */
export const SEARCH_TIER_LIMIT = 400;

interface Tier {
  where: string;
  params: string[];
}

/**
 * The tiers, best first: names starting with the text (btree on lower(name), a range scan that
 * stops at its limit), names containing it (trigram index on lower(name)), any searchable field
 * containing it (trigram index on search_text, so 3-character prefixes work), then, for several
 * words, fields containing every word in any order (the same index, one LIKE per word).
 */
function tiers(q: string): Tier[] {
  const like = likePattern(q);
  const list: Tier[] = [
    { where: `lower("name") like ?`, params: [like.slice(1)] }, // "text%"
    { where: `lower("name") like ?`, params: [like] },
    { where: `"search_text" like ?`, params: [like] },
  ];
  const words = [...new Set(q.split(/\s+/).filter((w) => w.length > 0))];
  if (words.length > 1) list.push({ where: words.map(() => `"search_text" like ?`).join(' and '), params: words.map(likePattern) });
  return list;
}

/**
 * Ranked, case-insensitive search over the searchable fields (spec section 2). Results rank by
 * tier, then exact name, then name similarity, then timeline order. Tiers run one after another
 * and stop as soon as the better tiers hold enough results: since the tier ranks first, later tiers
 * could not make the list. Each tier reads at most SEARCH_TIER_LIMIT candidates from its index, so
 * a word found in a million events ("par" in "Participant") costs no more than a rare one.
 */
export class EventSearchService {
  constructor(private readonly em: EntityManager) {}

  async search(query: string, first = SEARCH_DEFAULT_RESULTS, year?: number | null): Promise<HistoricalEvent[]> {
    return eventsByIds(this.em, await this.rankedIds(query, first, year));
  }

  /**
   * The ids of the best `first` matches, best first (the events themselves are read by the caller,
   * a page at a time). With a `year` (the map's), matches near it come first: the year's distance
   * weighs as much as the tier, so "Paris" at 1789 ranks the storming of the Bastille above the 1900
   * Exposition, while an exact name still leads.
   */
  async rankedIds(query: string, first = SEARCH_DEFAULT_RESULTS, year?: number | null): Promise<string[]> {
    const q = query.trim().toLowerCase();
    if (q.length < SEARCH_MIN_LENGTH) {
      throw new ValidationError([{ field: 'q', message: `Search needs at least ${SEARCH_MIN_LENGTH} characters` }], 'Search too short');
    }
    const limit = Math.min(Math.max(first, 1), SEARCH_MAX_RESULTS);
    const near = year ?? null;
    const found = new Map<string, Candidate>();
    for (const [tier, { where, params }] of tiers(q).entries()) {
      // Without a year a later tier cannot outrank a full list; with one it can.
      if (found.size >= limit && near === null) break;
      const rows = await queryRows<Omit<Candidate, 'tier'>>(
        this.em,
        `select "id", lower("name") = ? as "exact", similarity(lower("name"), ?) as "similarity", "start_year" as "startYear", "end_year" as "endYear"
           from "historical_events" where ${where}${near === null ? '' : ` order by abs("start_year" - ${Math.trunc(near)})`} limit ${SEARCH_TIER_LIMIT}`,
        [q, q, ...params],
      );
      for (const row of rows) if (!found.has(row.id)) found.set(row.id, { ...row, tier });
    }
    return [...found.entries()]
      .sort(([idA, a], [idB, b]) => compareCandidates(a, b, near) || (idA < idB ? -1 : idA > idB ? 1 : 0))
      .slice(0, limit)
      .map(([id]) => id);
  }
}

interface Candidate {
  id: string;
  tier: number;
  exact: boolean;
  similarity: number;
  startYear: number;
  endYear: number;
}

/** Years away from an event's span that weigh as one tier. */
const YEARS_PER_TIER = 100;
/** How much distance can weigh at most: three tiers. */
const MAX_DISTANCE_WEIGHT = 3;

/** Years between `year` and the event's span (0 within it). */
export function yearsAway(e: Pick<Candidate, 'startYear' | 'endYear'>, year: number): number {
  return year < e.startYear ? e.startYear - year : year > e.endYear ? year - e.endYear : 0;
}

function compareCandidates(a: Candidate, b: Candidate, year: number | null): number {
  if (a.exact !== b.exact) return Number(b.exact) - Number(a.exact);
  if (year !== null) {
    const score = (c: Candidate) => c.tier + Math.min(MAX_DISTANCE_WEIGHT, yearsAway(c, year) / YEARS_PER_TIER);
    const byScore = score(a) - score(b);
    if (byScore !== 0) return byScore;
  }
  return a.tier - b.tier || b.similarity - a.similarity || a.startYear - b.startYear;
}
