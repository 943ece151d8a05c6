import type { EntityManager } from '@mikro-orm/postgresql';
import { ValidationError } from '../../graphql/errors.js';
import { HistoricalEvent } from './event.entity.js';
import { likePattern } from './event-filter.js';

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_MAX_RESULTS = 200;
export const SEARCH_DEFAULT_RESULTS = 50;

/**
 * Ranked, case-insensitive search over the searchable fields (spec section 2). Candidates come from
 * the trigram index (substring, so 3-character prefixes work) or the full-text index (all words,
 * in any order); they are ranked by how well the name matches, then by full-text rank.
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
    const prefix = `${like.slice(1)}`; // "text%"
    const rows: { id: string }[] = await this.em.getConnection().execute(
      `select id from historical_events
        where search_text like ? or search_vector @@ plainto_tsquery('simple', ?)
        order by lower(name) = ? desc,
                 lower(name) like ? desc,
                 lower(name) like ? desc,
                 ts_rank(search_vector, plainto_tsquery('simple', ?)) desc,
                 similarity(lower(name), ?) desc,
                 start_year, id
        limit ?`,
      [like, q, q, prefix, like, q, q, limit],
    );
    if (rows.length === 0) return [];
    const events = await this.em.find(HistoricalEvent, { id: { $in: rows.map((r) => r.id) } });
    const byId = new Map(events.map((e) => [e.id, e]));
    return rows.map((r) => byId.get(r.id)).filter((e): e is HistoricalEvent => Boolean(e));
  }
}
