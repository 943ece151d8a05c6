import { Arg, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { requireUuid } from '../../lib/uuid.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { MODERATOR, requireRole } from '../auth/roles.js';
import { ModerationLogEntry } from './moderation-log.entity.js';

@ObjectType('LinkFeedbackCounts', { description: "Answers people gave on an event's linked connection." })
export class LinkFeedbackCounts {
  @Field(() => Int) looksRight!: number;
  @Field(() => Int) notRelated!: number;
  @Field(() => Int) confirm!: number;
  @Field(() => Int) reject!: number;
}

/** Moderators' reading: refused submissions, an event's history, and the connection feedback. */
@Resolver()
export class ModerationResolver {
  @Query(() => [ModerationLogEntry], { description: 'Moderators and admins: the most recent moderation records, refused submissions with their violations included.' })
  async moderationLog(
    @Ctx() { em, req }: GraphQLContext,
    @Arg('eventId', () => ID, { nullable: true, description: 'Only this event.' }) eventId?: string,
    @Arg('action', () => String, { nullable: true, description: 'submission_rejected or status_changed.' }) action?: string,
    @Arg('first', () => Int, { nullable: true, description: 'How many, newest first (default 20, max 200).' }) first?: number,
  ): Promise<ModerationLogEntry[]> {
    await requireRole(req, em, MODERATOR);
    const where: Record<string, string> = {};
    if (eventId) where.eventId = requireUuid(eventId, 'eventId');
    if (action) where.action = action;
    return em.find(ModerationLogEntry, where, { orderBy: { createdAt: 'desc', id: 'asc' }, limit: Math.min(Math.max(first ?? 20, 1), 200) });
  }

  @Query(() => LinkFeedbackCounts, { description: "Moderators and admins: the answers on an event's linked connection." })
  async linkFeedbackCounts(@Ctx() { em, req }: GraphQLContext, @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string): Promise<LinkFeedbackCounts> {
    await requireRole(req, em, MODERATOR);
    const rows = (await em.getConnection().execute(`select answer, count(*)::int as n from link_feedback where event_id = ? group by answer`, [requireUuid(eventId, 'eventId')])) as {
      answer: string;
      n: number;
    }[];
    const n = (a: string) => rows.find((r) => r.answer === a)?.n ?? 0;
    return { looksRight: n('looks_right'), notRelated: n('not_related'), confirm: n('confirm'), reject: n('reject') };
  }
}
