/**
 * The dashboard's reads, through GraphQL (the REST calls of spec section 7 stay for other clients):
 * users, subscribers and contact messages as connections paged by cursor, and the newsletter
 * analytics. Enum names come back as the domain's words (lib/graphql-words.ts).
 */
import type { ApolloClient } from '@apollo/client';
import { NEWSLETTER_TOPIC, SUBSCRIBER_STATUS, USER_ROLE } from '@domain/enums';
import { csvLine } from '@domain/spreadsheet-cell';
import { graphql } from '../../../gql';
import type { SubscriberStatus } from '../../../gql/graphql';
import { domainWord, graphqlName, withWords } from '../../../lib/graphql-words';

export const PAGE_SIZE = 25;

/** Which page to read: forward from a cursor, or back from one. */
export type PageRequest = { first: number; after?: string | null } | { last: number; before?: string | null };

export interface Page<T> {
  rows: T[];
  total: number;
  startCursor: string | null;
  endCursor: string | null;
  hasNextPage: boolean;
}

// What pageOf reads of every list's page (declared once; codegen adds it to the queries that spread it).
graphql(`
  fragment AdminPageInfo on PageInfo {
    startCursor
    endCursor
    hasNextPage
  }
`);

const Users = graphql(`
  query AdminUsers($search: String, $first: Int, $after: String, $last: Int, $before: String) {
    users(search: $search, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        ...AdminPageInfo
      }
      edges {
        node {
          id
          email
          firstName
          lastName
          role
          createdAt
          updatedAt
        }
      }
    }
  }
`);

const Subscribers = graphql(`
  query AdminSubscribers($search: String, $status: SubscriberStatus, $first: Int, $after: String, $last: Int, $before: String) {
    subscribers(search: $search, status: $status, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        ...AdminPageInfo
      }
      edges {
        node {
          id
          email
          firstName
          lastName
          preferences
          status
          source
          subscribedAt
        }
      }
    }
  }
`);

const Messages = graphql(`
  query AdminMessages($first: Int, $after: String, $last: Int, $before: String) {
    contactMessages(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        ...AdminPageInfo
      }
      edges {
        node {
          id
          firstName
          lastName
          email
          subject
          message
          createdAt
        }
      }
    }
  }
`);

const NewsletterAnalytics = graphql(`
  query AdminAnalytics {
    newsletterAnalytics {
      totalSubscribers
      activeSubscribers
      weeklyGrowth
      activeRate
      delivered
      openRate
      clickRate
      period
    }
  }
`);

interface Connection<N> {
  totalCount: number;
  pageInfo: { startCursor?: string | null; endCursor?: string | null; hasNextPage: boolean };
  edges: { node: N }[];
}

function pageOf<N, T>(connection: Connection<N> | null | undefined, row: (node: N) => T): Page<T> {
  if (!connection) throw new Error('Not allowed: sign in as an admin.');
  return {
    rows: connection.edges.map((e) => row(e.node)),
    total: connection.totalCount,
    startCursor: connection.pageInfo.startCursor ?? null,
    endCursor: connection.pageInfo.endCursor ?? null,
    hasNextPage: connection.pageInfo.hasNextPage,
  };
}

/** Admin lists change under the admin's eyes (sign-ups, subscriptions): always ask the server. */
const FRESH = { fetchPolicy: 'network-only' } as const;

export async function fetchUsers(client: ApolloClient, search: string, page: PageRequest) {
  const { data } = await client.query({ query: Users, variables: { search: search || null, ...page }, ...FRESH });
  return pageOf(data?.users, (u) => withWords(u, { role: USER_ROLE }));
}
export type AdminUser = Awaited<ReturnType<typeof fetchUsers>>['rows'][number];

export async function fetchSubscribers(client: ApolloClient, search: string, status: string, page: PageRequest) {
  const variables = { search: search || null, status: status === 'all' ? null : graphqlName<SubscriberStatus>(status), ...page };
  const { data } = await client.query({ query: Subscribers, variables, ...FRESH });
  return pageOf(data?.subscribers, (s) => ({
    ...withWords(s, { status: SUBSCRIBER_STATUS }),
    preferences: (s.preferences ?? []).map((p) => domainWord(NEWSLETTER_TOPIC, p)),
  }));
}
export type Subscriber = Awaited<ReturnType<typeof fetchSubscribers>>['rows'][number];

export async function fetchMessages(client: ApolloClient, page: PageRequest) {
  const { data } = await client.query({ query: Messages, variables: page, ...FRESH });
  return pageOf(data?.contactMessages, (m) => m);
}
export type ContactMessage = Awaited<ReturnType<typeof fetchMessages>>['rows'][number];

export async function fetchAnalytics(client: ApolloClient) {
  const { data } = await client.query({ query: NewsletterAnalytics, ...FRESH });
  return data?.newsletterAnalytics ?? null;
}
export type Analytics = NonNullable<Awaited<ReturnType<typeof fetchAnalytics>>>;

/** Every row of a filtered list, page by page (for Export). */
export async function fetchAll<T>(read: (page: PageRequest) => Promise<Page<T>>): Promise<T[]> {
  const rows: T[] = [];
  let after: string | null = null;
  for (;;) {
    const page: Page<T> = await read({ first: 500, after });
    rows.push(...page.rows);
    if (!page.hasNextPage || !page.endCursor) return rows;
    after = page.endCursor;
  }
}

/** RFC 4180 CSV with the server export's guarded cells (text a spreadsheet would run is prefixed with '). */
export function toCsv(header: string[], rows: (string | null | undefined)[][]): string {
  return [header, ...rows].map(csvLine).join('');
}

export function downloadFile(name: string, text: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
