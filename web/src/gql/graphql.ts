/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A map area in WGS84 degrees; west > east crosses the antimeridian. */
export type BoundingBoxInput = {
  /** Eastern longitude, -180..180. */
  east: number;
  /** Northern latitude, -90..90. */
  north: number;
  /** Southern latitude, -90..90. */
  south: number;
  /** Western longitude, -180..180. */
  west: number;
};

/** A campaign as an admin writes it. */
export type CampaignInput = {
  /** The text in Markdown (raw HTML is shown as text); links from the site root (/?event=...) become links to the site. */
  markdown: string;
  /** The newsletter whose active subscribers get it. */
  newsletter: NewsletterTopic;
  /** The subject line (1 to 200 characters). */
  subject: string;
};

/** How a newsletter campaign came to be. */
export type CampaignKind =
  /** The automatic weekly 'This Week in History' digest. */
  | 'DIGEST'
  /** Written by an admin in Markdown. */
  | 'WRITTEN';

/** Where a newsletter campaign stands. */
export type CampaignStatus =
  /** Written, not sent: it can be previewed and sent as a test. */
  | 'DRAFT'
  /** Queued: its mails go out in batches. */
  | 'SENDING'
  /** Every mail of it was sent, skipped or gave up on. */
  | 'SENT';

/** Who made a link between events. */
export type ConnectionType =
  /** Made by a person. */
  | 'MANUAL'
  /** Proposed by the server, awaiting confirmation. */
  | 'SUGGESTED';

/** A new event (spec section 3: the event without id). It is moderated and starts pending. */
export type CreateEventInput = {
  /** What the participants did. */
  actions?: string | null | undefined;
  /** Attached media. */
  attachedMedia?: Array<MediaItemInput> | null | undefined;
  /** Background of the event. */
  background?: string | null | undefined;
  /** Battle type, for battles. */
  battleType?: string | null | undefined;
  /** Casualties on all sides: killed, wounded, captured and missing together, the common scholarly estimate (for disasters: the dead, plus the injured where known; where only the dead of every side were counted, as for most ancient battles: the dead); null when no all-sides figure is known (docs/data.md). */
  casualties?: number | null | undefined;
  /** Top-level category from the category tree. */
  category?: EventCategory | null | undefined;
  /** What happened next. */
  consequences?: string | null | undefined;
  /** Why it happened. */
  context?: string | null | undefined;
  /** Coordinates as text; derived from latitude and longitude when absent. */
  coordinates?: string | null | undefined;
  /** Modern countries where it happened or that took part. */
  countryTags?: Array<string> | null | undefined;
  /** The kind of cultural event; null for generic events. */
  culturalType?: CulturalType | null | undefined;
  /** What happened (required). */
  description: string;
  /** End date in the same forms; it may not end before the start can begin. */
  endDate?: string | null | undefined;
  /** REAL (default), ALTERNATIVE or WHATIF. A what-if event needs linkedEventId to a real event. */
  eventType?: EventType | null | undefined;
  /** Latitude, -90..90 (required). */
  latitude: number;
  /** Id of the event this one anchors to. */
  linkedEventId?: string | number | null | undefined;
  /** Place name (required). */
  location: string;
  /** Longitude, -180..180 (required). */
  longitude: number;
  /** Name of the event (required). */
  name: string;
  /** Clothing and look of the participants. */
  outfit?: string | null | undefined;
  /** People, states and groups involved. */
  participants?: Array<string> | null | undefined;
  /** The period; derived from the start year when absent, rejected when it does not match. */
  period?: PeriodKey | null | undefined;
  /** Extent in metres (default 10000). */
  radius?: number | null | undefined;
  /** How this event relates to the linked event. */
  relationshipType?: RelationshipType | null | undefined;
  /** Why it matters (required). */
  significance: string;
  /** Sources: a title (required), an http(s) url and a page or note each; at most 50. */
  sources?: Array<EventSourceInput> | null | undefined;
  /** YYYY, YYYY-MM or YYYY-MM-DD, a leading minus for BCE, or an EDTF date (required). */
  startDate: string;
  /** Subcategory; must belong to the category. */
  subcategory?: EventSubcategory | null | undefined;
  /** Free keywords. */
  tags?: Array<string> | null | undefined;
  /** Who was involved, in the creator's words. */
  whoDescription?: string | null | undefined;
  /** An http(s) link to more information. */
  wikiUrl?: string | null | undefined;
  /** A Wikidata item id: Q followed by digits, e.g. Q33209. */
  wikidataId?: string | null | undefined;
};

/** The kind of cultural event; generic events have none (spec section 3). */
export type CulturalType =
  /** An achievement. */
  | 'ACHIEVEMENT'
  /** An artistic event. */
  | 'ARTISTIC'
  /** A cultural event. */
  | 'CULTURAL'
  /** A scientific event. */
  | 'SCIENTIFIC';

/** A top-level category of the category tree (spec section 3). */
export type EventCategory =
  /** Art. */
  | 'ART'
  /** Culture. */
  | 'CULTURE'
  /** Economics. */
  | 'ECONOMICS'
  /** Global Periods of Prosperity. */
  | 'GLOBAL_PERIODS_OF_PROSPERITY'
  /** Major Disruptions and Conflicts. */
  | 'MAJOR_DISRUPTIONS_AND_CONFLICTS'
  /** Science and Tech. */
  | 'SCIENCE_AND_TECH'
  /** Social. */
  | 'SOCIAL';

