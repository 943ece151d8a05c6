import { Field, ID, ObjectType } from 'type-graphql';
import { LinkFeedback } from '../link-feedback/link-feedback.entity.js';
import { LinkFeedbackAnswerEnum } from '../graph/vocabulary.enums.js';
import { LinkFeedbackCounts } from '../moderation/moderation.resolver.js';

@ObjectType('SuggestedLinkAnswer', { description: 'Your answer on a suggested link, and the one it replaced: one answer per account and link.' })
export class SuggestedLinkAnswer {
  @Field(() => LinkFeedback, { description: 'The answer as stored now.' })
  feedback!: LinkFeedback;

  @Field(() => LinkFeedbackAnswerEnum, { nullable: true, description: 'Your earlier answer on this link, which this one replaced; null for a first answer.' })
  previousAnswer?: string | null;
}

/**
 * The signed-in viewer's side of one of an event's links. Kept off EventRelationship on purpose:
 * event reads are cached and shared between viewers, and answers change no data version.
 */
@ObjectType('LinkReview', { description: "The signed-in viewer's side of one of an event's links (see eventLinkReview)." })
export class LinkReview {
  @Field(() => ID, { description: 'The link (an EventRelationship id).' })
  relationshipId!: string;

  @Field(() => LinkFeedbackAnswerEnum, { nullable: true, description: 'Your answer on this suggested link; null when you gave none (or are signed out).' })
  yourAnswer?: string | null;

  @Field(() => Boolean, { description: 'Whether you added this link (so you may remove it).' })
  addedByYou!: boolean;

  @Field(() => LinkFeedbackCounts, { nullable: true, description: "Moderators and admins: people's answers on this link; null for everyone else." })
  feedback?: LinkFeedbackCounts | null;
}
