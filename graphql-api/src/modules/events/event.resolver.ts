import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { EventRelationship } from '../relationships/event-relationship.entity.js';
import { HistoricalEvent } from './event.entity.js';
import { EventService, DEFAULT_PAGE_SIZE, encodeCursor } from './event.service.js';
import { EventConnection, EventFilterInput } from './event.type.js';

@Resolver(() => HistoricalEvent)
export class EventResolver {
  @Query(() => EventConnection, { description: 'Events in timeline order, filtered and paged (Relay connection; at most 500 a page).' })
  async events(
    @Ctx() { em }: GraphQLContext,
    @Arg('filter', () => EventFilterInput, { nullable: true, description: 'Conditions on the events.' }) filter?: EventFilterInput,
    @Arg('first', () => Int, { nullable: true, description: 'Page size (default 100, max 500).' }) first?: number,
    @Arg('after', () => String, { nullable: true, description: 'Cursor to continue after.' }) after?: string,
  ): Promise<EventConnection> {
    const page = await new EventService(em).page(filter ?? {}, first ?? DEFAULT_PAGE_SIZE, after);
    return {
      edges: page.events.map((node) => ({ node, cursor: encodeCursor(node) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Query(() => HistoricalEvent, { nullable: true, description: 'One event by id, or null when there is none.' })
  async event(@Ctx() { loaders }: GraphQLContext, @Arg('id', () => ID, { description: 'Event id.' }) id: string): Promise<HistoricalEvent | null> {
    return loaders.eventById.load(id);
  }

  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The event this one anchors to (linkedEventId).' })
  async linkedEvent(@Root() event: HistoricalEvent, @Ctx() { loaders }: GraphQLContext): Promise<HistoricalEvent | null> {
    return event.linkedEventId ? loaders.eventById.load(event.linkedEventId) : null;
  }

  @FieldResolver(() => [EventRelationship], { description: 'Relationships where this event is the source or the target.' })
  async relationships(@Root() event: HistoricalEvent, @Ctx() { loaders }: GraphQLContext): Promise<EventRelationship[]> {
    return loaders.relationshipsByEventId.load(event.id);
  }
}
