import { Args, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { EventRevisionKind } from '../../../domain/enums.js';
import { connectionOf } from '../../graph/connection.type.js';
import { offsetConnection, PagingArgs, readPaging } from '../../graph/paging.js';
import type { GraphQLContext } from '../../shared/request-context.js';
import { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';

export const EventRevisionConnection = connectionOf(EventRevision, 'EventRevision', 'revision');
export type EventRevisionConnection = InstanceType<typeof EventRevisionConnection>;

/**
 * The public history: the changes that took effect. Proposals and their rejections are the
 * proposer's and the moderators' (myEvents, moderationQueue), so an event read stays the same for
 * every viewer (event reads are cached and shared).
 */
export const PUBLIC_HISTORY: readonly EventRevisionKind[] = ['created', 'edited', 'accepted', 'status_changed', 'reverted'];

@Resolver(() => HistoricalEvent)
export class EventHistoryResolver {
  @FieldResolver(() => EventRevisionConnection, {
    description:
      'The history of the event, newest first: every change that took effect (created, edited, an accepted edit, a status change, a revert) with who, when, why and the fields changed. Events seeded or imported before revisions were kept start at their first change.',
  })
  async revisions(
    @Root() event: HistoricalEvent,
    @Ctx() { em, auth }: GraphQLContext,
    @Args(() => PagingArgs) paging: PagingArgs,
  ): Promise<EventRevisionConnection> {
    const where = { eventId: event.id, kind: { $in: [...PUBLIC_HISTORY] } };
    return offsetConnection(auth.cursors, `revisions:${event.id}`, readPaging(paging, 20), async (offset, limit) => {
      const [rows, total] = await em.findAndCount(EventRevision, where, { orderBy: { version: 'desc' }, offset, limit });
      return { rows, total };
    });
  }
}