/** Filters for the events connection; all given conditions must hold. */
export type EventFilter = {
  /** Only events inside this map area. */
  bbox?: BoundingBoxInput | null | undefined;
  /** Only events of this top-level category. */
  category?: EventCategory | null | undefined;
  /** Only events tagged with any of these countries. */
  countryTags?: Array<string> | null | undefined;
  /** Only events of this exact type. */
  eventType?: EventType | null | undefined;
  /** Only events that end in or after this year. */
  fromYear?: number | null | undefined;
  /** REAL: real and alternative events; WHATIF: what-if events only. */
  mode?: TimelineMode | null | undefined;
  /** Only events of these periods. */
  periods?: Array<PeriodKey> | null | undefined;
  /** Case-insensitive text (3 to 200 characters) that must occur in name, description, location, significance, participants, tags, category or subcategory. */
  search?: string | null | undefined;
  /** Only events of this subcategory. */
  subcategory?: EventSubcategory | null | undefined;
  /** Only events that start in or before this year. */
  toYear?: number | null | undefined;
  /** Only events in this verification state. */
  verificationStatus?: VerificationStatus | null | undefined;
  /** Only events visible at this timeline year (signed; -490 is 490 BCE). */
  year?: number | null | undefined;
};

/** What one revision of an event records (issue 25). */
export type EventRevisionKind =
  /** A moderator accepted a proposed edit: its changes are what was applied. */
  | 'ACCEPTED'
  /** The event was submitted (createEvent); events seeded or imported before have no such revision. */
  | 'CREATED'
  /** An edit that took effect at once (a moderator, or the submitter of an event not yet validated). */
  | 'EDITED'
  /** The submitter's edit of a validated or disputed event: it waits for a moderator. */
  | 'PROPOSED'
  /** A moderator rejected a proposed edit (with a reason); nothing changed. */
  | 'REJECTED'
  /** A moderator restored the content of an earlier version. */
  | 'REVERTED'
  /** A moderator set the event's verification status. */
  | 'STATUS_CHANGED'
  /** The submitter withdrew the event: it left the map; the changes keep its last content. */
  | 'WITHDRAWN';

/** Whether a revision took effect. */
export type EventRevisionStatus =
  /** A proposed edit a moderator accepted. */
  | 'ACCEPTED'
  /** It took effect. */
  | 'APPLIED'
  /** A proposed edit waiting for a moderator. */
  | 'PENDING'
  /** A proposed edit a moderator rejected (and the rejection itself). */
  | 'REJECTED';

/** A source of an event's facts: a title, and optionally an http(s) address and a page or note. */
export type EventSourceInput = {
  /** The page, chapter or any remark (up to 1000 characters). */
  note?: string | null | undefined;
  /** What the source is (required, up to 300 characters). */
  title: string;
  /** An http(s) address where it can be read (up to 2000 characters). */
  url?: string | null | undefined;
};

/** A subcategory of the category tree (spec section 3). */
export type EventSubcategory =
  /** Agriculture (Economics). */
  | 'AGRICULTURE'
  /** Architecture (Culture). */
  | 'ARCHITECTURE'
  /** Decorative (Art). */
  | 'DECORATIVE'
  /** Economic booms (Global Periods of Prosperity). */
  | 'ECONOMIC_BOOMS'
  /** Education (Social). */
  | 'EDUCATION'
  /** Expositions (Culture). */
  | 'EXPOSITIONS'
  /** Fashion (Culture). */
  | 'FASHION'
  /** Festivals (Culture). */
  | 'FESTIVALS'
  /** Finance (Economics). */
  | 'FINANCE'
  /** Golden Ages (Global Periods of Prosperity). */
  | 'GOLDEN_AGES'
  /** Health (Social). */
  | 'HEALTH'
  /** Industrial advances (Economics). */
  | 'INDUSTRIAL_ADVANCES'
  /** Literature (Art). */
  | 'LITERATURE'
  /** Major discoveries (Science and Tech). */
  | 'MAJOR_DISCOVERIES'
  /** Major inventions (Science and Tech). */
  | 'MAJOR_INVENTIONS'
  /** Market expansions (Global Periods of Prosperity). */
  | 'MARKET_EXPANSIONS'
  /** Media (Culture). */
  | 'MEDIA'
  /** Military Conflicts and Territorial Changes (Major Disruptions and Conflicts). */
  | 'MILITARY_CONFLICTS_AND_TERRITORIAL_CHANGES'
  /** Music (Art). */
  | 'MUSIC'
  /** National Parks and Landmarks (Culture). */
  | 'NATIONAL_PARKS_AND_LANDMARKS'
  /** Natural Disasters and Environmental Events (Major Disruptions and Conflicts). */
  | 'NATURAL_DISASTERS_AND_ENVIRONMENTAL_EVENTS'
  /** Performing (Art). */
  | 'PERFORMING'
  /** Philanthropy (Social). */
  | 'PHILANTHROPY'
  /** Philosophy (Culture). */
  | 'PHILOSOPHY'
  /** Political and Social Upheavals (Major Disruptions and Conflicts). */
  | 'POLITICAL_AND_SOCIAL_UPHEAVALS'
  /** Religious Conflicts (Major Disruptions and Conflicts). */
  | 'RELIGIOUS_CONFLICTS'
  /** Scientific societies and intellectual salons (Science and Tech). */
  | 'SCIENTIFIC_SOCIETIES_AND_INTELLECTUAL_SALONS'
  /** Sports (Culture). */
  | 'SPORTS'
  /** Visual (Art). */
  | 'VISUAL';

/** Whether an event is history, a telling of it that is not established history, or a counterfactual. */
export type EventType =
  /** A legend, myth, traditional or disputed account of a real event (shown with real history, drawn dashed). */
  | 'ALTERNATIVE'
  /** An event that happened, as historians establish it. */
  | 'REAL'
  /** A clearly labelled counterfactual anchored to a real event (shown in what-if mode, drawn hollow). */
  | 'WHATIF';

/** A visitor's answer on a linked connection (spec section 2). */
export type LinkFeedbackAnswer =
  /** 'Confirm': the link is confirmed. */
  | 'CONFIRM'
  /** 'Looks Right': the suggested link is right. */
  | 'LOOKS_RIGHT'
  /** 'Not Related': the suggested link is wrong. */
  | 'NOT_RELATED'
  /** 'Reject': the link is rejected. */
  | 'REJECT';

