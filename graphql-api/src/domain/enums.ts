/**
 * Every fixed set of values the product knows (spec section 3 and the second wave), declared once:
 * the values, what the set is, and what each value means. From here they become the GraphQL enums
 * (modules/graph/vocabulary.enums.ts, values in UPPER_CASE), the zod schemas of REST and GraphQL, the SQL
 * filters and the map's GPU filter indices. REST and the database keep these exact words.
 */
import { CATEGORIES } from './categories.js';
import { PERIODS } from './periods.js';

export interface Vocabulary<T extends string = string> {
  /** The GraphQL enum's name. */
  readonly name: string;
  readonly description: string;
  readonly values: readonly T[];
  /** What each value means (the GraphQL enum value descriptions). */
  readonly meaning: Readonly<Record<T, string>>;
}

function vocabulary<const T extends string>(name: string, description: string, meaning: Record<T, string>): Vocabulary<T> {
  return { name, description, values: Object.keys(meaning) as T[], meaning };
}

/** A value as a GraphQL enum value: "deep-ancient" → DEEP_ANCIENT, "Major Disruptions and Conflicts" → MAJOR_DISRUPTIONS_AND_CONFLICTS. */
export function constantCase(value: string): string {
  return value
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

export const EVENT_TYPE = vocabulary('EventType', 'Whether an event is history, a telling of it that is not established history, or a counterfactual.', {
  real: 'An event that happened, as historians establish it.',
  alternative: 'A legend, myth, traditional or disputed account of a real event (shown with real history, drawn dashed).',
  whatif: 'A clearly labelled counterfactual anchored to a real event (shown in what-if mode, drawn hollow).',
});
export const EVENT_TYPES = EVENT_TYPE.values;
export type EventType = (typeof EVENT_TYPES)[number];

export const TIMELINE_MODE = vocabulary('TimelineMode', 'Which timeline the map shows (spec section 5).', {
  real: 'Real history: real and alternative events.',
  whatif: 'What-if history: what-if events only.',
});
export const TIMELINE_MODES = TIMELINE_MODE.values;
export type TimelineMode = (typeof TIMELINE_MODES)[number];

/**
 * The event types each timeline mode shows (spec section 5): real history shows real and
 * alternative events, what-if mode what-if events only. The one statement of the rule: the SQL
 * filter (modules/events/event-filter-sql.ts) and the map's GPU filter indices derive from it.
 */
export const EVENT_TYPES_OF_MODE: Readonly<Record<TimelineMode, readonly EventType[]>> = {
  real: ['real', 'alternative'],
  whatif: ['whatif'],
};

export const CULTURAL_TYPE = vocabulary('CulturalType', 'The kind of cultural event; generic events have none (spec section 3).', {
  scientific: 'A scientific event.',
  artistic: 'An artistic event.',
  cultural: 'A cultural event.',
  achievement: 'An achievement.',
});
export const CULTURAL_TYPES = CULTURAL_TYPE.values;
export type CulturalType = (typeof CULTURAL_TYPES)[number];

export const SIGNIFICANCE_LEVEL = vocabulary(
  'SignificanceLevel',
  'How far an event reached, computed from casualties, participants and radius (spec section 9).',
  {
    global: 'World-wide significance.',
    regional: 'Regional significance.',
    local: 'Local significance.',
  },
);

export const RELATIONSHIP_TYPE = vocabulary('RelationshipType', 'How one event relates to another.', {
  depicts: 'The source event (a work) depicts the target event.',
  inspired_by: 'The source event was inspired by the target event.',
  caused_by: 'The source event was caused by the target event.',
  response_to: 'The source event was a response to the target event.',
});
export const RELATIONSHIP_TYPES = RELATIONSHIP_TYPE.values;
export type RelationshipType = (typeof RELATIONSHIP_TYPES)[number];

export const CONNECTION_TYPE = vocabulary('ConnectionType', 'Who made a link between events.', {
  manual: 'Made by a person.',
  suggested: 'Proposed by the server, awaiting confirmation.',
});

export const MEDIA_TYPE = vocabulary('MediaType', 'The kind of a file or link attached to an event (spec section 5).', {
  text: 'A text or document (PDF counts as text).',
  image: 'An image.',
  video: 'A video.',
  audio: 'A sound recording.',
  game: 'A game.',
  book: 'A book (EPUB counts as a book).',
  movie: 'A film.',
});
export const MEDIA_TYPES = MEDIA_TYPE.values;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const VERIFICATION_STATUS = vocabulary('VerificationStatus', 'Where an event stands in verification (spec section 4).', {
  pending: 'Awaiting community or expert validation.',
  validated: 'Verified by community or expert sources.',
  disputed: 'Conflicting evidence or under review.',
  rejected: 'Did not pass validation requirements.',
});

export const DATE_PRECISION = vocabulary('DatePrecision', 'How precise a date is.', {
  day: 'Known to the day.',
  month: 'Known to the month.',
  season: 'Known to the season (EDTF 21-24).',
  year: 'Known to the year.',
  decade: 'Known to the decade (EDTF 196X).',
  century: 'Known to the century (EDTF 19XX).',
});

export const USER_ROLE = vocabulary('UserRole', 'What an account may do.', {
  user: 'Browses, submits events and manages its own account.',
  moderator: 'Also moderates events.',
  admin: 'Also manages accounts, subscribers, messages and the newsletter.',
});
export const USER_ROLES = USER_ROLE.values;
export type UserRole = (typeof USER_ROLES)[number];

export const SUBSCRIBER_STATUS = vocabulary('SubscriberStatus', 'Where a newsletter subscription stands.', {
  active: 'Confirmed: receives the newsletters it chose.',
  pending: 'Waiting for the address to confirm (the link mailed to it).',
  unsubscribed: 'Unsubscribed: receives nothing.',
});
export const SUBSCRIBER_STATUSES = SUBSCRIBER_STATUS.values;

export const NEWSLETTER_TOPIC = vocabulary('NewsletterTopic', 'The newsletters a subscriber can choose (spec section 6).', {
  weeklyDigest: "'This Week in History' (free): a weekly digest of the events of the coming week.",
  premiumInsights: "'Deep Dive Discoveries' (premium, monthly).",
  historianCorner: "'Curator's Corner' (premium).",
});
export const NEWSLETTER_TOPICS = NEWSLETTER_TOPIC.values;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];

