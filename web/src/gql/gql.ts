/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query EventJump($id: ID!) {\n    event(id: $id) {\n      id\n      startYear\n      period\n      latitude\n      longitude\n      radius\n      category\n    }\n  }\n": typeof types.EventJumpDocument,
    "\n  fragment AdminPageInfo on PageInfo {\n    startCursor\n    endCursor\n    hasNextPage\n  }\n": typeof types.AdminPageInfoFragmentDoc,
    "\n  query AdminUsers($search: String, $first: Int, $after: String, $last: Int, $before: String) {\n    users(search: $search, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          email\n          firstName\n          lastName\n          role\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  query AdminSubscribers($search: String, $status: SubscriberStatus, $first: Int, $after: String, $last: Int, $before: String) {\n    subscribers(search: $search, status: $status, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          email\n          firstName\n          lastName\n          preferences\n          status\n          source\n          subscribedAt\n        }\n      }\n    }\n  }\n": typeof types.AdminSubscribersDocument,
    "\n  query AdminMessages($first: Int, $after: String, $last: Int, $before: String) {\n    contactMessages(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          firstName\n          lastName\n          email\n          subject\n          message\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.AdminMessagesDocument,
    "\n  query AdminAnalytics {\n    newsletterAnalytics {\n      totalSubscribers\n      activeSubscribers\n      weeklyGrowth\n      activeRate\n      delivered\n      openRate\n      clickRate\n      period\n    }\n  }\n": typeof types.AdminAnalyticsDocument,
    "\n  query AdminCampaigns($first: Int, $after: String, $last: Int, $before: String) {\n    campaigns(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          newsletter\n          kind\n          subject\n          status\n          createdAt\n          finishedAt\n          recipients\n          sent\n          failed\n          opened\n          clicked\n          openRate\n          clickRate\n        }\n      }\n    }\n  }\n": typeof types.AdminCampaignsDocument,
    "\n  query AdminCampaignPreview($input: CampaignInput!) {\n    previewCampaign(input: $input) {\n      subject\n      html\n      recipients\n    }\n  }\n": typeof types.AdminCampaignPreviewDocument,
    "\n  query AdminDigestPreview {\n    weeklyDigestPreview {\n      subject\n      html\n      recipients\n    }\n  }\n": typeof types.AdminDigestPreviewDocument,
    "\n  mutation AdminCreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      id\n    }\n  }\n": typeof types.AdminCreateCampaignDocument,
    "\n  mutation AdminSendTestCampaign($id: ID!) {\n    sendTestCampaign(id: $id)\n  }\n": typeof types.AdminSendTestCampaignDocument,
    "\n  mutation AdminSendCampaign($id: ID!) {\n    sendCampaign(id: $id) {\n      id\n      recipients\n    }\n  }\n": typeof types.AdminSendCampaignDocument,
    "\n  query PendingEvents {\n    events(filter: { verificationStatus: PENDING }, first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          startDate\n          endDate\n          startYear\n          endYear\n          location\n          description\n          eventType\n          wikiUrl\n          linkedEventId\n        }\n      }\n    }\n  }\n": typeof types.PendingEventsDocument,
    "\n  query RefusedSubmissions {\n    moderationLog(action: SUBMISSION_REJECTED, first: 10) {\n      edges {\n        node {\n          id\n          eventName\n          violations {\n            field\n            message\n          }\n          createdAt\n        }\n      }\n    }\n  }\n": typeof types.RefusedSubmissionsDocument,
    "\n  query LinkFeedbackCounts($eventId: ID!) {\n    linkFeedbackCounts(eventId: $eventId) {\n      looksRight\n      notRelated\n      confirm\n      reject\n    }\n  }\n": typeof types.LinkFeedbackCountsDocument,
    "\n  mutation SetVerificationStatus($eventId: ID!, $status: VerificationStatus!) {\n    setVerificationStatus(eventId: $eventId, status: $status) {\n      id\n      verificationStatus\n    }\n  }\n": typeof types.SetVerificationStatusDocument,
    "\n  query BrowserEvents($filter: EventFilter, $after: String) {\n    events(filter: $filter, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          startDate\n          startYear\n          participants\n          description\n          period\n          eventType\n        }\n      }\n    }\n  }\n": typeof types.BrowserEventsDocument,
    "\n  query BrowserCounts($all: EventFilter, $real: EventFilter, $whatif: EventFilter, $tags: EventFilter, $boostPeriods: [PeriodKey!]) {\n    all: events(filter: $all, first: 1) {\n      totalCount\n    }\n    real: events(filter: $real, first: 1) {\n      totalCount\n    }\n    whatif: events(filter: $whatif, first: 1) {\n      totalCount\n    }\n    countryTagCounts(filter: $tags, first: 300, boostPeriods: $boostPeriods) {\n      tag\n      count\n      boostedCount\n    }\n  }\n": typeof types.BrowserCountsDocument,
    "\n  query EventDetail($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      period\n      startDate\n      endDate\n      startYear\n      endYear\n      location\n      latitude\n      longitude\n      coordinates\n      battleType\n      casualties\n      significance\n      description\n      participants\n      attachedMedia {\n        type\n        name\n        url\n      }\n      wikiUrl\n      wikidataId\n      verificationStatus\n      linkedEventId\n      relationshipType\n      connectionType\n      linkedEvent {\n        id\n        name\n      }\n    }\n  }\n": typeof types.EventDetailDocument,
    "\n  mutation RecordLinkFeedback($eventId: ID!, $answer: LinkFeedbackAnswer!) {\n    recordLinkFeedback(eventId: $eventId, answer: $answer) {\n      id\n    }\n  }\n": typeof types.RecordLinkFeedbackDocument,
    "\n  query EventPopup($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      startDate\n      endDate\n      startYear\n      endYear\n      latitude\n      longitude\n      description\n      participants\n      wikiUrl\n      verificationStatus\n    }\n  }\n": typeof types.EventPopupDocument,
    "\n  query LegendPeriods {\n    periods {\n      key\n      name\n      startYear\n      endYear\n      color\n    }\n  }\n": typeof types.LegendPeriodsDocument,
    "\n  query SearchEvents($query: String!, $first: Int, $year: Int) {\n    searchEvents(query: $query, first: $first, year: $year) {\n      edges {\n        node {\n          id\n          name\n          startYear\n          endYear\n          period\n          latitude\n          longitude\n          radius\n        }\n      }\n    }\n  }\n": typeof types.SearchEventsDocument,
    "\n  query FindAnchor($query: String!) {\n    searchEvents(query: $query, first: 8) {\n      edges {\n        node {\n          id\n          name\n          startYear\n          eventType\n        }\n      }\n    }\n  }\n": typeof types.FindAnchorDocument,
    "\n  mutation CreateEventFromWizard($input: CreateEventInput!, $idempotencyKey: String) {\n    createEvent(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      name\n      verificationStatus\n    }\n  }\n": typeof types.CreateEventFromWizardDocument,
};
const documents: Documents = {
    "\n  query EventJump($id: ID!) {\n    event(id: $id) {\n      id\n      startYear\n      period\n      latitude\n      longitude\n      radius\n      category\n    }\n  }\n": types.EventJumpDocument,
    "\n  fragment AdminPageInfo on PageInfo {\n    startCursor\n    endCursor\n    hasNextPage\n  }\n": types.AdminPageInfoFragmentDoc,
    "\n  query AdminUsers($search: String, $first: Int, $after: String, $last: Int, $before: String) {\n    users(search: $search, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          email\n          firstName\n          lastName\n          role\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n": types.AdminUsersDocument,
    "\n  query AdminSubscribers($search: String, $status: SubscriberStatus, $first: Int, $after: String, $last: Int, $before: String) {\n    subscribers(search: $search, status: $status, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          email\n          firstName\n          lastName\n          preferences\n          status\n          source\n          subscribedAt\n        }\n      }\n    }\n  }\n": types.AdminSubscribersDocument,
    "\n  query AdminMessages($first: Int, $after: String, $last: Int, $before: String) {\n    contactMessages(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          firstName\n          lastName\n          email\n          subject\n          message\n          createdAt\n        }\n      }\n    }\n  }\n": types.AdminMessagesDocument,
    "\n  query AdminAnalytics {\n    newsletterAnalytics {\n      totalSubscribers\n      activeSubscribers\n      weeklyGrowth\n      activeRate\n      delivered\n      openRate\n      clickRate\n      period\n    }\n  }\n": types.AdminAnalyticsDocument,
    "\n  query AdminCampaigns($first: Int, $after: String, $last: Int, $before: String) {\n    campaigns(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          newsletter\n          kind\n          subject\n          status\n          createdAt\n          finishedAt\n          recipients\n          sent\n          failed\n          opened\n          clicked\n          openRate\n          clickRate\n        }\n      }\n    }\n  }\n": types.AdminCampaignsDocument,
    "\n  query AdminCampaignPreview($input: CampaignInput!) {\n    previewCampaign(input: $input) {\n      subject\n      html\n      recipients\n    }\n  }\n": types.AdminCampaignPreviewDocument,
    "\n  query AdminDigestPreview {\n    weeklyDigestPreview {\n      subject\n      html\n      recipients\n    }\n  }\n": types.AdminDigestPreviewDocument,
    "\n  mutation AdminCreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      id\n    }\n  }\n": types.AdminCreateCampaignDocument,
    "\n  mutation AdminSendTestCampaign($id: ID!) {\n    sendTestCampaign(id: $id)\n  }\n": types.AdminSendTestCampaignDocument,
    "\n  mutation AdminSendCampaign($id: ID!) {\n    sendCampaign(id: $id) {\n      id\n      recipients\n    }\n  }\n": types.AdminSendCampaignDocument,
    "\n  query PendingEvents {\n    events(filter: { verificationStatus: PENDING }, first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          startDate\n          endDate\n          startYear\n          endYear\n          location\n          description\n          eventType\n          wikiUrl\n          linkedEventId\n        }\n      }\n    }\n  }\n": types.PendingEventsDocument,
    "\n  query RefusedSubmissions {\n    moderationLog(action: SUBMISSION_REJECTED, first: 10) {\n      edges {\n        node {\n          id\n          eventName\n          violations {\n            field\n            message\n          }\n          createdAt\n        }\n      }\n    }\n  }\n": types.RefusedSubmissionsDocument,
    "\n  query LinkFeedbackCounts($eventId: ID!) {\n    linkFeedbackCounts(eventId: $eventId) {\n      looksRight\n      notRelated\n      confirm\n      reject\n    }\n  }\n": types.LinkFeedbackCountsDocument,
    "\n  mutation SetVerificationStatus($eventId: ID!, $status: VerificationStatus!) {\n    setVerificationStatus(eventId: $eventId, status: $status) {\n      id\n      verificationStatus\n    }\n  }\n": types.SetVerificationStatusDocument,
    "\n  query BrowserEvents($filter: EventFilter, $after: String) {\n    events(filter: $filter, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          startDate\n          startYear\n          participants\n          description\n          period\n          eventType\n        }\n      }\n    }\n  }\n": types.BrowserEventsDocument,
    "\n  query BrowserCounts($all: EventFilter, $real: EventFilter, $whatif: EventFilter, $tags: EventFilter, $boostPeriods: [PeriodKey!]) {\n    all: events(filter: $all, first: 1) {\n      totalCount\n    }\n    real: events(filter: $real, first: 1) {\n      totalCount\n    }\n    whatif: events(filter: $whatif, first: 1) {\n      totalCount\n    }\n    countryTagCounts(filter: $tags, first: 300, boostPeriods: $boostPeriods) {\n      tag\n      count\n      boostedCount\n    }\n  }\n": types.BrowserCountsDocument,
    "\n  query EventDetail($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      period\n      startDate\n      endDate\n      startYear\n      endYear\n      location\n      latitude\n      longitude\n      coordinates\n      battleType\n      casualties\n      significance\n      description\n      participants\n      attachedMedia {\n        type\n        name\n        url\n      }\n      wikiUrl\n      wikidataId\n      verificationStatus\n      linkedEventId\n      relationshipType\n      connectionType\n      linkedEvent {\n        id\n        name\n      }\n    }\n  }\n": types.EventDetailDocument,
    "\n  mutation RecordLinkFeedback($eventId: ID!, $answer: LinkFeedbackAnswer!) {\n    recordLinkFeedback(eventId: $eventId, answer: $answer) {\n      id\n    }\n  }\n": types.RecordLinkFeedbackDocument,
    "\n  query EventPopup($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      startDate\n      endDate\n      startYear\n      endYear\n      latitude\n      longitude\n      description\n      participants\n      wikiUrl\n      verificationStatus\n    }\n  }\n": types.EventPopupDocument,
    "\n  query LegendPeriods {\n    periods {\n      key\n      name\n      startYear\n      endYear\n      color\n    }\n  }\n": types.LegendPeriodsDocument,
    "\n  query SearchEvents($query: String!, $first: Int, $year: Int) {\n    searchEvents(query: $query, first: $first, year: $year) {\n      edges {\n        node {\n          id\n          name\n          startYear\n          endYear\n          period\n          latitude\n          longitude\n          radius\n        }\n      }\n    }\n  }\n": types.SearchEventsDocument,
    "\n  query FindAnchor($query: String!) {\n    searchEvents(query: $query, first: 8) {\n      edges {\n        node {\n          id\n          name\n          startYear\n          eventType\n        }\n      }\n    }\n  }\n": types.FindAnchorDocument,
    "\n  mutation CreateEventFromWizard($input: CreateEventInput!, $idempotencyKey: String) {\n    createEvent(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      name\n      verificationStatus\n    }\n  }\n": types.CreateEventFromWizardDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventJump($id: ID!) {\n    event(id: $id) {\n      id\n      startYear\n      period\n      latitude\n      longitude\n      radius\n      category\n    }\n  }\n"): (typeof documents)["\n  query EventJump($id: ID!) {\n    event(id: $id) {\n      id\n      startYear\n      period\n      latitude\n      longitude\n      radius\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminPageInfo on PageInfo {\n    startCursor\n    endCursor\n    hasNextPage\n  }\n"): (typeof documents)["\n  fragment AdminPageInfo on PageInfo {\n    startCursor\n    endCursor\n    hasNextPage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers($search: String, $first: Int, $after: String, $last: Int, $before: String) {\n    users(search: $search, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          email\n          firstName\n          lastName\n          role\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers($search: String, $first: Int, $after: String, $last: Int, $before: String) {\n    users(search: $search, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          email\n          firstName\n          lastName\n          role\n          createdAt\n          updatedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminSubscribers($search: String, $status: SubscriberStatus, $first: Int, $after: String, $last: Int, $before: String) {\n    subscribers(search: $search, status: $status, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          email\n          firstName\n          lastName\n          preferences\n          status\n          source\n          subscribedAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminSubscribers($search: String, $status: SubscriberStatus, $first: Int, $after: String, $last: Int, $before: String) {\n    subscribers(search: $search, status: $status, first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          email\n          firstName\n          lastName\n          preferences\n          status\n          source\n          subscribedAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminMessages($first: Int, $after: String, $last: Int, $before: String) {\n    contactMessages(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          firstName\n          lastName\n          email\n          subject\n          message\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminMessages($first: Int, $after: String, $last: Int, $before: String) {\n    contactMessages(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          firstName\n          lastName\n          email\n          subject\n          message\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAnalytics {\n    newsletterAnalytics {\n      totalSubscribers\n      activeSubscribers\n      weeklyGrowth\n      activeRate\n      delivered\n      openRate\n      clickRate\n      period\n    }\n  }\n"): (typeof documents)["\n  query AdminAnalytics {\n    newsletterAnalytics {\n      totalSubscribers\n      activeSubscribers\n      weeklyGrowth\n      activeRate\n      delivered\n      openRate\n      clickRate\n      period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCampaigns($first: Int, $after: String, $last: Int, $before: String) {\n    campaigns(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          newsletter\n          kind\n          subject\n          status\n          createdAt\n          finishedAt\n          recipients\n          sent\n          failed\n          opened\n          clicked\n          openRate\n          clickRate\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminCampaigns($first: Int, $after: String, $last: Int, $before: String) {\n    campaigns(first: $first, after: $after, last: $last, before: $before) {\n      totalCount\n      pageInfo {\n        ...AdminPageInfo\n      }\n      edges {\n        node {\n          id\n          newsletter\n          kind\n          subject\n          status\n          createdAt\n          finishedAt\n          recipients\n          sent\n          failed\n          opened\n          clicked\n          openRate\n          clickRate\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCampaignPreview($input: CampaignInput!) {\n    previewCampaign(input: $input) {\n      subject\n      html\n      recipients\n    }\n  }\n"): (typeof documents)["\n  query AdminCampaignPreview($input: CampaignInput!) {\n    previewCampaign(input: $input) {\n      subject\n      html\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDigestPreview {\n    weeklyDigestPreview {\n      subject\n      html\n      recipients\n    }\n  }\n"): (typeof documents)["\n  query AdminDigestPreview {\n    weeklyDigestPreview {\n      subject\n      html\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminCreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation AdminCreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendTestCampaign($id: ID!) {\n    sendTestCampaign(id: $id)\n  }\n"): (typeof documents)["\n  mutation AdminSendTestCampaign($id: ID!) {\n    sendTestCampaign(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSendCampaign($id: ID!) {\n    sendCampaign(id: $id) {\n      id\n      recipients\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSendCampaign($id: ID!) {\n    sendCampaign(id: $id) {\n      id\n      recipients\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingEvents {\n    events(filter: { verificationStatus: PENDING }, first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          startDate\n          endDate\n          startYear\n          endYear\n          location\n          description\n          eventType\n          wikiUrl\n          linkedEventId\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PendingEvents {\n    events(filter: { verificationStatus: PENDING }, first: 20) {\n      totalCount\n      edges {\n        node {\n          id\n          name\n          startDate\n          endDate\n          startYear\n          endYear\n          location\n          description\n          eventType\n          wikiUrl\n          linkedEventId\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RefusedSubmissions {\n    moderationLog(action: SUBMISSION_REJECTED, first: 10) {\n      edges {\n        node {\n          id\n          eventName\n          violations {\n            field\n            message\n          }\n          createdAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RefusedSubmissions {\n    moderationLog(action: SUBMISSION_REJECTED, first: 10) {\n      edges {\n        node {\n          id\n          eventName\n          violations {\n            field\n            message\n          }\n          createdAt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkFeedbackCounts($eventId: ID!) {\n    linkFeedbackCounts(eventId: $eventId) {\n      looksRight\n      notRelated\n      confirm\n      reject\n    }\n  }\n"): (typeof documents)["\n  query LinkFeedbackCounts($eventId: ID!) {\n    linkFeedbackCounts(eventId: $eventId) {\n      looksRight\n      notRelated\n      confirm\n      reject\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetVerificationStatus($eventId: ID!, $status: VerificationStatus!) {\n    setVerificationStatus(eventId: $eventId, status: $status) {\n      id\n      verificationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SetVerificationStatus($eventId: ID!, $status: VerificationStatus!) {\n    setVerificationStatus(eventId: $eventId, status: $status) {\n      id\n      verificationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowserEvents($filter: EventFilter, $after: String) {\n    events(filter: $filter, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          startDate\n          startYear\n          participants\n          description\n          period\n          eventType\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrowserEvents($filter: EventFilter, $after: String) {\n    events(filter: $filter, first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        hasNextPage\n        endCursor\n      }\n      edges {\n        node {\n          id\n          name\n          startDate\n          startYear\n          participants\n          description\n          period\n          eventType\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrowserCounts($all: EventFilter, $real: EventFilter, $whatif: EventFilter, $tags: EventFilter, $boostPeriods: [PeriodKey!]) {\n    all: events(filter: $all, first: 1) {\n      totalCount\n    }\n    real: events(filter: $real, first: 1) {\n      totalCount\n    }\n    whatif: events(filter: $whatif, first: 1) {\n      totalCount\n    }\n    countryTagCounts(filter: $tags, first: 300, boostPeriods: $boostPeriods) {\n      tag\n      count\n      boostedCount\n    }\n  }\n"): (typeof documents)["\n  query BrowserCounts($all: EventFilter, $real: EventFilter, $whatif: EventFilter, $tags: EventFilter, $boostPeriods: [PeriodKey!]) {\n    all: events(filter: $all, first: 1) {\n      totalCount\n    }\n    real: events(filter: $real, first: 1) {\n      totalCount\n    }\n    whatif: events(filter: $whatif, first: 1) {\n      totalCount\n    }\n    countryTagCounts(filter: $tags, first: 300, boostPeriods: $boostPeriods) {\n      tag\n      count\n      boostedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventDetail($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      period\n      startDate\n      endDate\n      startYear\n      endYear\n      location\n      latitude\n      longitude\n      coordinates\n      battleType\n      casualties\n      significance\n      description\n      participants\n      attachedMedia {\n        type\n        name\n        url\n      }\n      wikiUrl\n      wikidataId\n      verificationStatus\n      linkedEventId\n      relationshipType\n      connectionType\n      linkedEvent {\n        id\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query EventDetail($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      period\n      startDate\n      endDate\n      startYear\n      endYear\n      location\n      latitude\n      longitude\n      coordinates\n      battleType\n      casualties\n      significance\n      description\n      participants\n      attachedMedia {\n        type\n        name\n        url\n      }\n      wikiUrl\n      wikidataId\n      verificationStatus\n      linkedEventId\n      relationshipType\n      connectionType\n      linkedEvent {\n        id\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordLinkFeedback($eventId: ID!, $answer: LinkFeedbackAnswer!) {\n    recordLinkFeedback(eventId: $eventId, answer: $answer) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RecordLinkFeedback($eventId: ID!, $answer: LinkFeedbackAnswer!) {\n    recordLinkFeedback(eventId: $eventId, answer: $answer) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EventPopup($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      startDate\n      endDate\n      startYear\n      endYear\n      latitude\n      longitude\n      description\n      participants\n      wikiUrl\n      verificationStatus\n    }\n  }\n"): (typeof documents)["\n  query EventPopup($id: ID!) {\n    event(id: $id) {\n      id\n      name\n      startDate\n      endDate\n      startYear\n      endYear\n      latitude\n      longitude\n      description\n      participants\n      wikiUrl\n      verificationStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LegendPeriods {\n    periods {\n      key\n      name\n      startYear\n      endYear\n      color\n    }\n  }\n"): (typeof documents)["\n  query LegendPeriods {\n    periods {\n      key\n      name\n      startYear\n      endYear\n      color\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchEvents($query: String!, $first: Int, $year: Int) {\n    searchEvents(query: $query, first: $first, year: $year) {\n      edges {\n        node {\n          id\n          name\n          startYear\n          endYear\n          period\n          latitude\n          longitude\n          radius\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SearchEvents($query: String!, $first: Int, $year: Int) {\n    searchEvents(query: $query, first: $first, year: $year) {\n      edges {\n        node {\n          id\n          name\n          startYear\n          endYear\n          period\n          latitude\n          longitude\n          radius\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FindAnchor($query: String!) {\n    searchEvents(query: $query, first: 8) {\n      edges {\n        node {\n          id\n          name\n          startYear\n          eventType\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FindAnchor($query: String!) {\n    searchEvents(query: $query, first: 8) {\n      edges {\n        node {\n          id\n          name\n          startYear\n          eventType\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateEventFromWizard($input: CreateEventInput!, $idempotencyKey: String) {\n    createEvent(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      name\n      verificationStatus\n    }\n  }\n"): (typeof documents)["\n  mutation CreateEventFromWizard($input: CreateEventInput!, $idempotencyKey: String) {\n    createEvent(input: $input, idempotencyKey: $idempotencyKey) {\n      id\n      name\n      verificationStatus\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;