/** A file or link attached to an event. */
export type MediaItemInput = {
  /** File or link name. */
  name: string;
  /** The kind of media. */
  type: MediaType;
  /** Where the media is: an http(s) address, or /api/media/<name> for a file uploaded through POST /api/media. */
  url?: string | null | undefined;
};

/** The kind of a file or link attached to an event (spec section 5). */
export type MediaType =
  /** A sound recording. */
  | 'AUDIO'
  /** A book (EPUB counts as a book). */
  | 'BOOK'
  /** A game. */
  | 'GAME'
  /** An image. */
  | 'IMAGE'
  /** A film. */
  | 'MOVIE'
  /** A text or document (PDF counts as text). */
  | 'TEXT'
  /** A video. */
  | 'VIDEO';

/** What waits in the moderation queue. */
export type ModerationQueueItemKind =
  /** A submitted event still pending: decide it with setVerificationStatus. */
  | 'NEW_EVENT'
  /** A proposed edit of a published event: decide it with acceptRevision or rejectRevision. */
  | 'PROPOSED_REVISION';

/** What an account sent in. */
export type MySubmissionKind =
  /** An event it submitted. */
  | 'EVENT'
  /** An edit it proposed to a published event. */
  | 'PROPOSAL';

/** Where something an account sent in stands. */
export type MySubmissionStatus =
  /** The proposed edit was accepted and is published. */
  | 'ACCEPTED'
  /** The event is marked disputed. */
  | 'DISPUTED'
  /** Waiting for a moderator. */
  | 'PENDING'
  /** A moderator refused it (see the reason). */
  | 'REJECTED'
  /** The event is published as verified. */
  | 'VALIDATED'
  /** The submitter withdrew the event. */
  | 'WITHDRAWN';

/** The newsletters a subscriber can choose (spec section 6). */
export type NewsletterTopic =
  /** 'Curator's Corner' (premium). */
  | 'HISTORIAN_CORNER'
  /** 'Deep Dive Discoveries' (premium, monthly). */
  | 'PREMIUM_INSIGHTS'
  /** 'This Week in History' (free): a weekly digest of the events of the coming week. */
  | 'WEEKLY_DIGEST';

/** A period of the timeline (spec section 3). */
export type PeriodKey =
  /** Classical Antiquity. */
  | 'CLASSICAL_ANTIQUITY'
  /** Deep Ancient. */
  | 'DEEP_ANCIENT'
  /** Enlightenment. */
  | 'ENLIGHTENMENT'
  /** Industrial. */
  | 'INDUSTRIAL'
  /** Medieval. */
  | 'MEDIEVAL'
  /** Modern. */
  | 'MODERN'
  /** Renaissance & Early Modern. */
  | 'RENAISSANCE_EARLY_MODERN';

/** How one event relates to another. */
export type RelationshipType =
  /** The source event was caused by the target event. */
  | 'CAUSED_BY'
  /** The source event (a work) depicts the target event. */
  | 'DEPICTS'
  /** The source event was inspired by the target event. */
  | 'INSPIRED_BY'
  /** The source event was a response to the target event. */
  | 'RESPONSE_TO';

/** A whole story: its title, summary and steps in order. */
export type StoryInput = {
  /** The steps in order, 1 to 50. */
  steps: Array<StoryStepInput>;
  /** A plain-text summary, up to 500 characters. */
  summary?: string | null | undefined;
  /** The title, 3 to 120 characters. */
  title: string;
};

/** Whether a revision of a story took effect. */
export type StoryRevisionStatus =
  /** It took effect: written while the story was not yet published, made by a moderator, or a proposal a moderator accepted. */
  | 'ACCEPTED'
  /** The author's edit of a published story: it waits for a moderator, and the public keeps seeing the published text. */
  | 'PROPOSED'
  /** A proposal a moderator refused (the reason is its note), or one closed by a newer proposal or a withdrawal. */
  | 'REJECTED';

/** Where a guided story stands in moderation (issue 29). */
export type StoryStatus =
  /** Waiting for a moderator: only its author and moderators see it. */
  | 'PENDING'
  /** Accepted by a moderator: everyone sees it. */
  | 'PUBLISHED'
  /** A moderator refused it (the reason is on its revision); only its author and moderators see it. */
  | 'REJECTED'
  /** Its author or a moderator took it back: only its author and moderators see it. */
  | 'WITHDRAWN';

/** One step of a story. */
export type StoryStepInput = {
  /** The end of a year range, not before startYear. */
  endYear?: number | null | undefined;
  /** Events it highlights (at most 20; each must exist). */
  eventIds?: Array<string | number> | null | undefined;
  /** The map view's centre latitude, -90 to 90. */
  latitude: number;
  /** The map view's centre longitude, -180 to 180. */
  longitude: number;
  /** The timeline mode it switches to; left out keeps the current one. */
  mode?: TimelineMode | null | undefined;
  /** The periods it shows; left out keeps the current choice. */
  periods?: Array<PeriodKey> | null | undefined;
  /** The year it shows, signed (no year 0), -3500 to 2000. */
  startYear: number;
  /** The step text in Markdown, up to 5000 characters (raw HTML is shown as text). */
  text: string;
  /** The step title, 1 to 120 characters. */
  title: string;
  /** The map view's zoom, 0 to 18. */
  zoom: number;
};

/** Where a newsletter subscription stands. */
export type SubscriberStatus =
  /** Confirmed: receives the newsletters it chose. */
  | 'ACTIVE'
  /** Waiting for the address to confirm (the link mailed to it). */
  | 'PENDING'
  /** Unsubscribed: receives nothing. */
  | 'UNSUBSCRIBED';

