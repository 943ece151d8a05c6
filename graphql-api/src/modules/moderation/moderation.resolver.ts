import { Arg, Args, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { requireUuid } from '../../lib/uuid.js';
import type { GraphQLContext } from '../shared/request-context.js';
import { MODERATOR, requireRole } from '../auth/roles.js';
import { connectionOf } from '../graph/connection.type.js';
import { offsetConnection, PagingArgs, readPaging } from '../graph/paging.js';
import { ModerationActionEnum } from '../graph/vocabulary.enums.js';
import { ModerationLogEntry } from './moderation-log.entity.js';

@ObjectType('LinkFeedbackCounts', { description: "Answers people gave on an event's linked connection." })
export class LinkFeedbackCounts {
  @Field(() => Int, { description: "'Looks Right' answers." }) looksRight!: number;
  @Field(() => Int, { description: "'Not Related' answers." }) notRelated!: number;
  @Field(() => Int, { description: "'Confirm' answers." }) confirm!: number;
  @Field(() => Int, { description: "'Reject' answers." }) reject!: number;
}

export const ModerationLogConnection = connectionOf(ModerationLogEntry, 'ModerationLog', 'moderation record');
export type ModerationLogConnection = InstanceType<typeof ModerationLogConnection>;

@Resolver()
export class ModerationResolver {
  @Query(() => ModerationLogConnection, {
    nullable: true,
    description: 'Moderators and admins: moderation records, newest first, refused submissions with their violations included.',
  })
  async moderationLog(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Args(() => PagingArgs) paging: PagingArgs,
    @Arg('eventId', () => ID, { nullable: true, description: 'Only this event.' }) eventId?: string,
    @Arg('action', () => ModerationActionEnum, { nullable: true, description: 'Only this kind of record.' }) action?: string,
  ): Promise<ModerationLogConnection> {
    await requireRole(req, em, MODERATOR);
    const where: Record<string, string> = {};
    if (eventId) where.eventId = requireUuid(eventId, 'eventId');
    if (action) where.action = action;
    return offsetConnection(auth.cursors, `moderation-log:${eventId ?? ''}:${action ?? ''}`, readPaging(paging, 20), async (offset, limit) => {
      const [rows, total] = await em.findAndCount(ModerationLogEntry, where, { orderBy: { createdAt: 'desc', id: 'asc' }, offset, limit });
      return { rows, total };
    });
  }

  @Query(() => LinkFeedbackCounts, { nullable: true, description: "Moderators and admins: the answers on an event's linked connection." })
  async linkFeedbackCounts(
    @Ctx() { em, req }: GraphQLContext,
    @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string,
  ): Promise<LinkFeedbackCounts> {
    await requireRole(req, em, MODERATOR);
    const rows = await em
      .getConnection()
      .execute<{ answer: string; n: number }[]>(
        `select answer, count(*)::int as n from link_feedback where event_id = ? and relationship_id is null group by answer`,
        [requireUuid(eventId, 'eventId')],
      );
    const n = (a: string) => rows.find((r) => r.answer === a)?.n ?? 0;
    return { looksRight: n('looks_right'), notRelated: n('not_related'), confirm: n('confirm'), reject: n('reject') };
  }
}
