import type { GraphQLResolveInfo } from 'graphql';
import { Ctx, FieldResolver, Info, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { loadEvent } from '../events/event-loaders.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { EventRelationship } from './event-relationship.entity.js';
import { selectedLinkEnds } from './link-ends-selection.js';
import { relationshipsByEventId } from './relationship-loaders.js';

// The resolvers take only the properties they need (`@Root('id')`): a bare `@Root()` has type-graphql
// copy each plain row into a new instance of the entity class (running its initialisers, a
// random UUID among them) on every call, hundreds of times for a nested page.

/**
 * The two events of a relationship: the ones read with it (relationshipsByEventId joins the columns
 * the query asks of them), else batched per request (one query for a page, not one per link).
 * Not async: an end read with its link is answered as it is, without a promise for each of a
 * nested page's 400 ends.
 */
@Resolver(() => EventRelationship)
export class RelationshipResolver {
  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The source event.' })
  source(
    @Root('sourceEventId') id: string,
    @Root('sourceEvent') read: HistoricalEvent | undefined,
    @Ctx() { loaders }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): HistoricalEvent | Promise<HistoricalEvent | null> {
    return read ?? loadEvent(loaders, id, info);
  }

  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The target event.' })
  target(
    @Root('targetEventId') id: string,
    @Root('targetEvent') read: HistoricalEvent | undefined,
    @Ctx() { loaders }: GraphQLContext,
    @Info() info: GraphQLResolveInfo,
  ): HistoricalEvent | Promise<HistoricalEvent | null> {
    return read ?? loadEvent(loaders, id, info);
  }
}

/** An event's relationships: this module adds the field to the event type, so events need not know it. */
@Resolver(() => HistoricalEvent)
export class EventRelationshipsResolver {
  @FieldResolver(() => [EventRelationship], { description: 'Relationships where this event is the source or the target (each resolves both events).' })
  async relationships(@Root('id') eventId: string, @Ctx() { loaders }: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<EventRelationship[]> {
    return loaders.get(relationshipsByEventId).load({ eventId, ends: selectedLinkEnds(info) });
  }
}