/** Which timeline the map shows (spec section 5). */
export type TimelineMode =
  /** Real history: real and alternative events. */
  | 'REAL'
  /** What-if history: what-if events only. */
  | 'WHATIF';

/** The fields of an event to change (those of CreateEventInput, all optional): an absent field keeps its value, null clears an optional one. A new startDate without period lets the period follow it; a new latitude or longitude without coordinates lets the coordinates text follow. */
export type UpdateEventInput = {
  /** What the participants did. */
  actions?: string | null | undefined;
  /** Attached media. */
  attachedMedia?: Array<MediaItemInput> | null | undefined;
  /** Background of the event. */
  background?: string | null | undefined;
  /** Battle type, for battles. */
  battleType?: string | null | undefined;
  /** Casualties on all sides: killed, wounded, captured and missing together, the common scholarly estimate (for disasters: the dead, plus the injured where known; where only the dead of every side were counted, as for most ancient battles: the dead); null when no all-sides figure is known (docs/data.md). */
  casualties?: number | null | undefined;
  /** Top-level category from the category tree. */
  category?: EventCategory | null | undefined;
  /** What happened next. */
  consequences?: string | null | undefined;
  /** Why it happened. */
  context?: string | null | undefined;
  /** Coordinates as text; derived from latitude and longitude when absent. */
  coordinates?: string | null | undefined;
  /** Modern countries where it happened or that took part. */
  countryTags?: Array<string> | null | undefined;
  /** The kind of cultural event; null for generic events. */
  culturalType?: CulturalType | null | undefined;
  /** What happened (required). */
  description?: string | null | undefined;
  /** End date in the same forms; it may not end before the start can begin. */
  endDate?: string | null | undefined;
  /** REAL (default), ALTERNATIVE or WHATIF. A what-if event needs linkedEventId to a real event. */
  eventType?: EventType | null | undefined;
  /** Latitude, -90..90 (required). */
  latitude?: number | null | undefined;
  /** Id of the event this one anchors to. */
  linkedEventId?: string | number | null | undefined;
  /** Place name (required). */
  location?: string | null | undefined;
  /** Longitude, -180..180 (required). */
  longitude?: number | null | undefined;
  /** Name of the event (required). */
  name?: string | null | undefined;
  /** Clothing and look of the participants. */
  outfit?: string | null | undefined;
  /** People, states and groups involved. */
  participants?: Array<string> | null | undefined;
  /** The period; derived from the start year when absent, rejected when it does not match. */
  period?: PeriodKey | null | undefined;
  /** Extent in metres (default 10000). */
  radius?: number | null | undefined;
  /** How this event relates to the linked event. */
  relationshipType?: RelationshipType | null | undefined;
  /** Why it matters (required). */
  significance?: string | null | undefined;
  /** Sources: a title (required), an http(s) url and a page or note each; at most 50. */
  sources?: Array<EventSourceInput> | null | undefined;
  /** YYYY, YYYY-MM or YYYY-MM-DD, a leading minus for BCE, or an EDTF date (required). */
  startDate?: string | null | undefined;
  /** Subcategory; must belong to the category. */
  subcategory?: EventSubcategory | null | undefined;
  /** Free keywords. */
  tags?: Array<string> | null | undefined;
  /** Who was involved, in the creator's words. */
  whoDescription?: string | null | undefined;
  /** An http(s) link to more information. */
  wikiUrl?: string | null | undefined;
  /** A Wikidata item id: Q followed by digits, e.g. Q33209. */
  wikidataId?: string | null | undefined;
};

/** What an account may do. */
export type UserRole =
  /** Also manages accounts, subscribers, messages and the newsletter. */
  | 'ADMIN'
  /** Also moderates events. */
  | 'MODERATOR'
  /** Browses, submits events and manages its own account. */
  | 'USER';

/** Where an event stands in verification (spec section 4). */
export type VerificationStatus =
  /** Conflicting evidence or under review. */
  | 'DISPUTED'
  /** Awaiting community or expert validation. */
  | 'PENDING'
  /** Did not pass validation requirements. */
  | 'REJECTED'
  /** Verified by community or expert sources. */
  | 'VALIDATED';

export type EventJumpQueryVariables = Exact<{
  id: string | number;
}>;


export type EventJumpQuery = { event: { id: string, startYear: number, period: PeriodKey, latitude: number, longitude: number, radius: number, category: EventCategory | null } | null };

export type AdminPageInfoFragment = { startCursor: string | null, endCursor: string | null, hasNextPage: boolean };

export type AdminUsersQueryVariables = Exact<{
  search?: string | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AdminUsersQuery = { users: { totalCount: number, pageInfo: { startCursor: string | null, endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, email: string, firstName: string | null, lastName: string | null, role: UserRole, createdAt: string, updatedAt: string } }> } | null };

export type AdminSubscribersQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: SubscriberStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AdminSubscribersQuery = { subscribers: { totalCount: number, pageInfo: { startCursor: string | null, endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, email: string, firstName: string | null, lastName: string | null, preferences: Array<NewsletterTopic> | null, status: SubscriberStatus, source: string | null, subscribedAt: string } }> } | null };

export type AdminMessagesQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AdminMessagesQuery = { contactMessages: { totalCount: number, pageInfo: { startCursor: string | null, endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, firstName: string, lastName: string, email: string, subject: string, message: string, createdAt: string } }> } | null };

export type AdminAnalyticsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAnalyticsQuery = { newsletterAnalytics: { totalSubscribers: number, activeSubscribers: number, weeklyGrowth: number, activeRate: number, delivered: number, openRate: number, clickRate: number, period: string } | null };

export type AdminCampaignsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
}>;


export type AdminCampaignsQuery = { campaigns: { totalCount: number, pageInfo: { startCursor: string | null, endCursor: string | null, hasNextPage: boolean }, edges: Array<{ node: { id: string, newsletter: NewsletterTopic, kind: CampaignKind, subject: string, status: CampaignStatus, createdAt: string, finishedAt: string | null, recipients: number, sent: number, failed: number, opened: number, clicked: number, openRate: number, clickRate: number } }> } | null };