export const NEWSLETTER_TIER = vocabulary('NewsletterTier', 'Whether a newsletter is free or premium (spec section 6: labelled, not gated).', {
  free: 'FREE: for every subscriber.',
  premium: 'PREMIUM: labelled premium (no payment or gating yet).',
});
export type NewsletterTier = (typeof NEWSLETTER_TIER.values)[number];

export const CAMPAIGN_KIND = vocabulary('CampaignKind', 'How a newsletter campaign came to be.', {
  written: 'Written by an admin in Markdown.',
  digest: "The automatic weekly 'This Week in History' digest.",
});
export type CampaignKind = (typeof CAMPAIGN_KIND.values)[number];

export const CAMPAIGN_STATUS = vocabulary('CampaignStatus', 'Where a newsletter campaign stands.', {
  draft: 'Written, not sent: it can be previewed and sent as a test.',
  sending: 'Queued: its mails go out in batches.',
  sent: 'Every mail of it was sent, skipped or gave up on.',
});
export type CampaignStatus = (typeof CAMPAIGN_STATUS.values)[number];

export const DELIVERY_STATUS = vocabulary('DeliveryStatus', 'Where one mail of a campaign to one subscriber stands.', {
  queued: 'Waiting for its turn (or for a retry after a failure).',
  sent: 'Handed to the mail server (or written to the dev outbox).',
  skipped: 'Not sent: the subscriber left before its turn.',
  failed: 'Not sent: every attempt failed.',
});
export type DeliveryStatus = (typeof DELIVERY_STATUS.values)[number];

export const ENGAGEMENT_KIND = vocabulary('EngagementKind', 'What a newsletter reader did, as the tracking records it.', {
  open: 'Opened the mail (its tracking image was loaded).',
  click: 'Followed a link of the mail.',
});
export type EngagementKind = (typeof ENGAGEMENT_KIND.values)[number];

export const LINK_FEEDBACK_ANSWER = vocabulary('LinkFeedbackAnswer', "A visitor's answer on a linked connection (spec section 2).", {
  looks_right: "'Looks Right': the suggested link is right.",
  not_related: "'Not Related': the suggested link is wrong.",
  confirm: "'Confirm': the link is confirmed.",
  reject: "'Reject': the link is rejected.",
});
export const LINK_ANSWERS = LINK_FEEDBACK_ANSWER.values;

export const MODERATION_ACTION = vocabulary('ModerationAction', 'What a moderation record records.', {
  submission_rejected: 'The content check refused a submission.',
  status_changed: "A moderator changed an event's verification status.",
});
export const MODERATION_ACTIONS = MODERATION_ACTION.values;

