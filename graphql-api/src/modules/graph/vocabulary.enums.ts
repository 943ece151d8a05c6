/**
 * The domain's vocabularies (domain/enums.ts) as GraphQL enums: each value in UPPER_CASE
 * (deep-ancient → DEEP_ANCIENT), with the description of the set and of each value. Inside the
 * server the values stay the domain's words: an input enum arrives as the word ('real'), and an
 * output field returns the word, which the schema (graphql/vocabulary-adapter.ts) names in
 * UPPER_CASE. Entities and GraphQL types of every module use these.
 */
import { registerEnumType } from 'type-graphql';
import {
  CAMPAIGN_KIND,
  CAMPAIGN_STATUS,
  CATEGORY,
  CONNECTION_TYPE,
  CULTURAL_TYPE,
  DATE_PRECISION,
  EVENT_REVISION_KIND,
  EVENT_REVISION_STATUS,
  EVENT_TYPE,
  LINK_FEEDBACK_ANSWER,
  MEDIA_TYPE,
  MODERATION_ACTION,
  MODERATION_QUEUE_ITEM_KIND,
  MY_SUBMISSION_KIND,
  MY_SUBMISSION_STATUS,
  NEWSLETTER_TIER,
  NEWSLETTER_TOPIC,
  PERIOD,
  RELATIONSHIP_TYPE,
  SIGNIFICANCE_LEVEL,
  SUBCATEGORY,
  STORY_REVISION_STATUS,
  STORY_STATUS,
  SUBSCRIBER_STATUS,
  TIMELINE_MODE,
  USER_ROLE,
  VERIFICATION_STATUS,
  constantCase,
  type Vocabulary,
} from '../../domain/enums.js';

/** GraphQL enum name → (domain word → UPPER_CASE name). */
export const UPPER_CASE_NAMES = new Map<string, ReadonlyMap<string, string>>();
const ENUM_OBJECTS = new Map<string, Record<string, string>>();

/** The registered GraphQL enum of a vocabulary (for a field's type). */
export function enumOf(vocabulary: Vocabulary): Record<string, string> {
  const found = ENUM_OBJECTS.get(vocabulary.name);
  if (!found) throw new Error(`The vocabulary ${vocabulary.name} has no GraphQL enum`);
  return found;
}

function register<T extends string>(vocabulary: Vocabulary<T>): Record<string, T> {
  const names = new Map(vocabulary.values.map((value) => [value, constantCase(value)] as const));
  if (new Set(names.values()).size !== vocabulary.values.length) throw new Error(`${vocabulary.name}: two values share an UPPER_CASE name`);
  const enumObject = Object.fromEntries(vocabulary.values.map((value) => [names.get(value)!, value])) as Record<string, T>;
  registerEnumType(enumObject, {
    name: vocabulary.name,
    description: vocabulary.description,
    valuesConfig: Object.fromEntries(vocabulary.values.map((value) => [names.get(value)!, { description: vocabulary.meaning[value] }])),
  });
  UPPER_CASE_NAMES.set(vocabulary.name, names);
  ENUM_OBJECTS.set(vocabulary.name, enumObject);
  return enumObject;
}

export const EventTypeEnum = register(EVENT_TYPE);
export const TimelineModeEnum = register(TIMELINE_MODE);
export const CulturalTypeEnum = register(CULTURAL_TYPE);
export const SignificanceLevelEnum = register(SIGNIFICANCE_LEVEL);
export const RelationshipTypeEnum = register(RELATIONSHIP_TYPE);
export const ConnectionTypeEnum = register(CONNECTION_TYPE);
export const MediaTypeEnum = register(MEDIA_TYPE);
export const VerificationStatusEnum = register(VERIFICATION_STATUS);
export const DatePrecisionEnum = register(DATE_PRECISION);
export const UserRoleEnum = register(USER_ROLE);
export const SubscriberStatusEnum = register(SUBSCRIBER_STATUS);
export const NewsletterTopicEnum = register(NEWSLETTER_TOPIC);
export const NewsletterTierEnum = register(NEWSLETTER_TIER);
export const CampaignKindEnum = register(CAMPAIGN_KIND);
export const CampaignStatusEnum = register(CAMPAIGN_STATUS);
export const LinkFeedbackAnswerEnum = register(LINK_FEEDBACK_ANSWER);
export const ModerationActionEnum = register(MODERATION_ACTION);
export const PeriodKeyEnum = register(PERIOD);
export const EventCategoryEnum = register(CATEGORY);
export const EventSubcategoryEnum = register(SUBCATEGORY);
export const EventRevisionKindEnum = register(EVENT_REVISION_KIND);
export const EventRevisionStatusEnum = register(EVENT_REVISION_STATUS);
export const ModerationQueueItemKindEnum = register(MODERATION_QUEUE_ITEM_KIND);
export const MySubmissionKindEnum = register(MY_SUBMISSION_KIND);
export const MySubmissionStatusEnum = register(MY_SUBMISSION_STATUS);
export const StoryStatusEnum = register(STORY_STATUS);
export const StoryRevisionStatusEnum = register(STORY_REVISION_STATUS);