export type AdminCampaignPreviewQueryVariables = Exact<{
  input: CampaignInput;
}>;


export type AdminCampaignPreviewQuery = { previewCampaign: { subject: string, html: string, recipients: number } | null };

export type AdminDigestPreviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDigestPreviewQuery = { weeklyDigestPreview: { subject: string, html: string, recipients: number } | null };

export type AdminCreateCampaignMutationVariables = Exact<{
  input: CampaignInput;
}>;


export type AdminCreateCampaignMutation = { createCampaign: { id: string } };

export type AdminSendTestCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminSendTestCampaignMutation = { sendTestCampaign: boolean };

export type AdminSendCampaignMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminSendCampaignMutation = { sendCampaign: { id: string, recipients: number } };

export type SetVerificationStatusMutationVariables = Exact<{
  eventId: string | number;
  status: VerificationStatus;
  reason?: string | null | undefined;
}>;


export type SetVerificationStatusMutation = { setVerificationStatus: { id: string, verificationStatus: VerificationStatus } | null };

export type AcceptRevisionMutationVariables = Exact<{
  revisionId: string | number;
  comment?: string | null | undefined;
}>;


export type AcceptRevisionMutation = { acceptRevision: { id: string, status: EventRevisionStatus } };

export type RejectRevisionMutationVariables = Exact<{
  revisionId: string | number;
  reason: string;
}>;


export type RejectRevisionMutation = { rejectRevision: { id: string, status: EventRevisionStatus } };

export type ModerationQueueQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ModerationQueueQuery = { moderationQueue: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, kind: ModerationQueueItemKind, submittedAt: string, submitter: { id: string, name: string, role: UserRole } | null, changes: Array<{ field: string, from: string | null, to: string | null }>, revision: { id: string, comment: string | null } | null, event: { id: string, name: string, startDate: string, endDate: string | null, startYear: number, endYear: number, location: string, description: string, eventType: EventType, linkedEventId: string | null } } }> } };

export type RefusedSubmissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RefusedSubmissionsQuery = { moderationLog: { edges: Array<{ node: { id: string, eventName: string | null, createdAt: string, violations: Array<{ field: string, message: string }> | null } }> } | null };

export type LinkFeedbackCountsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type LinkFeedbackCountsQuery = { linkFeedbackCounts: { looksRight: number, notRelated: number, confirm: number, reject: number } | null };

export type BrowserEventsQueryVariables = Exact<{
  filter?: EventFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type BrowserEventsQuery = { events: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, startDate: string, startYear: number, participants: Array<string>, description: string, period: PeriodKey, eventType: EventType } }> } };

export type BrowserCountsQueryVariables = Exact<{
  all?: EventFilter | null | undefined;
  real?: EventFilter | null | undefined;
  whatif?: EventFilter | null | undefined;
  tags?: EventFilter | null | undefined;
  boostPeriods?: Array<PeriodKey> | PeriodKey | null | undefined;
}>;


export type BrowserCountsQuery = { all: { totalCount: number }, real: { totalCount: number }, whatif: { totalCount: number }, countryTagCounts: Array<{ tag: string, count: number, boostedCount: number }> };

export type EventDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type EventDetailQuery = { event: { id: string, name: string, period: PeriodKey, startDate: string, endDate: string | null, startYear: number, endYear: number, location: string, latitude: number, longitude: number, coordinates: string, battleType: string | null, casualties: number | null, significance: string, description: string, participants: Array<string>, wikiUrl: string | null, wikidataId: string | null, verificationStatus: VerificationStatus, linkedEventId: string | null, relationshipType: RelationshipType | null, connectionType: ConnectionType, version: number, attachedMedia: Array<{ type: MediaType, name: string, url: string | null }>, linkedEvent: { id: string, name: string } | null, sources: Array<{ title: string, url: string | null, note: string | null }> } | null };

export type EventHistoryQueryVariables = Exact<{
  id: string | number;
  after?: string | null | undefined;
}>;


export type EventHistoryQuery = { event: { id: string, version: number, revisions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, kind: EventRevisionKind, createdAt: string, comment: string | null, reason: string | null, baseVersion: number, version: number | null, revertedToVersion: number | null, actor: { id: string, name: string, role: UserRole } | null, changes: Array<{ field: string, from: string | null, to: string | null }> } }> } } | null };

export type RecordLinkFeedbackMutationVariables = Exact<{
  eventId: string | number;
  answer: LinkFeedbackAnswer;
}>;


export type RecordLinkFeedbackMutation = { recordLinkFeedback: { id: string } };

export type EventLinksQueryVariables = Exact<{
  id: string | number;
}>;


export type EventLinksQuery = { event: { id: string, relationships: Array<{ id: string, relationshipType: RelationshipType | null, connectionType: ConnectionType, reason: string | null, description: string | null, source: { id: string, name: string } | null, target: { id: string, name: string } | null }> } | null };

export type EventLinkReviewQueryVariables = Exact<{
  id: string | number;
}>;


export type EventLinkReviewQuery = { eventLinkReview: Array<{ relationshipId: string, yourAnswer: LinkFeedbackAnswer | null, addedByYou: boolean, feedback: { looksRight: number, notRelated: number } | null }>, eventPermissions: { isSubmitter: boolean } };

export type AnswerSuggestedLinkMutationVariables = Exact<{
  id: string | number;
  answer: LinkFeedbackAnswer;
}>;


export type AnswerSuggestedLinkMutation = { answerSuggestedLink: { previousAnswer: LinkFeedbackAnswer | null, feedback: { id: string, answer: LinkFeedbackAnswer } } };

export type ConfirmSuggestedLinkMutationVariables = Exact<{
  id: string | number;
  relationshipType: RelationshipType;
}>;


