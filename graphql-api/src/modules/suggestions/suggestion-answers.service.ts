import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { requireUuid } from '../../lib/uuid.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { LinkFeedback } from '../link-feedback/link-feedback.entity.js';
import { voterKey, type Voter } from '../link-feedback/link-feedback.service.js';
import { EventRelationship } from '../relationships/event-relationship.entity.js';
import { isModerator } from '../auth/roles.js';
import type { User } from '../users/user.entity.js';
import type { LinkReview, SuggestedLinkAnswer } from './suggestion.types.js';

/** The spec's two answers on a suggested link (Confirm and Reject are for manual ones). */
export const SUGGESTION_ANSWERS = ['looks_right', 'not_related'] as const;

const AnswerSchema = z.object({
  id: z.uuid({ message: 'Not a link id' }),
  answer: z.enum(SUGGESTION_ANSWERS, { message: 'A suggested link takes LOOKS_RIGHT or NOT_RELATED' }),
});

/**
 * Stores one account's answer on a link, or replaces the one it gave before (the partial unique
 * index on link and account keeps it one, also when two answers race). `previous` is read in the
 * same statement, from before it.
 */
const UPSERT_SQL = `with previous as (select answer from link_feedback where relationship_id = ? and user_id = ?)
  insert into link_feedback (id, event_id, linked_event_id, relationship_id, answer, user_id, voter_key, created_at)
  values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, now())
  on conflict (relationship_id, user_id) where relationship_id is not null
  do update set answer = excluded.answer, voter_key = excluded.voter_key, created_at = now()
  returning id, (select answer from previous) as previous`;

/** A signed-in account's 'Looks Right' / 'Not Related' on a suggested link: one per account, a second one replaces it. */
export async function answerSuggestion(em: EntityManager, user: User, input: unknown, voter: Voter): Promise<SuggestedLinkAnswer> {
  const data = parseOrThrow(AnswerSchema, input);
  const link = await em.findOne(EventRelationship, data.id);
  if (!link) throw new NotFoundError(`No link with id ${data.id}`);
  if (link.connectionType !== 'suggested') throw new ValidationError([{ field: 'id', message: 'Only a suggested link takes these answers' }]);
  const [row] = await em.execute<{ id: string; previous: string | null }[]>(UPSERT_SQL, [
    link.id,
    user.id,
    link.sourceEventId,
    link.targetEventId,
    link.id,
    data.answer,
    user.id,
    voterKey(voter),
  ]);
  const feedback = await em.findOneOrFail(LinkFeedback, row!.id, { refresh: true });
  return { feedback, previousAnswer: row!.previous };
}

type Counts = NonNullable<LinkReview['feedback']>;
const noAnswers = (): Counts => ({ looksRight: 0, notRelated: 0, confirm: 0, reject: 0 });
const COUNT_KEYS: Record<string, keyof Counts> = { looks_right: 'looksRight', not_related: 'notRelated', confirm: 'confirm', reject: 'reject' };

/** The viewer's side of every link of an event: their answers and links, and for moderators the counts. */
export async function linkReview(em: EntityManager, viewer: User | null, eventId: string): Promise<LinkReview[]> {
  const id = requireUuid(eventId, 'eventId');
  if (!(await em.count(HistoricalEvent, { id }))) throw new NotFoundError(`No event with id ${id}`);
  const links = await em.find(EventRelationship, { $or: [{ sourceEventId: id }, { targetEventId: id }] }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  const ids = links.map((l) => l.id);
  const mine = viewer && ids.length ? await em.find(LinkFeedback, { relationshipId: { $in: ids }, userId: viewer.id }) : [];
  const counts = new Map<string, Counts>();
  if (viewer && isModerator(viewer) && ids.length) {
    const rows = await em.execute<{ relationship_id: string; answer: string; n: number }[]>(
      'select relationship_id, answer, count(*)::int as n from link_feedback where relationship_id = any(?::uuid[]) group by relationship_id, answer',
      [`{${ids.join(',')}}`],
    );
    for (const r of rows) {
      const c = counts.get(r.relationship_id) ?? noAnswers();
      c[COUNT_KEYS[r.answer]!] = r.n;
      counts.set(r.relationship_id, c);
    }
  }
  return links.map((link) => ({
    relationshipId: link.id,
    yourAnswer: mine.find((f) => f.relationshipId === link.id)?.answer ?? null,
    addedByYou: Boolean(viewer && link.createdBy === viewer.id),
    feedback: viewer && isModerator(viewer) ? (counts.get(link.id) ?? noAnswers()) : null,
  }));
}
