/** The Campaigns tab's calls (GraphQL, admins only): list, preview, the weekly digest, save, test, send. */
import type { ApolloClient } from '@apollo/client';
import { CAMPAIGN_KIND, CAMPAIGN_STATUS, NEWSLETTER_TOPIC, type NewsletterTopic } from '@domain/enums';
import { graphql } from '../../../gql';
import type { NewsletterTopic as TopicName } from '../../../gql/graphql';
import { domainWord, graphqlName } from '../../../lib/graphql-words';
import type { Page, PageRequest } from './admin-api';

const Campaigns = graphql(`
  query AdminCampaigns($first: Int, $after: String, $last: Int, $before: String) {
    campaigns(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        ...AdminPageInfo
      }
      edges {
        node {
          id
          newsletter
          kind
          subject
          status
          createdAt
          finishedAt
          recipients
          sent
          failed
          opened
          clicked
          openRate
          clickRate
        }
      }
    }
  }
`);

const Preview = graphql(`
  query AdminCampaignPreview($input: CampaignInput!) {
    previewCampaign(input: $input) {
      subject
      html
      recipients
    }
  }
`);

const DigestPreview = graphql(`
  query AdminDigestPreview {
    weeklyDigestPreview {
      subject
      html
      recipients
    }
  }
`);

const Create = graphql(`
  mutation AdminCreateCampaign($input: CampaignInput!) {
    createCampaign(input: $input) {
      id
    }
  }
`);

const SendTest = graphql(`
  mutation AdminSendTestCampaign($id: ID!) {
    sendTestCampaign(id: $id)
  }
`);

const Send = graphql(`
  mutation AdminSendCampaign($id: ID!) {
    sendCampaign(id: $id) {
      id
      recipients
    }
  }
`);

export interface Draft {
  newsletter: NewsletterTopic;
  subject: string;
  markdown: string;
}

const asInput = (d: Draft) => ({ newsletter: graphqlName<TopicName>(d.newsletter), subject: d.subject, markdown: d.markdown });
const FRESH = { fetchPolicy: 'network-only' } as const;

export async function fetchCampaigns(client: ApolloClient, page: PageRequest): Promise<Page<Campaign>> {
  const { data } = await client.query({ query: Campaigns, variables: page, ...FRESH });
  const connection = data?.campaigns;
  if (!connection) throw new Error('Not allowed: sign in as an admin.');
  return {
    rows: connection.edges.map(({ node }) => ({
      ...node,
      newsletter: domainWord(NEWSLETTER_TOPIC, node.newsletter) as NewsletterTopic,
      kind: domainWord(CAMPAIGN_KIND, node.kind),
      status: domainWord(CAMPAIGN_STATUS, node.status),
    })),
    total: connection.totalCount,
    startCursor: connection.pageInfo.startCursor ?? null,
    endCursor: connection.pageInfo.endCursor ?? null,
    hasNextPage: connection.pageInfo.hasNextPage,
  };
}

export interface Campaign {
  id: string;
  newsletter: NewsletterTopic;
  kind: string;
  subject: string;
  status: string;
  createdAt: string;
  finishedAt?: string | null;
  recipients: number;
  sent: number;
  failed: number;
  opened: number;
  clicked: number;
  openRate: number;
  clickRate: number;
}

export interface Preview {
  subject: string;
  html: string;
  recipients: number;
}

export async function previewCampaign(client: ApolloClient, draft: Draft): Promise<Preview> {
  const { data } = await client.query({ query: Preview, variables: { input: asInput(draft) }, ...FRESH });
  if (!data?.previewCampaign) throw new Error('Not allowed: sign in as an admin.');
  return data.previewCampaign;
}

export async function previewDigest(client: ApolloClient): Promise<Preview> {
  const { data } = await client.query({ query: DigestPreview, ...FRESH });
  if (!data?.weeklyDigestPreview) throw new Error('Not allowed: sign in as an admin.');
  return data.weeklyDigestPreview;
}

/** Saves the draft; returns its id. */
export async function createCampaign(client: ApolloClient, draft: Draft): Promise<string> {
  const { data } = await client.mutate({ mutation: Create, variables: { input: asInput(draft) } });
  return data!.createCampaign.id;
}

export async function sendTestCampaign(client: ApolloClient, id: string): Promise<void> {
  await client.mutate({ mutation: SendTest, variables: { id } });
}

/** Queues the campaign; returns how many subscribers it goes to. */
export async function sendCampaign(client: ApolloClient, id: string): Promise<number> {
  const { data } = await client.mutate({ mutation: Send, variables: { id } });
  return data!.sendCampaign.recipients;
}