export type ConfirmSuggestedLinkMutation = { confirmSuggestedLink: { id: string, connectionType: ConnectionType, relationshipType: RelationshipType | null } };

export type DismissSuggestedLinkMutationVariables = Exact<{
  id: string | number;
}>;


export type DismissSuggestedLinkMutation = { dismissSuggestedLink: string };

export type AddEventRelationshipMutationVariables = Exact<{
  sourceEventId: string | number;
  targetEventId: string | number;
  relationshipType: RelationshipType;
  description?: string | null | undefined;
}>;


export type AddEventRelationshipMutation = { addEventRelationship: { id: string } };

export type RemoveEventRelationshipMutationVariables = Exact<{
  id: string | number;
}>;


export type RemoveEventRelationshipMutation = { removeEventRelationship: string };

export type LinkTargetSearchQueryVariables = Exact<{
  query: string;
}>;


export type LinkTargetSearchQuery = { searchEvents: { edges: Array<{ node: { id: string, name: string, startYear: number } }> } };

export type RevertEventMutationVariables = Exact<{
  id: string | number;
  toVersion: number;
  expectedVersion: number;
  comment?: string | null | undefined;
}>;


export type RevertEventMutation = { revertEvent: { id: string, version: number } };

export type EventPermissionsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type EventPermissionsQuery = { eventPermissions: { canEdit: boolean, editNeedsReview: boolean, canWithdraw: boolean, canRevert: boolean } };

export type WithdrawEventMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  comment?: string | null | undefined;
}>;


export type WithdrawEventMutation = { withdrawEvent: { id: string } };

export type EventPopupQueryVariables = Exact<{
  id: string | number;
}>;


export type EventPopupQuery = { event: { id: string, name: string, startDate: string, endDate: string | null, startYear: number, endYear: number, latitude: number, longitude: number, description: string, participants: Array<string>, wikiUrl: string | null, verificationStatus: VerificationStatus } | null };

export type LegendPeriodsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegendPeriodsQuery = { periods: Array<{ key: PeriodKey, name: string, startYear: number, endYear: number, color: string }> };

export type MyEventsQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type MyEventsQuery = { myEvents: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, kind: MySubmissionKind, eventId: string, eventName: string, status: MySubmissionStatus, reason: string | null, decidedAt: string | null, submittedAt: string, event: { id: string } | null, revision: { id: string, comment: string | null, changes: Array<{ field: string, from: string | null, to: string | null }> } | null } }> } };

export type SearchEventsQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
  year?: number | null | undefined;
}>;


export type SearchEventsQuery = { searchEvents: { edges: Array<{ node: { id: string, name: string, startYear: number, endYear: number, period: PeriodKey, latitude: number, longitude: number, radius: number } }> } };

export type StoryToPlayQueryVariables = Exact<{
  id: string | number;
}>;


export type StoryToPlayQuery = { story: { id: string, title: string, summary: string, status: StoryStatus, authorName: string | null, canEdit: boolean, steps: Array<{ title: string, html: string, startYear: number, endYear: number | null, longitude: number, latitude: number, zoom: number, mode: TimelineMode | null, periods: Array<PeriodKey> | null, events: Array<{ id: string, name: string }> }> } | null };

export type PublishedStoriesQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type PublishedStoriesQuery = { stories: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, title: string, summary: string, authorName: string | null, steps: Array<{ title: string }> } }> } };

export type StoryToEditQueryVariables = Exact<{
  id: string | number;
}>;


export type StoryToEditQuery = { story: { id: string, title: string, summary: string, status: StoryStatus, version: number, canEdit: boolean, steps: Array<{ title: string, text: string, startYear: number, endYear: number | null, longitude: number, latitude: number, zoom: number, mode: TimelineMode | null, periods: Array<PeriodKey> | null, eventIds: Array<string> }> } | null };

export type CreateStoryMutationVariables = Exact<{
  input: StoryInput;
}>;


export type CreateStoryMutation = { createStory: { id: string, status: StoryStatus, version: number } };

export type UpdateStoryMutationVariables = Exact<{
  id: string | number;
  version: number;
  input: StoryInput;
}>;


export type UpdateStoryMutation = { updateStory: { id: string, status: StoryStatus, version: number } };

export type StoryModerationQueueQueryVariables = Exact<{ [key: string]: never; }>;


export type StoryModerationQueueQuery = { storyModerationQueue: Array<{ id: string, title: string, summary: string, status: StoryStatus, authorName: string | null, updatedAt: string, steps: Array<{ title: string }>, revisions: Array<{ id: string, status: StoryRevisionStatus, title: string, authorName: string | null, createdAt: string }> }> };

export type AcceptStoryMutationVariables = Exact<{
  id: string | number;
  note?: string | null | undefined;
}>;


export type AcceptStoryMutation = { acceptStory: { id: string, status: StoryStatus } };

export type RejectStoryMutationVariables = Exact<{
  id: string | number;
  reason: string;
}>;


export type RejectStoryMutation = { rejectStory: { id: string, status: StoryStatus } };

export type StoryEventSearchQueryVariables = Exact<{
  query: string;
}>;


export type StoryEventSearchQuery = { searchEvents: { edges: Array<{ node: { id: string, name: string, startYear: number } }> } };

export type MyStoriesQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStoriesQuery = { myStories: Array<{ id: string, title: string, status: StoryStatus, updatedAt: string, steps: Array<{ title: string }>, revisions: Array<{ id: string, status: StoryRevisionStatus }> }> };

export type WithdrawStoryMutationVariables = Exact<{
  id: string | number;
}>;


export type WithdrawStoryMutation = { withdrawStory: { id: string, status: StoryStatus } };

export type EventForEditQueryVariables = Exact<{
  id: string | number;
}>;


