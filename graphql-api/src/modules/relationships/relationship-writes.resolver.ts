import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import { requireUser } from '../auth/roles.js';
import { RelationshipTypeEnum } from '../graph/vocabulary.enums.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import type { GraphQLContext } from '../shared/request-context.js';
import { EventRelationship } from './event-relationship.entity.js';
import { addRelationship, removeRelationship } from './relationship-writes.service.js';

/** Creators' typed links between events (issue 25, point 9). */
@Resolver(() => EventRelationship)
export class RelationshipWritesResolver {
  @Mutation(() => EventRelationship, {
    description:
      "Links an event you submitted to another event with a type (moderators and admins: any event). Refused: a link to itself or one that exists with this type (BAD_USER_INPUT), an event you did not submit (FORBIDDEN), an unknown event (NOT_FOUND). It replaces the server's suggestion for the pair.",
  })
  async addEventRelationship(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('sourceEventId', () => ID, { description: 'Your event: the source ("source <type> target").' }) sourceEventId: string,
    @Arg('targetEventId', () => ID, { description: 'The event it relates to.' }) targetEventId: string,
    @Arg('relationshipType', () => RelationshipTypeEnum, { description: 'How the source relates to the target.' }) relationshipType: string,
    @Arg('description', () => String, { nullable: true, description: 'One sentence on the link, up to 500 characters.' }) description?: string | null,
  ): Promise<EventRelationship> {
    const user = await requireUser(req, em);
    await limitRequest(auth.rateLimiter, em, req, 'linkEdit', user.id);
    return addRelationship(em, user, { sourceEventId, targetEventId, relationshipType, description });
  }

  @Mutation(() => ID, {
    description: 'Removes a link you added (moderators and admins: any link people made); answers its id. Suggested links are dismissed instead.',
  })
  async removeEventRelationship(@Ctx() { em, req, auth }: GraphQLContext, @Arg('id', () => ID, { description: 'The link.' }) id: string): Promise<string> {
    const user = await requireUser(req, em);
    await limitRequest(auth.rateLimiter, em, req, 'linkEdit', user.id);
    return removeRelationship(em, user, id);
  }
}
