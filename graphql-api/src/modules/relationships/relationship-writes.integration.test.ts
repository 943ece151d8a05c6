import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { graphqlAs, signedInAgent } from '../../test/signed-in-agent.js';
import { expectBadUserInput } from '../../test/graphql-refusal.js';
import { roleAgents, ROLE_EMAIL, type RoleAgents, type Who } from '../../test/role-agents.js';
import { HASTINGS, MARATHON } from '../../test/fixtures/sample-events.js';
import type { Agent } from '../../test/signed-in-agent.js';
import { EventRelationship } from './event-relationship.entity.js';

let t: TestApp;
let roles: RoleAgents;
let other: Agent;
/** The user's own event, the admin's, and a third one. */
let mine: string, theirs: string, third: string;

async function submit(agent: Agent, event: object): Promise<string> {
  const res = await agent.post('/api/events').send(event);
  expect(res.status, res.text).toBe(201);
  return (res.body as { id: string }).id;
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin, RATE_LIMIT_FACTOR: '0' });
  roles = await roleAgents(t);
  other = await signedInAgent(t);
  mine = await submit(roles.agents.user, MARATHON);
  theirs = await submit(roles.agents.admin, HASTINGS);
  third = await submit(roles.agents.admin, { ...HASTINGS, name: 'Harrying of the North', startDate: '1069' });
});
afterAll(() => t?.close());

const as = <T>(who: Who | Agent, query: string, variables?: Record<string, unknown>) =>
  graphqlAs<T>(typeof who === 'string' ? roles.agents[who] : who, query, variables);
const codes = (answer: { errors?: { extensions?: { code?: string } }[] }) => (answer.errors ?? []).map((e) => e.extensions?.code);

const ADD = `mutation($s: ID!, $t: ID!, $type: RelationshipType!, $d: String) {
  addEventRelationship(sourceEventId: $s, targetEventId: $t, relationshipType: $type, description: $d) { id sourceEventId targetEventId relationshipType connectionType description } }`;
const REMOVE = `mutation($id: ID!) { removeEventRelationship(id: $id) }`;
const links = () => t.db.orm.em.fork().count(EventRelationship, {});

describe("creators' typed relationships", () => {
  it('a creator links their own event to another, which replaces the suggestion for the pair', async () => {
    const em = t.db.orm.em.fork();
    const suggestion = em.create(EventRelationship, { sourceEventId: theirs, targetEventId: mine, connectionType: 'suggested', reason: 'Test reason.' });
    await em.flush();
    const res = await as<{ addEventRelationship: { id: string } }>('user', ADD, { s: mine, t: theirs, type: 'INSPIRED_BY', d: ' Both famous battles. ' });
    expect(res.errors).toBeUndefined();
    expect(res.data!.addEventRelationship).toMatchObject({
      sourceEventId: mine,
      targetEventId: theirs,
      relationshipType: 'INSPIRED_BY',
      connectionType: 'MANUAL',
      description: 'Both famous battles.',
    });
    expect(await em.fork().findOne(EventRelationship, suggestion.id)).toBeNull();
    const stored = await em.fork().findOneOrFail(EventRelationship, res.data!.addEventRelationship.id);
    expect(stored.createdBy).toBe(roles.ids.user);
  });

  it('refuses a self-link, a duplicate, an unknown type or event, and strangers; nothing is stored', async () => {
    const before = await links();
    expectBadUserInput(200, await as('user', ADD, { s: mine, t: mine, type: 'DEPICTS' }), 'self-link', 'targetEventId');
    expectBadUserInput(200, await as('user', ADD, { s: mine, t: theirs, type: 'INSPIRED_BY' }), 'duplicate', 'relationshipType');
    expectBadUserInput(200, await as('user', ADD, { s: mine, t: theirs, type: 'SUGGESTED' }), 'not a relationship type');
    expectBadUserInput(200, await as('user', ADD, { s: 'nope', t: theirs, type: 'DEPICTS' }), 'not an id', 'sourceEventId');
    expectBadUserInput(200, await as('user', ADD, { s: mine, t: third, type: 'DEPICTS', d: 'x'.repeat(501) }), 'too long', 'description');
    expect(codes(await as('user', ADD, { s: mine, t: randomUUID(), type: 'DEPICTS' }))).toEqual(['NOT_FOUND']);
    expect(codes(await as('signedOut', ADD, { s: mine, t: third, type: 'DEPICTS' }))).toEqual(['UNAUTHENTICATED']);
    // Only from events they submitted: another account's event, or theirs by someone else.
    expect(codes(await as('user', ADD, { s: theirs, t: third, type: 'CAUSED_BY' }))).toEqual(['FORBIDDEN']);
    expect(codes(await as(other, ADD, { s: mine, t: third, type: 'CAUSED_BY' }))).toEqual(['FORBIDDEN']);
    expect(await links()).toBe(before);
  });

  it('moderators link any event; the same pair may carry another type', async () => {
    const res = await as<{ addEventRelationship: { id: string } }>('moderator', ADD, { s: theirs, t: mine, type: 'RESPONSE_TO' });
    expect(res.errors).toBeUndefined();
    const again = await as('moderator', ADD, { s: mine, t: theirs, type: 'CAUSED_BY' });
    expect(again.errors).toBeUndefined();
  });

  it('the account that added a link removes it; others cannot, and suggestions are dismissed instead', async () => {
    const added = await as<{ addEventRelationship: { id: string } }>('user', ADD, { s: mine, t: third, type: 'DEPICTS' });
    const id = added.data!.addEventRelationship.id;
    expect(codes(await as(other, REMOVE, { id }))).toEqual(['FORBIDDEN']);
    expect(codes(await as('signedOut', REMOVE, { id }))).toEqual(['UNAUTHENTICATED']);
    expect((await as<{ removeEventRelationship: string }>('user', REMOVE, { id })).data!.removeEventRelationship).toBe(id);
    expect(await t.db.orm.em.fork().findOne(EventRelationship, id)).toBeNull();
    expect(codes(await as('user', REMOVE, { id }))).toEqual(['NOT_FOUND']);
    expectBadUserInput(200, await as('user', REMOVE, { id: 'x' }), 'not an id', 'id');

    const em = t.db.orm.em.fork();
    const suggestion = em.create(EventRelationship, { sourceEventId: third, targetEventId: theirs, connectionType: 'suggested', reason: 'Same place.' });
    await em.flush();
    expectBadUserInput(200, await as('moderator', REMOVE, { id: suggestion.id }), 'a suggestion', 'id');

    // A moderator removes a link the user added.
    const byUser = await as<{ addEventRelationship: { id: string } }>('user', ADD, { s: mine, t: third, type: 'CAUSED_BY' });
    expect(codes(await as('moderator', REMOVE, { id: byUser.data!.addEventRelationship.id }))).toEqual([]);
  });
});