export const EVENT_REVISION_KIND = vocabulary('EventRevisionKind', 'What one revision of an event records (issue 25).', {
  created: 'The event was submitted (createEvent); events seeded or imported before have no such revision.',
  edited: 'An edit that took effect at once (a moderator, or the submitter of an event not yet validated).',
  proposed: "The submitter's edit of a validated or disputed event: it waits for a moderator.",
  accepted: 'A moderator accepted a proposed edit: its changes are what was applied.',
  rejected: 'A moderator rejected a proposed edit (with a reason); nothing changed.',
  status_changed: "A moderator set the event's verification status.",
  reverted: 'A moderator restored the content of an earlier version.',
  withdrawn: 'The submitter withdrew the event: it left the map; the changes keep its last content.',
});
export const EVENT_REVISION_KINDS = EVENT_REVISION_KIND.values;
export type EventRevisionKind = (typeof EVENT_REVISION_KINDS)[number];

export const EVENT_REVISION_STATUS = vocabulary('EventRevisionStatus', 'Whether a revision took effect.', {
  applied: 'It took effect.',
  pending: 'A proposed edit waiting for a moderator.',
  accepted: 'A proposed edit a moderator accepted.',
  rejected: 'A proposed edit a moderator rejected (and the rejection itself).',
});
export type EventRevisionStatus = (typeof EVENT_REVISION_STATUS.values)[number];

export const STORY_STATUS = vocabulary('StoryStatus', 'Where a guided story stands in moderation (issue 29).', {
  pending: 'Waiting for a moderator: only its author and moderators see it.',
  published: 'Accepted by a moderator: everyone sees it.',
  rejected: 'A moderator refused it (the reason is on its revision); only its author and moderators see it.',
  withdrawn: 'Its author or a moderator took it back: only its author and moderators see it.',
});
export const STORY_STATUSES = STORY_STATUS.values;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export const STORY_REVISION_STATUS = vocabulary('StoryRevisionStatus', 'Whether a revision of a story took effect.', {
  proposed: "The author's edit of a published story: it waits for a moderator, and the public keeps seeing the published text.",
  accepted: 'It took effect: written while the story was not yet published, made by a moderator, or a proposal a moderator accepted.',
  rejected: 'A proposal a moderator refused (the reason is its note), or one closed by a newer proposal or a withdrawal.',
});
export const STORY_REVISION_STATUSES = STORY_REVISION_STATUS.values;
export type StoryRevisionStatus = (typeof STORY_REVISION_STATUSES)[number];

export const MODERATION_QUEUE_ITEM_KIND = vocabulary('ModerationQueueItemKind', 'What waits in the moderation queue.', {
  new_event: 'A submitted event still pending: decide it with setVerificationStatus.',
  proposed_revision: 'A proposed edit of a published event: decide it with acceptRevision or rejectRevision.',
});

export const MY_SUBMISSION_KIND = vocabulary('MySubmissionKind', 'What an account sent in.', {
  event: 'An event it submitted.',
  proposal: 'An edit it proposed to a published event.',
});

export const MY_SUBMISSION_STATUS = vocabulary('MySubmissionStatus', 'Where something an account sent in stands.', {
  pending: 'Waiting for a moderator.',
  validated: 'The event is published as verified.',
  disputed: 'The event is marked disputed.',
  rejected: 'A moderator refused it (see the reason).',
  accepted: 'The proposed edit was accepted and is published.',
  withdrawn: 'The submitter withdrew the event.',
});

export const PERIOD = vocabulary(
  'PeriodKey',
  'A period of the timeline (spec section 3).',
  Object.fromEntries(PERIODS.map((p) => [p.key, `${p.name}.`])) as Record<string, string>,
);

export const CATEGORY = vocabulary(
  'EventCategory',
  'A top-level category of the category tree (spec section 3).',
  Object.fromEntries(CATEGORIES.map((c) => [c.name, `${c.name}.`])) as Record<string, string>,
);

export const SUBCATEGORY = vocabulary(
  'EventSubcategory',
  'A subcategory of the category tree (spec section 3).',
  Object.fromEntries(CATEGORIES.flatMap((c) => c.subcategories.map((s) => [s, `${s} (${c.name}).`]))) as Record<string, string>,
);

/** The word a vocabulary's UPPER_CASE name stands for (DEEP_ANCIENT → "deep-ancient"), or undefined. */
export function wordOf<T extends string>(vocabulary: Vocabulary<T>, name: string): T | undefined {
  return vocabulary.values.find((value) => constantCase(value) === name);
}
