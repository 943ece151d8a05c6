/**
 * Editing (issue 25): the submitter's and a moderator's edits, the version check, who may edit,
 * reverts, withdrawal and the append-only history, against the real app and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASTINGS, MARATHON } from '../../../test/fixtures/sample-events.js';
import { codeOf, history, setStatus, submit, update } from '../../../test/revision-calls.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../../test/role-agents.js';
import { graphqlAs, signedInAgent, type Agent } from '../../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';

let t: TestApp;
let agents: Record<Who, Agent>;
let ids: Record<'user' | 'moderator' | 'admin', string>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin });
  ({ agents, ids } = await roleAgents(t));
});
afterAll(() => t?.close());

const revisionCount = (eventId: string) => t.db.orm.em.fork().count(EventRevision, { eventId });
const stored = (id: string) => t.db.orm.em.fork().findOneOrFail(HistoricalEvent, id);

describe('the submitter edits an event not yet validated', () => {
  it('takes effect at once, bumps the version and records exactly the changed fields', async () => {
    const id = await submit(agents.user, HASTINGS);
    const res = await update(
      agents.user,
      id,
      1,
      { name: 'Battle of Senlac Hill', sources: [{ title: 'Anglo-Saxon Chronicle', note: 'MS D, 1066' }] },
      'Older name',
    );
    expect(res.errors).toBeUndefined();
    const { applied, event, revision } = res.data!.updateEvent;
    expect(applied).toBe(true);
    expect(event).toEqual({ version: 2, name: 'Battle of Senlac Hill' });
    expect(revision).toMatchObject({ kind: 'EDITED', status: 'APPLIED', comment: 'Older name', baseVersion: 1, version: 2, actor: { id: ids.user } });
    expect(revision.changes).toEqual([
      { field: 'name', from: '"Battle of Hastings"', to: '"Battle of Senlac Hill"' },
      { field: 'sources', from: '[]', to: JSON.stringify([{ title: 'Anglo-Saxon Chronicle', note: 'MS D, 1066' }]) },
    ]);
    const log = (await history(agents.signedOut, id)).data!.event!;
    expect(log.revisions.edges.map((e) => [e.node.kind, e.node.version])).toEqual([
      ['EDITED', 2],
      ['CREATED', 1],
    ]);
    expect(log.revisions.edges[1]!.node.changes).toContainEqual({ field: 'name', from: null, to: '"Battle of Hastings"' });
  });

  it('re-derives the period from a new start date, and refuses a required field cleared, naming it', async () => {
    const id = await submit(agents.user, MARATHON);
    const moved = await update(agents.user, id, 1, { startDate: '1066-10-14' });
    expect(moved.errors).toBeUndefined();
    expect((await stored(id)).period).toBe('medieval');
    const cleared = await update(agents.user, id, 2, { name: null });
    expect(codeOf(cleared)).toBe('BAD_USER_INPUT');
    expect(cleared.errors![0]!.extensions!.violations).toContainEqual({ field: 'name', message: expect.any(String) });
    const badSource = await update(agents.user, id, 2, { sources: [{ title: 'Trust me', url: 'javascript:alert(1)' }] });
    expect(badSource.errors![0]!.extensions!.violations).toContainEqual({ field: 'sources.0.url', message: 'Only http(s) links are allowed' });
    expect((await stored(id)).version).toBe(2);
    expect(await revisionCount(id)).toBe(2);
  });

  it('sends a refused event back to the moderators when its submitter fixes it', async () => {
    const id = await submit(agents.user, HASTINGS);
    await setStatus(agents.moderator, id, 'REJECTED', 'No source');
    const res = await update(agents.user, id, 2, { sources: [{ title: 'Orderic Vitalis, Historia Ecclesiastica', note: 'book 3' }] });
    expect(res.data!.updateEvent).toMatchObject({ applied: true, event: { version: 3 }, revision: { kind: 'EDITED' } });
    expect(res.data!.updateEvent.revision.changes.map((c) => c.field)).toEqual(['sources', 'verificationStatus']);
    expect((await stored(id)).verificationStatus).toBe('pending');
  });

  it('refuses an edit that changes nothing', async () => {
    const id = await submit(agents.user, HASTINGS);
    const same = await update(agents.user, id, 1, { name: HASTINGS.name });
    expect(codeOf(same)).toBe('BAD_USER_INPUT');
    expect(await revisionCount(id)).toBe(1);
  });
});

describe('who may edit', () => {
  it('refuses another account (FORBIDDEN) and a stranger (UNAUTHENTICATED), storing nothing', async () => {
    const id = await submit(agents.user, HASTINGS);
    const other = await signedInAgent(t);
    expect(codeOf(await update(other, id, 1, { name: 'Taken over' }))).toBe('FORBIDDEN');
    expect(codeOf(await update(agents.signedOut, id, 1, { name: 'Taken over' }))).toBe('UNAUTHENTICATED');
    expect((await stored(id)).name).toBe(HASTINGS.name);
    expect(await revisionCount(id)).toBe(1);
  });

  it("applies a moderator's edit of a validated event at once", async () => {
    const id = await submit(agents.user, HASTINGS);
    expect((await setStatus(agents.moderator, id, 'VALIDATED')).data!.setVerificationStatus.version).toBe(2);
    const res = await update(agents.moderator, id, 2, { casualties: 12000 }, 'Casualty estimate');
    expect(res.data!.updateEvent).toMatchObject({
      applied: true,
      event: { version: 3 },
      revision: { kind: 'EDITED', actor: { id: ids.moderator, role: 'MODERATOR' } },
    });
    expect((await stored(id)).casualties).toBe(12000);
  });
});

describe('eventPermissions', () => {
  it('tells each viewer what they may do with an event', async () => {
    const id = await submit(agents.user, HASTINGS);
    await setStatus(agents.moderator, id, 'VALIDATED');
    const ask = async (agent: Agent) =>
      (
        await graphqlAs<{ eventPermissions: Record<string, boolean> }>(
          agent,
          `{ eventPermissions(eventId: "${id}") { canEdit editNeedsReview canWithdraw canRevert isSubmitter } }`,
        )
      ).data!.eventPermissions;
    expect(await ask(agents.user)).toEqual({ canEdit: true, editNeedsReview: true, canWithdraw: true, canRevert: false, isSubmitter: true });
    expect(await ask(agents.moderator)).toEqual({ canEdit: true, editNeedsReview: false, canWithdraw: false, canRevert: true, isSubmitter: false });
    expect(await ask(await signedInAgent(t))).toEqual({ canEdit: false, editNeedsReview: false, canWithdraw: false, canRevert: false, isSubmitter: false });
    expect(await ask(agents.signedOut)).toEqual({ canEdit: false, editNeedsReview: false, canWithdraw: false, canRevert: false, isSubmitter: false });
  });
});

describe('the version check', () => {
  it('refuses an edit made on an older version, naming the newer revision, and overwrites nothing', async () => {
    const id = await submit(agents.user, HASTINGS);
    await graphqlAs(agents.moderator, 'mutation { updateAccount(firstName: "Ada", lastName: "Lovelace") { id } }');
    expect((await update(agents.moderator, id, 1, { location: 'Senlac Hill' })).errors).toBeUndefined();
    const stale = await update(agents.user, id, 1, { location: 'Hastings' });
    expect(codeOf(stale)).toBe('VERSION_CONFLICT');
    const newer = await t.db.orm.em.fork().findOneOrFail(EventRevision, { eventId: id, version: 2 });
    expect(stale.errors![0]!.message).toContain('This event is at version 2 (edited by Ada L. on ');
    expect(stale.errors![0]!.message).toContain(`revision ${newer.id}); your change was made on version 1`);
    expect((await stored(id)).location).toBe('Senlac Hill');
  });

  it('lets one of two edits made at once on the same version through', async () => {
    const id = await submit(agents.user, HASTINGS);
    const answers = await Promise.all(['Alpha', 'Beta', 'Gamma'].map((name) => update(agents.user, id, 1, { name })));
    expect(answers.filter((a) => !a.errors)).toHaveLength(1);
    expect(answers.filter((a) => codeOf(a) === 'VERSION_CONFLICT')).toHaveLength(2);
    expect((await stored(id)).version).toBe(2);
    expect(await revisionCount(id)).toBe(2);
  });
});

describe('revert', () => {
  it('restores the content of an earlier version as a new revision; only moderators may', async () => {
    const id = await submit(agents.user, HASTINGS);
    await update(agents.user, id, 1, { name: 'Second name', tags: ['one'] });
    await update(agents.user, id, 2, { name: 'Third name', description: 'Changed text.' });
    const revert = (agent: Agent, toVersion: number, expectedVersion: number) =>
      graphqlAs<{ revertEvent: { version: number; name: string; description: string; tags: string[] } }>(
        agent,
        'mutation($id: ID!, $to: Int!, $v: Int!) { revertEvent(id: $id, toVersion: $to, expectedVersion: $v, comment: "Vandalism") { version name description tags } }',
        { id, to: toVersion, v: expectedVersion },
      );
    expect(codeOf(await revert(agents.user, 1, 3))).toBe('FORBIDDEN');
    expect(codeOf(await revert(agents.moderator, 3, 3))).toBe('BAD_USER_INPUT');
    const res = await revert(agents.moderator, 1, 3);
    expect(res.data!.revertEvent).toEqual({ version: 4, name: HASTINGS.name, description: HASTINGS.description, tags: HASTINGS.tags });
    const latest = (await history(agents.signedOut, id)).data!.event!.revisions.edges[0]!.node;
    expect(latest).toMatchObject({ kind: 'REVERTED', revertedToVersion: 1, version: 4, comment: 'Vandalism', actor: { id: ids.moderator } });
    expect(latest.changes.map((c) => c.field)).toEqual(['name', 'description', 'tags']);
    // Back to version 2: the second name and its tags, the first description.
    expect((await revert(agents.admin, 2, 4)).data!.revertEvent).toMatchObject({
      version: 5,
      name: 'Second name',
      description: HASTINGS.description,
      tags: ['one'],
    });
  });
});

describe('withdrawal', () => {
  it('takes the event off the map for its submitter only, keeping its last content in the history', async () => {
    const id = await submit(agents.user, HASTINGS);
    const withdraw = (agent: Agent) =>
      graphqlAs<{ withdrawEvent: { kind: string; changes: { field: string; from: string | null; to: string | null }[] } }>(
        agent,
        'mutation($id: ID!) { withdrawEvent(id: $id, expectedVersion: 1, comment: "Duplicate") { kind changes { field from to } } }',
        { id },
      );
    expect(codeOf(await withdraw(agents.moderator))).toBe('FORBIDDEN');
    const res = await withdraw(agents.user);
    expect(res.data!.withdrawEvent.kind).toBe('WITHDRAWN');
    expect(res.data!.withdrawEvent.changes).toContainEqual({ field: 'name', from: JSON.stringify(HASTINGS.name), to: null });
    expect((await history(agents.signedOut, id)).data!.event).toBeNull();
    expect(await t.db.orm.em.fork().count(HistoricalEvent, { id })).toBe(0);
    expect(await revisionCount(id)).toBe(2);
  });
});

describe('the revision history', () => {
  it('is append-only: the database refuses to change or delete a revision', async () => {
    const id = await submit(agents.user, HASTINGS);
    const connection = t.db.orm.em.fork().getConnection();
    await expect(connection.execute(`update event_revisions set comment = 'rewritten' where event_id = ?`, [id])).rejects.toThrow(/append-only/);
    await expect(connection.execute(`delete from event_revisions where event_id = ?`, [id])).rejects.toThrow(/append-only/);
    expect(await revisionCount(id)).toBe(1);
  });
});
