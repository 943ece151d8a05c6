import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../graphql/errors.js';
import { HistoricalEvent } from './event.entity.js';
import { likePattern } from './event-filter.js';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_RESULTS = 200;
export const SEARCH_DEFAULT_RESULTS = 50;

/** Candidates taken from each tier before ranking: bounds the work for words that match everything. */
export const SEARCH_TIER_LIMIT = 400;

/**
 * Ranked, case-insensitive search over the searchable fields (spec section 2), in tiers: names
 * starting with the text, names containing it, full-text matches (all words, any order), then any
 * searchable field containing it (trigram index, so 3-character prefixes work). Each tier takes a
 * bounded number of candidates from its index, so a word found in a million events ("par" in
 * "Participant") costs no more than a rare one; the candidates are ranked by tier, then exact name,
 * then name similarity, then timeline order.
 */
export class EventSearchService {
  constructor(private readonly em: EntityManager) {}

  async search(query: string, first = SEARCH_DEFAULT_RESULTS): Promise<HistoricalEvent[]> {
    const q = query.trim().toLowerCase();
    if (q.length < SEARCH_MIN_LENGTH) {
      throw new ValidationError([{ field: 'q', message: `Search needs at least ${SEARCH_MIN_LENGTH} characters` }], 'Search too short');
    }
    const limit = Math.min(Math.max(first, 1), SEARCH_MAX_RESULTS);
    const like = likePattern(q);
    const prefix = like.slice(1); // "text%"
    const tier = SEARCH_TIER_LIMIT;
    const rows: { id: string }[] = await this.em.getConnection().execute(
      `with candidates as (
         (select id, 0 as tier from historical_events where lower(name) like ? limit ${tier})
         union all (select id, 1 from historical_events where lower(name) like ? limit ${tier})
         union all (select id, 2 from historical_events where search_vector @@ plainto_tsquery('simple', ?) limit ${tier})
         union all (select id, 3 from historical_events where search_text like ? limit ${tier})
       ), best as (select id, min(tier) as tier from candidates group by id)
       select e.id from best join historical_events e on e.id = best.id
        order by best.tier, lower(e.name) = ? desc, similarity(lower(e.name), ?) desc, e.start_year, e.id
        limit ?`,
      [prefix, like, q, like, q, q, limit],
    );
    if (rows.length === 0) return [];
    const events = await this.em.find(HistoricalEvent, { id: { $in: rows.map((r) => r.id) } });
    const byId = new Map(events.map((e) => [e.id, e]));
    return rows.map((r) => byId.get(r.id)).filter((e): e is HistoricalEvent => Boolean(e));
  }
}
