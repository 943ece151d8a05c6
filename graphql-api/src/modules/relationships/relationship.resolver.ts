import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { EventRelationship } from './event-relationship.entity.js';

/** The two events of a relationship, batched per request (one query for a page, not one per link). */
@Resolver(() => EventRelationship)
export class RelationshipResolver {
  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The source event.' })
  async source(@Root() relationship: EventRelationship, @Ctx() { loaders }: GraphQLContext): Promise<HistoricalEvent | null> {
    return loaders.eventById.load(relationship.sourceEventId);
  }

  @FieldResolver(() => HistoricalEvent, { nullable: true, description: 'The target event.' })
  async target(@Root() relationship: EventRelationship, @Ctx() { loaders }: GraphQLContext): Promise<HistoricalEvent | null> {
    return loaders.eventById.load(relationship.targetEventId);
  }
}
