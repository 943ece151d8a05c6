import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../lib/errors.js';
import type { HistoricalEvent } from './event.entity.js';
import { eventsByIds } from './event-columns.js';
import { likePattern } from './event-filter.js';
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

  async search(query: string, first = SEARCH_DEFAULT_RESULTS): Promise<HistoricalEvent[]> {
    return eventsByIds(this.em, await this.rankedIds(query, first));
  }

  /** The ids of the best `first` matches, best first (the events themselves are read by the caller, a page at a time). */
  async rankedIds(query: string, first = SEARCH_DEFAULT_RESULTS): Promise<string[]> {
    const q = query.trim().toLowerCase();
    if (q.length < SEARCH_MIN_LENGTH) {
      throw new ValidationError([{ field: 'q', message: `Search needs at least ${SEARCH_MIN_LENGTH} characters` }], 'Search too short');
    }
    const limit = Math.min(Math.max(first, 1), SEARCH_MAX_RESULTS);
    const found = new Map<string, { tier: number; exact: boolean; similarity: number; startYear: number }>();
    for (const [tier, { where, params }] of tiers(q).entries()) {
      if (found.size >= limit) break;
      const rows = await queryRows<{ id: string; exact: boolean; similarity: number; startYear: number }>(
        this.em,
        `select "id", lower("name") = ? as "exact", similarity(lower("name"), ?) as "similarity", "start_year" as "startYear"
           from "historical_events" where ${where} limit ${SEARCH_TIER_LIMIT}`,
        [q, q, ...params],
      );
      for (const row of rows) if (!found.has(row.id)) found.set(row.id, { ...row, tier });
    }
    const ranked = [...found.entries()]
      .sort(
        ([idA, a], [idB, b]) =>
          a.tier - b.tier ||
          Number(b.exact) - Number(a.exact) ||
          b.similarity - a.similarity ||
          a.startYear - b.startYear ||
          (idA < idB ? -1 : idA > idB ? 1 : 0),
      )
      .slice(0, limit)
      .map(([id]) => id);
    return ranked;
  }
}
