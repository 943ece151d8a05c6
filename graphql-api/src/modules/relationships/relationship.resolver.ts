import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { eventById } from '../events/event-loaders.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { EventRelationship } from './event-relationship.entity.js';
import { relationshipsByEventId } from './relationship-loaders.js';

/** The two events of a relationship, batched per request (one query for a page, not one per link). */
@Resolver(() => EventRelationship)
export class RelationshipResolver {
  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The source event.' })
  async source(@Root() relationship: EventRelationship, @Ctx() { loaders }: GraphQLContext): Promise<HistoricalEvent | null> {
    return loaders.get(eventById).load(relationship.sourceEventId);
  }

  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The target event.' })
  async target(@Root() relationship: EventRelationship, @Ctx() { loaders }: GraphQLContext): Promise<HistoricalEvent | null> {
    return loaders.get(eventById).load(relationship.targetEventId);
  }
}

/** An event's relationships: this module adds the field to the event type, so events need not know it. */
@Resolver(() => HistoricalEvent)
export class EventRelationshipsResolver {
  @FieldResolver(() => [EventRelationship], { description: 'Relationships where this event is the source or the target (each resolves both events).' })
  async relationships(@Root() event: HistoricalEvent, @Ctx() { loaders }: GraphQLContext): Promise<EventRelationship[]> {
    return loaders.get(relationshipsByEventId).load(event.id);
  }
}
