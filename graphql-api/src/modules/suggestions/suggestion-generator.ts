import type { EntityManager } from '@mikro-orm/postgresql';
import { MAX_YEARS, suggestLinks, type LinkSuggestion, type SuggestionCandidate } from '../../domain/link-suggestions.js';

/**
 * The events the rules read: validated real events. Pending and refused submissions, disputed
 * records, legends and what-ifs are not proposed (a what-if has its anchor already).
 */
const CANDIDATES_SQL = `select id, name, description, participants, start_year as "startYear", latitude, longitude
  from historical_events where verification_status = 'validated' and event_type = 'real'`;

/**
 * Stores the proposals that are new. The database decides what is new, so two generators at once
 * or a moderator's answer meanwhile cannot bring back a pair: a pair with any link already (either
 * way round, any type), a pair where one event is the other's anchor, or a dismissed pair is left
 * out, and the unique index on a suggested pair lets each in once.
 */
const INSERT_SQL = `insert into event_relationships (id, source_event_id, target_event_id, reason, connection_type)
  select gen_random_uuid(), s.source, s.target, s.reason, 'suggested'
    from jsonb_to_recordset(?::jsonb) as s(source uuid, target uuid, reason text)
   where not exists (select 1 from event_relationships r
                      where (r.source_event_id = s.source and r.target_event_id = s.target)
                         or (r.source_event_id = s.target and r.target_event_id = s.source))
     and not exists (select 1 from historical_events e
                      where (e.id = s.source and e.linked_event_id = s.target) or (e.id = s.target and e.linked_event_id = s.source))
     and not exists (select 1 from dismissed_link_suggestions d
                      where d.first_event_id = least(s.source, s.target) and d.second_event_id = greatest(s.source, s.target))
  on conflict do nothing`;

const BATCH = 1000;

export interface GenerationResult {
  /** Pairs the rules propose now. */
  considered: number;
  /** Of those, stored by this run (the rest were linked, dismissed or proposed before). */
  proposed: number;
}

/**
 * Proposes links between the events that belong together (domain/link-suggestions.ts). Idempotent:
 * a second run stores nothing new. Runs in the caller's transaction when there is one (the seeder's).
 */
export async function generateSuggestions(em: EntityManager): Promise<GenerationResult> {
  return store(em, suggestLinks(await em.execute<SuggestionCandidate[]>(CANDIDATES_SQL)));
}

/**
 * Proposes the links of one event, just validated: the rules read only the events within the
 * widest rule's years of it (an index range, whatever the size of the data), with each of its
 * participants counted over all the events, so it proposes what a run over everything would.
 */
export async function generateSuggestionsFor(em: EntityManager, eventId: string): Promise<GenerationResult> {
  const [event] = await em.execute<SuggestionCandidate[]>(`${CANDIDATES_SQL} and id = ?`, [eventId]);
  if (!event) return { considered: 0, proposed: 0 };
  const nearby = await em.execute<SuggestionCandidate[]>(`${CANDIDATES_SQL} and start_year between ? and ?`, [
    event.startYear - MAX_YEARS,
    event.startYear + MAX_YEARS,
  ]);
  const counted = await em.execute<{ participant: string; events: number }[]>(
    `select p as participant, count(*)::int as events from historical_events, unnest(participants) as p
      where verification_status = 'validated' and event_type = 'real' and p in (select jsonb_array_elements_text(?::jsonb)) group by p`,
    // As JSON: knex would spread an array binding into a list of values.
    [JSON.stringify(event.participants)],
  );
  const counts = new Map(counted.map((c) => [c.participant, c.events]));
  const own = suggestLinks(nearby, counts).filter((s) => s.sourceId === eventId || s.targetId === eventId);
  return store(em, own);
}

async function store(em: EntityManager, suggestions: LinkSuggestion[]): Promise<GenerationResult> {
  let proposed = 0;
  for (let i = 0; i < suggestions.length; i += BATCH) {
    const rows = suggestions.slice(i, i + BATCH).map((s) => ({ source: s.sourceId, target: s.targetId, reason: s.reason }));
    const result = await em.execute<{ affectedRows: number }>(INSERT_SQL, [JSON.stringify(rows)], 'run');
    proposed += result.affectedRows;
  }
  return { considered: suggestions.length, proposed };
}
