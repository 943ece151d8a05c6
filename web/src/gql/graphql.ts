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
  /** Total deaths, when known. */
  casualties?: number | null | undefined;
  /** Top-level category from the category tree. */
  category?: string | null | undefined;
  /** What happened next. */
  consequences?: string | null | undefined;
  /** Why it happened. */
  context?: string | null | undefined;
  /** Coordinates as text; derived from latitude and longitude when absent. */
  coordinates?: string | null | undefined;
  /** Modern countries involved. */
  countryTags?: Array<string> | null | undefined;
  /** scientific, artistic, cultural or achievement; null for generic events. */
  culturalType?: string | null | undefined;
  /** What happened (required). */
  description: string;
  /** End date in the same form; not before the start. */
  endDate?: string | null | undefined;
  /** real (default), alternative or whatif. A what-if event needs linkedEventId to a real event. */
  eventType?: string | null | undefined;
  /** Latitude, -90..90 (required). */
  latitude: number;
  /** Id of the event this one anchors to. */
  linkedEventId?: string | null | undefined;
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
  /** Period key; derived from the start year when absent, rejected when it does not match. */
  period?: string | null | undefined;
  /** Extent in metres (default 10000). */
  radius?: number | null | undefined;
  /** depicts, inspired_by, caused_by or response_to. */
  relationshipType?: string | null | undefined;
  /** Why it matters (required). */
  significance: string;
  /** YYYY, YYYY-MM or YYYY-MM-DD, a leading minus for BCE (required). */
  startDate: string;
  /** Subcategory; must belong to the category. */
  subcategory?: string | null | undefined;
  /** Free keywords. */
  tags?: Array<string> | null | undefined;
  /** Who was involved, in the creator's words. */
  whoDescription?: string | null | undefined;
  /** An http(s) link to more information. */
  wikiUrl?: string | null | undefined;
};

/** Filters for the events connection; all given conditions must hold. */
export type EventFilter = {
  /** Only events inside this map area. */
  bbox?: BoundingBoxInput | null | undefined;
  /** Top-level category name. */
  category?: string | null | undefined;
  /** Only events tagged with any of these countries. */
  countryTags?: Array<string> | null | undefined;
  /** Exact reality type: real, alternative or whatif. */
  eventType?: string | null | undefined;
  /** Only events that end in or after this year. */
  fromYear?: number | null | undefined;
  /** "real" (real and alternative events) or "whatif" (what-if events only). */
  mode?: string | null | undefined;
  /** Period keys to include. */
  periods?: Array<string> | null | undefined;
  /** Case-insensitive text that must occur in name, description, location, significance, participants, tags, category or subcategory. */
  search?: string | null | undefined;
  /** Subcategory name. */
  subcategory?: string | null | undefined;
  /** Only events that start in or before this year. */
  toYear?: number | null | undefined;
  /** Verification status: pending, validated, disputed or rejected. */
  verificationStatus?: string | null | undefined;
  /** Only events visible at this timeline year (signed; -490 is 490 BCE). */
  year?: number | null | undefined;
};

/** A file or link attached to an event. */
export type MediaItemInput = {
  /** File or link name. */
  name: string;
  /** text, image, video, audio, game, book or movie. */
  type: string;
  /** Where the media is: an http(s) address, or /api/media/<name> for a file uploaded through POST /api/media. */
  url?: string | null | undefined;
};

export type EventJumpQueryVariables = Exact<{
  id: string | number;
}>;


export type EventJumpQuery = { event: { id: string, startYear: number, period: string, latitude: number, longitude: number, radius: number, category: string | null } | null };

export type PendingEventsQueryVariables = Exact<{ [key: string]: never; }>;


export type PendingEventsQuery = { events: { totalCount: number, edges: Array<{ node: { id: string, name: string, startYear: number, endYear: number, location: string, description: string, eventType: string, wikiUrl: string | null, linkedEventId: string | null } }> } };

export type RefusedSubmissionsQueryVariables = Exact<{ [key: string]: never; }>;


export type RefusedSubmissionsQuery = { moderationLog: Array<{ id: string, eventName: string | null, violations: unknown, createdAt: string }> };

export type LinkFeedbackCountsQueryVariables = Exact<{
  eventId: string | number;
}>;


export type LinkFeedbackCountsQuery = { linkFeedbackCounts: { looksRight: number, notRelated: number, confirm: number, reject: number } };

export type SetVerificationStatusMutationVariables = Exact<{
  eventId: string | number;
  status: string;
}>;


export type SetVerificationStatusMutation = { setVerificationStatus: { id: string, verificationStatus: string } };

export type BrowserEventsQueryVariables = Exact<{
  filter?: EventFilter | null | undefined;
  after?: string | null | undefined;
}>;


export type BrowserEventsQuery = { events: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, edges: Array<{ node: { id: string, name: string, startYear: number, participants: Array<string>, description: string, period: string, eventType: string } }> } };

export type BrowserCountsQueryVariables = Exact<{
  all?: EventFilter | null | undefined;
  real?: EventFilter | null | undefined;
  whatif?: EventFilter | null | undefined;
  tags?: EventFilter | null | undefined;
  boostPeriods?: Array<string> | string | null | undefined;
}>;


export type BrowserCountsQuery = { all: { totalCount: number }, real: { totalCount: number }, whatif: { totalCount: number }, countryTagCounts: Array<{ tag: string, count: number, boostedCount: number }> };

