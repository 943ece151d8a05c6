/**
 * The moderation queue (issue 25): proposed edits of published events accepted and rejected, new
 * events decided, each decision a revision, the submitter mailed (the dev outbox) and My events
 * telling them where everything stands.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASTINGS, LISBON_EARTHQUAKE, MARATHON } from '../../../test/fixtures/sample-events.js';
import { outboxMails, type OutboxMail } from '../../../test/outbox.js';
import { codeOf, history, REVISION_FIELDS, setStatus, submit, update, type RevisionView } from '../../../test/revision-calls.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../../test/role-agents.js';
import { graphqlAs, type Agent } from '../../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { HistoricalEvent } from '../event.entity.js';

const PUBLIC_URL = 'https://atlas.example.org';
let t: TestApp;
let agents: Record<Who, Agent>;
let ids: Record<'user' | 'moderator' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin, PUBLIC_URL });
  ({ agents, ids } = await roleAgents(t));
  await graphqlAs(agents.user, 'mutation { updateAccount(firstName: "Grace", lastName: "Hopper") { id } }');
});
afterAll(() => t?.close());

/** The mail to the user with this subject, waiting for it (mail goes out after the answer). */
async function mailTo(subject: string): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect.poll(() => (found = outboxMails(t.outbox).find((m) => m.to === ROLE_EMAIL.user && m.subject === subject)), { timeout: 5000 }).toBeDefined();
  return found!;
}

interface QueueItem {
  id: string;
  kind: string;
  event: { id: string; name: string };
  submitter: { id: string; name: string } | null;
  changes: { field: string; from: string | null; to: string | null }[];
  revision: { id: string; comment: string | null } | null;
}

async function queue(agent: Agent) {
  return graphqlAs<{ moderationQueue: { totalCount: number; edges: { node: QueueItem }[] } }>(
    agent,
    '{ moderationQueue(first: 100) { totalCount edges { node { id kind event { id name } submitter { id name } changes { field from to } revision { id comment } } } } }',
  );
}

const decide = (agent: Agent, mutation: string, revisionId: string, extra: string) =>
  graphqlAs<Record<string, RevisionView & { decision: RevisionView | null }>>(
    agent,
    `mutation($id: ID!) { ${mutation}(revisionId: $id, ${extra}) { ${REVISION_FIELDS} decision { ${REVISION_FIELDS} } } }`,
    { id: revisionId },
  );

async function myEvents(agent: Agent) {
  const res = await graphqlAs<{ myEvents: { edges: { node: { id: string; kind: string; eventName: string; status: string; reason: string | null } }[] } }>(
    agent,
    '{ myEvents(first: 50) { edges { node { id kind eventName status reason decidedAt submittedAt event { id } } } } }',
  );
  return res.data!.myEvents.edges.map((e) => e.node);
}

/** A validated event of the user's, whose edits are proposals. */
async function publishedEvent(event: Record<string, unknown>): Promise<string> {
  const id = await submit(agents.user, event);
  expect((await setStatus(agents.moderator, id, 'VALIDATED', 'Well sourced')).errors).toBeUndefined();
  return id;
}

describe('a new event', () => {
  it('waits in the queue, and its decision is a revision, mailed to the submitter with the reason and a link', async () => {
    const id = await submit(agents.user, LISBON_EARTHQUAKE);
    const waiting = (await queue(agents.moderator)).data!.moderationQueue.edges.map((e) => e.node);
    expect(waiting).toContainEqual(expect.objectContaining({ id, kind: 'NEW_EVENT', submitter: { id: ids.user, name: 'Grace H.' }, changes: [] }));
    await setStatus(agents.admin, id, 'REJECTED', 'No source for the date');
    const mail = await mailTo(`Your event "${LISBON_EARTHQUAKE.name}" was not accepted`);
    expect(mail.text).toContain("The moderator's reason: No source for the date");
    expect(mail.text).toContain(`${PUBLIC_URL}/?event=${id}`);
    const latest = (await history(agents.signedOut, id)).data!.event!.revisions.edges[0]!.node;
    expect(latest).toMatchObject({ kind: 'STATUS_CHANGED', reason: 'No source for the date', actor: { id: ids.admin } });
    expect(latest.changes).toEqual([{ field: 'verificationStatus', from: '"pending"', to: '"rejected"' }]);
    expect(await myEvents(agents.user)).toContainEqual(expect.objectContaining({ id, kind: 'EVENT', status: 'REJECTED', reason: 'No source for the date' }));
    expect((await queue(agents.moderator)).data!.moderationQueue.edges.map((e) => e.node.id)).not.toContain(id);
  });
});

