import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { MODERATOR, requireRole, requireUser } from '../auth/roles.js';
import { sessionUserId } from '../auth/session.js';
import { LinkFeedbackAnswerEnum, RelationshipTypeEnum } from '../graph/vocabulary.enums.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import { EventRelationship } from '../relationships/event-relationship.entity.js';
import type { GraphQLContext } from '../shared/request-context.js';
import { User } from '../users/user.entity.js';
import { answerSuggestion, linkReview } from './suggestion-answers.service.js';
import { confirmSuggestion, dismissSuggestion } from './suggestion-review.service.js';
import { LinkReview, SuggestedLinkAnswer } from './suggestion.types.js';

/** Suggested connections (issue 25, point 9): people's answers on them, and moderators' decisions. */
@Resolver()
export class SuggestionResolver {
  @Mutation(() => SuggestedLinkAnswer, {
    description:
      "Signed-in accounts: answers 'Looks Right' (LOOKS_RIGHT) or 'Not Related' (NOT_RELATED) on a suggested link. One answer per account and link: a second one replaces the first (previousAnswer says which it was). Other answers, or a link that is not a suggestion: BAD_USER_INPUT.",
  })
  async answerSuggestedLink(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('id', () => ID, { description: 'The suggested link (an EventRelationship id).' }) id: string,
    @Arg('answer', () => LinkFeedbackAnswerEnum, { description: 'LOOKS_RIGHT or NOT_RELATED.' }) answer: string,
  ): Promise<SuggestedLinkAnswer> {
    const user = await requireUser(req, em);
    await limitRequest(auth.rateLimiter, em, req, 'linkFeedback', user.id);
    return answerSuggestion(em, user, { id, answer }, { userId: user.id, address: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });
  }

  @Mutation(() => EventRelationship, {
    description:
      "Moderators and admins: confirms a suggested link as a person's link (MANUAL) with the type given; the server's reason stays. Not a suggestion, or that link exists already: BAD_USER_INPUT.",
  })
  async confirmSuggestedLink(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('id', () => ID, { description: 'The suggested link.' }) id: string,
    @Arg('relationshipType', () => RelationshipTypeEnum, { description: 'How its source relates to its target.' }) relationshipType: string,
    @Arg('description', () => String, { nullable: true, description: 'One sentence on the link, up to 500 characters.' }) description?: string | null,
  ): Promise<EventRelationship> {
    const moderator = await requireRole(req, em, MODERATOR);
    await limitRequest(auth.rateLimiter, em, req, 'linkEdit', moderator.id);
    return confirmSuggestion(em, moderator, { id, relationshipType, description });
  }

  @Mutation(() => ID, {
    description: 'Moderators and admins: dismisses a suggested link as not related; the server never proposes the pair again. Answers its id.',
  })
  async dismissSuggestedLink(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('id', () => ID, { description: 'The suggested link.' }) id: string,
  ): Promise<string> {
    const moderator = await requireRole(req, em, MODERATOR);
    await limitRequest(auth.rateLimiter, em, req, 'linkEdit', moderator.id);
    return dismissSuggestion(em, moderator, id);
  }

  @Query(() => [LinkReview], {
    description:
      "The signed-in viewer's side of each of an event's links (in the order of HistoricalEvent.relationships): their answer, whether they added it and, for moderators and admins, the answers' counts. Signed out: no answers and no counts.",
  })
  async eventLinkReview(@Ctx() { em, req }: GraphQLContext, @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string): Promise<LinkReview[]> {
    const userId = sessionUserId(req);
    const viewer = userId ? await em.findOne(User, { id: userId }) : null;
    return linkReview(em, viewer, eventId);
  }
}