export type EventDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type EventDetailQuery = { event: { id: string, name: string, period: string, startYear: number, endYear: number, location: string, coordinates: string, battleType: string | null, casualties: number | null, significance: string, description: string, participants: Array<string>, attachedMedia: unknown, wikiUrl: string | null, verificationStatus: string, linkedEventId: string | null, relationshipType: string | null, connectionType: string, linkedEvent: { id: string, name: string } | null } | null };

export type RecordLinkFeedbackMutationVariables = Exact<{
  eventId: string | number;
  answer: string;
}>;


export type RecordLinkFeedbackMutation = { recordLinkFeedback: { id: string } };

export type EventPopupQueryVariables = Exact<{
  id: string | number;
}>;


export type EventPopupQuery = { event: { id: string, name: string, startYear: number, endYear: number, latitude: number, longitude: number, description: string, participants: Array<string>, wikiUrl: string | null, verificationStatus: string } | null };

export type LegendPeriodsQueryVariables = Exact<{ [key: string]: never; }>;


export type LegendPeriodsQuery = { periods: Array<{ key: string, name: string, startYear: number, endYear: number, color: string }> };

export type SearchEventsQueryVariables = Exact<{
  query: string;
  first?: number | null | undefined;
}>;


export type SearchEventsQuery = { searchEvents: Array<{ id: string, name: string, startYear: number, endYear: number, period: string, latitude: number, longitude: number, radius: number }> };

export type CreateEventFromWizardMutationVariables = Exact<{
  input: CreateEventInput;
}>;


export type CreateEventFromWizardMutation = { createEvent: { id: string, name: string, verificationStatus: string } };

export type FindAnchorQueryVariables = Exact<{
  query: string;
}>;


export type FindAnchorQuery = { searchEvents: Array<{ id: string, name: string, startYear: number, eventType: string }> };


export const EventJumpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventJump"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<EventJumpQuery, EventJumpQueryVariables>;
export const PendingEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingEvents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"verificationStatus"},"value":{"kind":"StringValue","value":"pending","block":false}}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"wikiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEventId"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PendingEventsQuery, PendingEventsQueryVariables>;
export const RefusedSubmissionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RefusedSubmissions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moderationLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"action"},"value":{"kind":"StringValue","value":"submission_rejected","block":false}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventName"}},{"kind":"Field","name":{"kind":"Name","value":"violations"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<RefusedSubmissionsQuery, RefusedSubmissionsQueryVariables>;
export const LinkFeedbackCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkFeedbackCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"linkFeedbackCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"looksRight"}},{"kind":"Field","name":{"kind":"Name","value":"notRelated"}},{"kind":"Field","name":{"kind":"Name","value":"confirm"}},{"kind":"Field","name":{"kind":"Name","value":"reject"}}]}}]}}]} as unknown as DocumentNode<LinkFeedbackCountsQuery, LinkFeedbackCountsQueryVariables>;
export const SetVerificationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetVerificationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setVerificationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<SetVerificationStatusMutation, SetVerificationStatusMutationVariables>;
export const BrowserEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowserEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BrowserEventsQuery, BrowserEventsQueryVariables>;
export const BrowserCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrowserCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"all"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"real"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"whatif"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"EventFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"boostPeriods"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"all"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"real"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"real"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"whatif"},"name":{"kind":"Name","value":"events"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"whatif"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"countryTagCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"300"}},{"kind":"Argument","name":{"kind":"Name","value":"boostPeriods"},"value":{"kind":"Variable","name":{"kind":"Name","value":"boostPeriods"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"boostedCount"}}]}}]}}]} as unknown as DocumentNode<BrowserCountsQuery, BrowserCountsQueryVariables>;
export const EventDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"coordinates"}},{"kind":"Field","name":{"kind":"Name","value":"battleType"}},{"kind":"Field","name":{"kind":"Name","value":"casualties"}},{"kind":"Field","name":{"kind":"Name","value":"significance"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"attachedMedia"}},{"kind":"Field","name":{"kind":"Name","value":"wikiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEventId"}},{"kind":"Field","name":{"kind":"Name","value":"relationshipType"}},{"kind":"Field","name":{"kind":"Name","value":"connectionType"}},{"kind":"Field","name":{"kind":"Name","value":"linkedEvent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<EventDetailQuery, EventDetailQueryVariables>;
export const RecordLinkFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordLinkFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answer"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordLinkFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answer"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answer"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RecordLinkFeedbackMutation, RecordLinkFeedbackMutationVariables>;
export const EventPopupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EventPopup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"event"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"participants"}},{"kind":"Field","name":{"kind":"Name","value":"wikiUrl"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<EventPopupQuery, EventPopupQueryVariables>;
export const LegendPeriodsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegendPeriods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"color"}}]}}]}}]} as unknown as DocumentNode<LegendPeriodsQuery, LegendPeriodsQueryVariables>;
export const SearchEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"endYear"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}},{"kind":"Field","name":{"kind":"Name","value":"radius"}}]}}]}}]} as unknown as DocumentNode<SearchEventsQuery, SearchEventsQueryVariables>;
export const CreateEventFromWizardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateEventFromWizard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"verificationStatus"}}]}}]}}]} as unknown as DocumentNode<CreateEventFromWizardMutation, CreateEventFromWizardMutationVariables>;
export const FindAnchorDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindAnchor"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startYear"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}}]}}]}}]} as unknown as DocumentNode<FindAnchorQuery, FindAnchorQueryVariables>;