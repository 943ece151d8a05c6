/**
 * The moderation queue (issue 25): events still pending and proposed edits still waiting, oldest
 * first, with the changes; a moderator accepts or rejects a proposal with a reason (a new event is
 * decided with setVerificationStatus). Every decision is a revision, and the submitter is mailed.
 */
import type { GraphQLResolveInfo } from 'graphql';
import { Arg, Args, Ctx, Field, FieldResolver, ID, Info, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { ValidationError } from '../../../lib/errors.js';
import { isUuid } from '../../../lib/uuid.js';
import { parseOrThrow } from '../../../lib/zod-violations.js';
import { MODERATOR, requireRole } from '../../auth/roles.js';
import { connectionOf } from '../../graph/connection.type.js';
import { offsetConnection, PagingArgs, readPaging } from '../../graph/paging.js';
import { ModerationQueueItemKindEnum } from '../../graph/vocabulary.enums.js';
import type { GraphQLContext } from '../../shared/request-context.js';
import { limitRequest } from '../../rate-limit/limit-request.js';
import { loadEvent } from '../event-loaders.js';
import { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';
import { ModerationDecisions } from './moderation-decisions.js';
import { actorById, RevisionActor } from './revision-actor.js';
import { CommentSchema, ReasonSchema } from './revision-arguments.js';
import { changeList, type FieldChangeView } from './revision-changes.js';
import { FieldChange } from './revision.resolver.js';

@ObjectType('ModerationQueueItem', { description: 'Something waiting for a moderator: a new event, or a proposed edit of a published one.' })
export class ModerationQueueItem {
  @Field(() => ID, { description: 'The event id (NEW_EVENT) or the proposal revision id (PROPOSED_REVISION).' })
  id!: string;

  @Field(() => ModerationQueueItemKindEnum, { description: 'What waits.' })
  kind!: string;

  @Field(() => Date, { description: 'When it was sent in.' })
  submittedAt!: Date;

  @Field(() => EventRevision, {
    nullable: true,
    description: 'PROPOSED_REVISION: the proposal (its changes, comment and author). NEW_EVENT: its CREATED revision, when it has one.',
  })
  revision!: EventRevision | null;

  eventId!: string;
  submitterId!: string | null;
}

export const ModerationQueueConnection = connectionOf(ModerationQueueItem, 'ModerationQueue', 'waiting item');
export type ModerationQueueConnection = InstanceType<typeof ModerationQueueConnection>;

/** Pending events and undecided proposals, oldest first (ties by id, so pages never overlap). */
const QUEUE_SQL = `
  select 'new_event' as kind, e.id::text as id, e.created_at as at from historical_events e where e.verification_status = 'pending'
  union all
  select 'proposed_revision', p.id::text, p.created_at from event_revisions p
  where p.kind = 'proposed' and not exists (select 1 from event_revisions d where d.proposal_id = p.id)`;

@Resolver(() => ModerationQueueItem)
export class ModerationQueueResolver {
  @Query(() => ModerationQueueConnection, {
    description: 'Moderators and admins: events still pending and proposed edits still waiting, oldest first, with the proposed changes.',
  })
  async moderationQueue(@Ctx() { em, req, auth }: GraphQLContext, @Args(() => PagingArgs) paging: PagingArgs): Promise<ModerationQueueConnection> {
    await requireRole(req, em, MODERATOR);
    const connection = em.getConnection();
    return offsetConnection(auth.cursors, 'moderation-queue', readPaging(paging, 20), async (offset, limit) => {
      const [count] = await connection.execute<{ total: number }[]>(`select count(*)::int as total from (${QUEUE_SQL}) q`);
      const rows = await connection.execute<{ kind: string; id: string }[]>(`select kind, id from (${QUEUE_SQL}) q order by at, id limit ? offset ?`, [
        limit,
        offset,
      ]);
      const ids = rows.map((r) => r.id);
      const events = new Map((await em.find(HistoricalEvent, { id: { $in: ids } })).map((e) => [e.id, e]));
      const revisions = await em.find(EventRevision, { $or: [{ id: { $in: ids } }, { eventId: { $in: ids }, kind: 'created' }] });
      const proposals = new Map(revisions.map((r) => [r.id, r]));
      const created = new Map(revisions.filter((r) => r.kind === 'created').map((r) => [r.eventId, r]));
      const items = rows.map((row): ModerationQueueItem => {
        const event = events.get(row.id);
        if (event)
          return {
            id: event.id,
            kind: 'new_event',
            submittedAt: event.createdAt,
            revision: created.get(event.id) ?? null,
            eventId: event.id,
            submitterId: event.submittedBy ?? null,
          };
        const proposal = proposals.get(row.id)!;
        return {
          id: proposal.id,
          kind: 'proposed_revision',
          submittedAt: proposal.createdAt,
          revision: proposal,
          eventId: proposal.eventId,
          submitterId: proposal.actorId ?? null,
        };
      });
      return { rows: items, total: count?.total ?? 0 };
    });
  }

  @FieldResolver(() => HistoricalEvent, { description: 'The event as published now.' })
  async event(@Root() item: ModerationQueueItem, @Ctx() { loaders }: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<HistoricalEvent | null> {
    return loadEvent(loaders, item.eventId, info);
  }

  @FieldResolver(() => RevisionActor, { nullable: true, description: 'Who sent it in; null for events with no known submitter (seeded or imported).' })
  async submitter(@Root() item: ModerationQueueItem, @Ctx() { loaders }: GraphQLContext): Promise<RevisionActor | null> {
    return item.submitterId ? loaders.get(actorById).load(item.submitterId) : null;
  }

  @FieldResolver(() => [FieldChange], { description: 'PROPOSED_REVISION: the proposed changes, field by field; empty for NEW_EVENT.' })
  changes(@Root() item: ModerationQueueItem): FieldChangeView[] {
    return item.kind === 'proposed_revision' && item.revision ? changeList(item.revision.changes) : [];
  }

  @Mutation(() => EventRevision, {
    description:
      'Moderators and admins: accepts a proposed edit. It is checked again by the content rules and applied as an ACCEPTED revision; the submitter is mailed. VERSION_CONFLICT when the event changed since it was proposed. Answers the proposal, now ACCEPTED.',
  })
  async acceptRevision(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('revisionId', () => ID, { description: 'The proposed edit (a PROPOSED revision still waiting).' }) revisionId: string,
    @Arg('comment', () => String, { nullable: true, description: 'A note for the history (up to 500 characters).' }) comment?: string | null,
  ): Promise<EventRevision> {
    const id = revisionIdOf(revisionId);
    const note = comment == null ? null : parseOrThrow(CommentSchema, comment, 'comment');
    const moderator = await requireRole(req, em, MODERATOR);
    await limitRequest(auth.rateLimiter, em, req, 'eventEdit', moderator.id);
    return new ModerationDecisions(em, auth).accept(id, moderator, note);
  }

  @Mutation(() => EventRevision, {
    description:
      'Moderators and admins: rejects a proposed edit with a reason (1 to 1000 characters), recorded as a REJECTED revision; the event stays as it is and the submitter is mailed. Answers the proposal, now REJECTED.',
  })
  async rejectRevision(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('revisionId', () => ID, { description: 'The proposed edit (a PROPOSED revision still waiting).' }) revisionId: string,
    @Arg('reason', () => String, { description: 'Why, for the submitter (1 to 1000 characters).' }) reason: string,
  ): Promise<EventRevision> {
    const id = revisionIdOf(revisionId);
    const why = parseOrThrow(ReasonSchema, reason, 'reason');
    const moderator = await requireRole(req, em, MODERATOR);
    await limitRequest(auth.rateLimiter, em, req, 'eventEdit', moderator.id);
    return new ModerationDecisions(em, auth).reject(id, moderator, why);
  }
}

function revisionIdOf(id: string): string {
  if (!isUuid(id)) throw new ValidationError([{ field: 'revisionId', message: 'Not a revision id' }]);
  return id;
}