describe("the submitter's edit of a published event", () => {
  it('waits as a proposal, the published version stays, and accepting it applies it and mails the submitter', async () => {
    const id = await publishedEvent(HASTINGS);
    const res = await update(agents.user, id, 2, { name: 'Battle of Senlac', sources: [{ title: 'Bayeux Tapestry' }] }, 'The older name');
    expect(res.data!.updateEvent).toMatchObject({
      applied: false,
      event: { version: 2, name: HASTINGS.name },
      revision: { kind: 'PROPOSED', status: 'PENDING', version: null },
    });
    const proposalId = res.data!.updateEvent.revision.id;
    expect((await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, id)).name).toBe(HASTINGS.name);
    expect((await history(agents.signedOut, id)).data!.event!.revisions.edges.map((e) => e.node.kind)).toEqual(['STATUS_CHANGED', 'CREATED']);

    const item = (await queue(agents.moderator)).data!.moderationQueue.edges.find((e) => e.node.id === proposalId)!.node;
    expect(item).toMatchObject({ kind: 'PROPOSED_REVISION', event: { id, name: HASTINGS.name }, revision: { comment: 'The older name' } });
    expect(item.changes.map((c) => c.field)).toEqual(['name', 'sources']);
    expect(codeOf(await queue(agents.user))).toBe('FORBIDDEN');
    expect(codeOf(await decide(agents.user, 'acceptRevision', proposalId, 'comment: "mine"'))).toBe('FORBIDDEN');

    const accepted = await decide(agents.moderator, 'acceptRevision', proposalId, 'comment: "Checked"');
    expect(accepted.data!.acceptRevision).toMatchObject({
      status: 'ACCEPTED',
      decision: { kind: 'ACCEPTED', version: 3, comment: 'Checked', actor: { id: ids.moderator } },
    });
    const event = (await history(agents.signedOut, id)).data!.event!;
    expect(event).toMatchObject({ version: 3, name: 'Battle of Senlac' });
    expect(event.revisions.edges[0]!.node.changes).toContainEqual({ field: 'name', from: JSON.stringify(HASTINGS.name), to: '"Battle of Senlac"' });
    const mail = await mailTo('Your edit to "Battle of Hastings" was accepted');
    expect(mail.text).toContain(`${PUBLIC_URL}/my-events`);
    expect(codeOf(await decide(agents.admin, 'rejectRevision', proposalId, 'reason: "Too late"'))).toBe('BAD_USER_INPUT');
    expect(await myEvents(agents.user)).toContainEqual(expect.objectContaining({ id: proposalId, kind: 'PROPOSAL', status: 'ACCEPTED', reason: null }));
  });

  it('rejected with a reason, leaves the event as it was and tells the submitter why', async () => {
    const id = await publishedEvent(MARATHON);
    const proposalId = (await update(agents.user, id, 2, { casualties: 1 })).data!.updateEvent.revision.id;
    expect(codeOf(await decide(agents.moderator, 'rejectRevision', proposalId, 'reason: "  "'))).toBe('BAD_USER_INPUT');
    const rejected = await decide(agents.moderator, 'rejectRevision', proposalId, 'reason: "Herodotus gives 6,400 Persian dead"');
    expect(rejected.data!.rejectRevision).toMatchObject({
      status: 'REJECTED',
      decision: { kind: 'REJECTED', reason: 'Herodotus gives 6,400 Persian dead', version: null },
    });
    const stored = await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, id);
    expect({ casualties: stored.casualties, version: stored.version }).toEqual({ casualties: MARATHON.casualties, version: 2 });
    const mail = await mailTo('Your edit to "Battle of Marathon" was not accepted');
    expect(mail.text).toContain('Herodotus gives 6,400 Persian dead');
    expect(await myEvents(agents.user)).toContainEqual(
      expect.objectContaining({ id: proposalId, kind: 'PROPOSAL', status: 'REJECTED', reason: 'Herodotus gives 6,400 Persian dead' }),
    );
  });

  it('cannot be accepted once the event changed since it was proposed', async () => {
    const id = await publishedEvent({ ...HASTINGS, name: 'Battle of Stamford Bridge' });
    const proposalId = (await update(agents.user, id, 2, { location: 'Stamford Bridge' })).data!.updateEvent.revision.id;
    expect((await update(agents.moderator, id, 2, { description: 'Harold defeated Harald Hardrada.' })).errors).toBeUndefined();
    expect(codeOf(await decide(agents.moderator, 'acceptRevision', proposalId, 'comment: null'))).toBe('VERSION_CONFLICT');
    expect((await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, id)).location).toBe(HASTINGS.location);
  });
});

describe('the queue and My events', () => {
  it('lists waiting items oldest first, and a withdrawal closes its proposals and shows as WITHDRAWN', async () => {
    const id = await publishedEvent({ ...MARATHON, name: 'Battle of Thermopylae', startDate: '-0480-08' });
    const proposalId = (await update(agents.user, id, 2, { name: 'Thermopylae' })).data!.updateEvent.revision.id;
    const times = (await queue(agents.admin)).data!.moderationQueue.edges.map((e) => e.node.id);
    expect(times.indexOf(proposalId)).toBe(times.length - 1);
    const withdrawn = await graphqlAs(agents.user, `mutation { withdrawEvent(id: "${id}", expectedVersion: 2) { id } }`);
    expect(withdrawn.errors).toBeUndefined();
    expect((await queue(agents.admin)).data!.moderationQueue.edges.map((e) => e.node.id)).not.toContain(proposalId);
    const mine = await myEvents(agents.user);
    expect(mine).toContainEqual(expect.objectContaining({ id, kind: 'EVENT', status: 'WITHDRAWN', eventName: 'Battle of Thermopylae' }));
    expect(mine).toContainEqual(expect.objectContaining({ id: proposalId, status: 'REJECTED', reason: 'Withdrawn by the submitter' }));
    expect(codeOf(await graphqlAs(agents.signedOut, '{ myEvents { totalCount } }'))).toBe('UNAUTHENTICATED');
  });
});