export type EventForEditQuery = { event: { id: string, version: number, name: string, eventType: EventType, linkedEventId: string | null, whoDescription: string | null, participants: Array<string>, location: string, latitude: number, longitude: number, startDate: string, endDate: string | null, description: string, actions: string | null, significance: string, context: string | null, consequences: string | null, linkedEvent: { id: string, name: string } | null, attachedMedia: Array<{ type: MediaType, name: string, url: string | null }>, sources: Array<{ title: string, url: string | null, note: string | null }> } | null, eventPermissions: { canEdit: boolean, editNeedsReview: boolean } };

export type UpdateEventFromWizardMutationVariables = Exact<{
  id: string | number;
  expectedVersion: number;
  input: UpdateEventInput;
  comment?: string | null | undefined;
}>;


export type UpdateEventFromWizardMutation = { updateEvent: { applied: boolean, event: { id: string, version: number }, revision: { id: string, kind: EventRevisionKind } } };

export type FindAnchorQueryVariables = Exact<{
  query: string;
}>;


export type FindAnchorQuery = { searchEvents: { edges: Array<{ node: { id: string, name: string, startYear: number, eventType: EventType } }> } };

export type CreateEventFromWizardMutationVariables = Exact<{
  input: CreateEventInput;
  idempotencyKey?: string | null | undefined;
}>;


export type CreateEventFromWizardMutation = { createEvent: { id: string, name: string, verificationStatus: VerificationStatus } };

