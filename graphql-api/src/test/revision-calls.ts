/** GraphQL calls of editing and moderation (issue 25) for the tests: each answers data or errors as sent. */
import { expect } from 'vitest';
import { graphqlEventInput } from './graphql-input.js';
import { graphqlAs, type Agent } from './signed-in-agent.js';
import type { GraphQLAnswer } from './test-app.js';

export const REVISION_FIELDS = 'id kind status comment reason baseVersion version revertedToVersion eventName actor { id name role } changes { field from to }';

export interface RevisionView {
  id: string;
  kind: string;
  status: string;
  comment: string | null;
  reason: string | null;
  baseVersion: number;
  version: number | null;
  revertedToVersion: number | null;
  eventName: string;
  actor: { id: string; name: string; role: string } | null;
  changes: { field: string; from: string | null; to: string | null }[];
}

/** The code of the first error (undefined when none). */
export const codeOf = (answer: GraphQLAnswer<unknown>) => answer.errors?.[0]?.extensions?.code;

/** Submits an event (REST words, as the fixtures have them) and answers its id. */
export async function submit(agent: Agent, event: Record<string, unknown>): Promise<string> {
  const res = await graphqlAs<{ createEvent: { id: string } }>(agent, 'mutation($i: CreateEventInput!) { createEvent(input: $i) { id } }', {
    i: graphqlEventInput(event),
  });
  expect(res.errors).toBeUndefined();
  return res.data!.createEvent.id;
}

export function update(agent: Agent, id: string, expectedVersion: number, input: Record<string, unknown>, comment?: string) {
  return graphqlAs<{ updateEvent: { applied: boolean; event: { version: number; name: string }; revision: RevisionView } }>(
    agent,
    `mutation($id: ID!, $v: Int!, $i: UpdateEventInput!, $c: String) {
      updateEvent(id: $id, expectedVersion: $v, input: $i, comment: $c) { applied event { version name } revision { ${REVISION_FIELDS} } }
    }`,
    { id, v: expectedVersion, i: graphqlEventInput(input), c: comment },
  );
}

export function history(agent: Agent, id: string) {
  return graphqlAs<{ event: { version: number; name: string; revisions: { totalCount: number; edges: { node: RevisionView }[] } } | null }>(
    agent,
    `query($id: ID!) { event(id: $id) { version name revisions(first: 50) { totalCount edges { node { ${REVISION_FIELDS} } } } } }`,
    { id },
  );
}

export function setStatus(agent: Agent, id: string, status: string, reason?: string) {
  return graphqlAs<{ setVerificationStatus: { version: number } }>(
    agent,
    'mutation($id: ID!, $s: VerificationStatus!, $r: String) { setVerificationStatus(eventId: $id, status: $s, reason: $r) { version } }',
    { id, s: status, r: reason },
  );
}
