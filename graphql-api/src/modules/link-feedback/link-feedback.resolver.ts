import { Arg, Ctx, ID, Mutation, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../shared/request-context.js';
import { LinkFeedback } from './link-feedback.entity.js';
import { LinkFeedbackAnswerEnum } from '../graph/vocabulary.enums.js';
import { recordLinkFeedback } from './link-feedback.service.js';
import { sessionUserId } from '../auth/session.js';
import { limitRequest } from '../rate-limit/limit-request.js';

@Resolver(() => LinkFeedback)
export class LinkFeedbackResolver {
  @Mutation(() => LinkFeedback, {
    description:
      "Records an answer on an event's linked connection: LOOKS_RIGHT or NOT_RELATED for a suggested link, CONFIRM or REJECT for a manual one. Changes nothing else.",
  })
  async recordLinkFeedback(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('eventId', () => ID, { description: 'The event whose link is judged.' }) eventId: string,
    @Arg('answer', () => LinkFeedbackAnswerEnum, { description: 'The answer.' }) answer: string,
  ): Promise<LinkFeedback> {
    await limitRequest(auth.rateLimiter, em, req, 'linkFeedback');
    return recordLinkFeedback(em, { eventId, answer }, { userId: sessionUserId(req) ?? null, address: req.ip ?? '', userAgent: req.get('user-agent') ?? '' });
  }
}