export const AdminPageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminPageInfoFragment, unknown>;
export const EventJumpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventJump"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<EventJumpQuery, EventJumpQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminSubscribersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminSubscribers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SubscriberStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"preferences"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"subscribedAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminSubscribersQuery, AdminSubscribersQueryVariables>;
export const AdminMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminMessagesQuery, AdminMessagesQueryVariables>;
export const AdminAnalyticsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"newsletterAnalytics"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"activeSubscribers"}},{"kind":"Field","name":{"kind":"Name","value":"weeklyGrowth"}},{"kind":"Field","name":{"kind":"Name","value":"activeRate"}},{"kind":"Field","name":{"kind":"Name","value":"delivered"}},{"kind":"Field","name":{"kind":"Name","value":"openRate"}},{"kind":"Field","name":{"kind":"Name","value":"clickRate"}},{"kind":"Field","name":{"kind":"Name","value":"period"}}]}}]}}]} as unknown as DocumentNode<AdminAnalyticsQuery, AdminAnalyticsQueryVariables>;
export const AdminCampaignsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCampaigns"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"campaigns"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"newsletter"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"opened"}},{"kind":"Field","name":{"kind":"Name","value":"clicked"}},{"kind":"Field","name":{"kind":"Name","value":"openRate"}},{"kind":"Field","name":{"kind":"Name","value":"clickRate"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}},{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}}]}}]} as unknown as DocumentNode<AdminCampaignsQuery, AdminCampaignsQueryVariables>;
export const AdminCampaignPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCampaignPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<AdminCampaignPreviewQuery, AdminCampaignPreviewQueryVariables>;
export const AdminDigestPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDigestPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"weeklyDigestPreview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<AdminDigestPreviewQuery, AdminDigestPreviewQueryVariables>;
export const AdminCreateCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CampaignInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminCreateCampaignMutation, AdminCreateCampaignMutationVariables>;
export const AdminSendTestCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendTestCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminSendTestCampaignMutation, AdminSendTestCampaignMutationVariables>;
export const AdminSendCampaignDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSendCampaign"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendCampaign"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}}]}}]}}]} as unknown as DocumentNode<AdminSendCampaignMutation, AdminSendCampaignMutationVariables>;
export const SetVerificationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetVerificationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationStatus"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVerificationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<SetVerificationStatusMutation, SetVerificationStatusMutationVariables>;
export const AcceptRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptRevisionMutation, AcceptRevisionMutationVariables>;
export const RejectRevisionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectRevision"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectRevision"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"revisionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"revisionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RejectRevisionMutation, RejectRevisionMutationVariables>;
export const ModerationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ModerationQueue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationQueue"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submitter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEventId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<ModerationQueueQuery, ModerationQueueQueryVariables>;
export const RefusedSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefusedSubmissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"EnumValue","value":"SUBMISSION_REJECTED"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"violations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<RefusedSubmissionsQuery, RefusedSubmissionsQueryVariables>;
export const LinkFeedbackCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkFeedbackCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkFeedbackCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"looksRight"}},{"kind":"Field","name":{"kind":"Name","value":"notRelated"}},{"kind":"Field","name":{"kind":"Name","value":"confirm"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}}]}}]}}]} as unknown as DocumentNode<LinkFeedbackCountsQuery, LinkFeedbackCountsQueryVariables>;
export const BrowserEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowserEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BrowserEventsQuery, BrowserEventsQueryVariables>;
export const BrowserCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowserCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"real"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"whatif"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"boostPeriods"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PeriodKey"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"real"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"real"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"whatif"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"whatif"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countryTagCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"300"}},{"kind":"Argument","name":{"kind":"Name","value":"boostPeriods"},"value":{"kind":"Variable","name":{"kind":"Name","value":"boostPeriods"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"boostedCount"}}]}}]}}]} as unknown as DocumentNode<BrowserCountsQuery, BrowserCountsQueryVariables>;
export const EventDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}},{"kind":"Field","name":{"kind":"Name","value":"battleType"}},{"kind":"Field","name":{"kind":"Name","value":"casualties"}},{"kind":"Field","name":{"kind":"Name","value":"significance"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"attachedMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wikiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"wikidataId"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEventId"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipType"}},{"kind":"Field","name":{"kind":"Name","value":"connectionType"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}}]}}]} as unknown as DocumentNode<EventDetailQuery, EventDetailQueryVariables>;
export const EventHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"baseVersion"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"revertedToVersion"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventHistoryQuery, EventHistoryQueryVariables>;
export const RecordLinkFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordLinkFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkFeedbackAnswer"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLinkFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordLinkFeedbackMutation, RecordLinkFeedbackMutationVariables>;
export const EventLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventLinks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"relationships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipType"}},{"kind":"Field","name":{"kind":"Name","value":"connectionType"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"source"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"target"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EventLinksQuery, EventLinksQueryVariables>;
export const EventLinkReviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventLinkReview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventLinkReview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"relationshipId"}},{"kind":"Field","name":{"kind":"Name","value":"yourAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"addedByYou"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"looksRight"}},{"kind":"Field","name":{"kind":"Name","value":"notRelated"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isSubmitter"}}]}}]}}]} as unknown as DocumentNode<EventLinkReviewQuery, EventLinkReviewQueryVariables>;
export const AnswerSuggestedLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerSuggestedLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LinkFeedbackAnswer"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerSuggestedLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}}]}}]}}]}}]} as unknown as DocumentNode<AnswerSuggestedLinkMutation, AnswerSuggestedLinkMutationVariables>;
export const ConfirmSuggestedLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSuggestedLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"relationshipType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RelationshipType"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSuggestedLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"relationshipType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"relationshipType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"connectionType"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipType"}}]}}]}}]} as unknown as DocumentNode<ConfirmSuggestedLinkMutation, ConfirmSuggestedLinkMutationVariables>;
export const DismissSuggestedLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DismissSuggestedLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissSuggestedLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DismissSuggestedLinkMutation, DismissSuggestedLinkMutationVariables>;
export const AddEventRelationshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddEventRelationship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sourceEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"targetEventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"relationshipType"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RelationshipType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"description"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEventRelationship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"sourceEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sourceEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"targetEventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"targetEventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"relationshipType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"relationshipType"}}},{"kind":"Argument","name":{"kind":"Name","value":"description"},"value":{"kind":"Variable","name":{"kind":"Name","value":"description"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AddEventRelationshipMutation, AddEventRelationshipMutationVariables>;
export const RemoveEventRelationshipDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveEventRelationship"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeEventRelationship"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveEventRelationshipMutation, RemoveEventRelationshipMutationVariables>;
export const LinkTargetSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkTargetSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}}]}}]}}]}}]}}]} as unknown as DocumentNode<LinkTargetSearchQuery, LinkTargetSearchQueryVariables>;
export const RevertEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevertEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revertEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"toVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<RevertEventMutation, RevertEventMutationVariables>;
export const EventPermissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPermissions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editNeedsReview"}},{"kind":"Field","name":{"kind":"Name","value":"canWithdraw"}},{"kind":"Field","name":{"kind":"Name","value":"canRevert"}}]}}]}}]} as unknown as DocumentNode<EventPermissionsQuery, EventPermissionsQueryVariables>;
export const WithdrawEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<WithdrawEventMutation, WithdrawEventMutationVariables>;
export const EventPopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"wikiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<EventPopupQuery, EventPopupQueryVariables>;
export const LegendPeriodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegendPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<LegendPeriodsQuery, LegendPeriodsQueryVariables>;
export const MyEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"eventId"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<MyEventsQuery, MyEventsQueryVariables>;
export const SearchEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"year"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"year"},"value":{"kind":"Variable","name":{"kind":"Name","value":"year"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SearchEventsQuery, SearchEventsQueryVariables>;
export const StoryToPlayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryToPlay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"periods"}},{"kind":"Field","name":{"kind":"Name","value":"events"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StoryToPlayQuery, StoryToPlayQueryVariables>;
export const PublishedStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublishedStories"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stories"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublishedStoriesQuery, PublishedStoriesQueryVariables>;
export const StoryToEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryToEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"story"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"zoom"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"periods"}},{"kind":"Field","name":{"kind":"Name","value":"eventIds"}}]}}]}}]}}]} as unknown as DocumentNode<StoryToEditQuery, StoryToEditQueryVariables>;
export const CreateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<CreateStoryMutation, CreateStoryMutationVariables>;
export const UpdateStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StoryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<UpdateStoryMutation, UpdateStoryMutationVariables>;
export const StoryModerationQueueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryModerationQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"storyModerationQueue"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<StoryModerationQueueQuery, StoryModerationQueueQueryVariables>;
export const AcceptStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"note"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"note"},"value":{"kind":"Variable","name":{"kind":"Name","value":"note"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<AcceptStoryMutation, AcceptStoryMutationVariables>;
export const RejectStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<RejectStoryMutation, RejectStoryMutationVariables>;
export const StoryEventSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StoryEventSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}}]}}]}}]}}]}}]} as unknown as DocumentNode<StoryEventSearchQuery, StoryEventSearchQueryVariables>;
export const MyStoriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"steps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revisions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<MyStoriesQuery, MyStoriesQueryVariables>;
export const WithdrawStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<WithdrawStoryMutation, WithdrawStoryMutationVariables>;
export const EventForEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventForEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEventId"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"whoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"startDate"}},{"kind":"Field","name":{"kind":"Name","value":"endDate"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"actions"}},{"kind":"Field","name":{"kind":"Name","value":"significance"}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"consequences"}},{"kind":"Field","name":{"kind":"Name","value":"attachedMedia"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sources"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"eventPermissions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"editNeedsReview"}}]}}]}}]} as unknown as DocumentNode<EventForEditQuery, EventForEditQueryVariables>;
export const UpdateEventFromWizardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateEventFromWizard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEventInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applied"}},{"kind":"Field","name":{"kind":"Name","value":"event"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"revision"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateEventFromWizardMutation, UpdateEventFromWizardMutationVariables>;
export const FindAnchorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindAnchor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<FindAnchorQuery, FindAnchorQueryVariables>;
export const CreateEventFromWizardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEventFromWizard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEventInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<CreateEventFromWizardMutation, CreateEventFromWizardMutationVariables>;