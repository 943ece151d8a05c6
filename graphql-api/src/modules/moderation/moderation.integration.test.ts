/**
 * Moderation: verification status changes recorded with who and when, the moderation log (refused
 * submissions with their violations, status changes) and the answers on linked connections. Who may
 * call these is in the permission matrix (auth/authorization.integration.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HistoricalEvent } from '../events/event.entity.js';
import { seedCuratedData } from '../seed/curated-seeder.js';
import { User } from '../users/user.entity.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../test/role-agents.js';
import type { Agent } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let agents: Record<Who, Agent>;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin });
  await seedCuratedData(t.db.orm.em.fork());
  eventId = (await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { verificationStatus: 'pending' })).id;
  agents = (await roleAgents(t)).agents;
});
afterAll(() => t?.close());

describe('moderation', () => {
  it('records who moved an event and when, and rejects an unknown state', async () => {
    const res = await agents.moderator.patch(`/api/events/${eventId}/verification`).send({ status: 'rejected' });
    expect(res.status).toBe(200);
    const event = await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, eventId);
    const moderator = await t.db.orm.em.fork().findOneOrFail(User, { email: ROLE_EMAIL.moderator });
    expect(event.verificationStatus).toBe('rejected');
    expect(event.verifiedBy).toBe(moderator.id);
    expect(Date.now() - event.verifiedAt!.getTime()).toBeLessThan(60_000);
    const bad = await agents.moderator.patch(`/api/events/${eventId}/verification`).send({ status: 'approved' });
    expect(bad.status).toBe(400);
    expect(bad.body.violations[0].message).toMatch(/pending, validated, disputed, rejected/);
    const missing = await agents.admin.patch(`/api/events/00000000-0000-4000-8000-000000000000/verification`).send({ status: 'validated' });
    expect(missing.status).toBe(404);
  });
});

describe('a status change over REST', () => {
  it('keeps the reason as a revision and bumps the version; a blank reason is refused and changes nothing', async () => {
    const event = await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { verificationStatus: 'validated' }, { orderBy: { name: 'asc' } });
    const blank = await agents.moderator.patch(`/api/events/${event.id}/verification`).send({ status: 'disputed', reason: ' ' });
    expect(blank.status).toBe(400);
    expect(blank.body.violations).toContainEqual({ field: 'reason', message: expect.stringContaining('too short') });
    const res = await agents.moderator.patch(`/api/events/${event.id}/verification`).send({ status: 'disputed', reason: 'Two sources disagree on the year' });
    expect(res.status).toBe(200);
    expect(await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, event.id)).toMatchObject({ verificationStatus: 'disputed', version: event.version + 1 });
    const history = await agents.signedOut
      .post('/graphql')
      .send({ query: `{ event(id: "${event.id}") { revisions(first: 1) { edges { node { kind reason changes { field from to } } } } } }` });
    expect(history.body.data.event.revisions.edges[0].node).toEqual({
      kind: 'STATUS_CHANGED',
      reason: 'Two sources disagree on the year',
      changes: [{ field: 'verificationStatus', from: '"validated"', to: '"disputed"' }],
    });
  });
});

describe('a seeded event', () => {
  it('has no revision until its first change, whose from values keep the original, and reverts to version 1', async () => {
    const seeded = await t.db.orm.em
      .fork()
      .findOneOrFail(HistoricalEvent, { verificationStatus: 'validated', eventType: 'real' }, { orderBy: { name: 'desc' } });
    const gql = (query: string) => agents.moderator.post('/graphql').send({ query });
    const revisions = `revisions { totalCount edges { node { kind version changes { field from to } } } }`;
    expect((await gql(`{ event(id: "${seeded.id}") { version ${revisions} } }`)).body.data.event).toMatchObject({ version: 1, revisions: { totalCount: 0 } });
    const edited = await gql(`mutation { updateEvent(id: "${seeded.id}", expectedVersion: 1, input: { name: "Renamed by a moderator" }) { applied } }`);
    expect(edited.body.data.updateEvent.applied).toBe(true);
    const after = (await gql(`{ event(id: "${seeded.id}") { ${revisions} } }`)).body.data.event.revisions;
    expect(after.edges[0].node).toEqual({
      kind: 'EDITED',
      version: 2,
      changes: [{ field: 'name', from: JSON.stringify(seeded.name), to: '"Renamed by a moderator"' }],
    });
    const reverted = await gql(`mutation { revertEvent(id: "${seeded.id}", toVersion: 1, expectedVersion: 2) { name version } }`);
    expect(reverted.body.data.revertEvent).toEqual({ name: seeded.name, version: 3 });
  });
});

describe('the moderation log', () => {
  it('keeps refused submissions with their violations and who sent them, and every status change', async () => {
    const bad = await agents.user.post('/api/events').send({ name: 'Spam <script>alert(1)</script>', period: 'modern', startDate: '1999' });
    expect(bad.status).toBe(400);
    const log = await agents.moderator
      .post('/graphql')
      .send({ query: '{ moderationLog(action: SUBMISSION_REJECTED, first: 1) { edges { node { eventName userId violations { field message } } } } }' });
    const entry = log.body.data.moderationLog.edges[0].node;
    expect(entry.eventName).toBe('Spam <script>alert(1)</script>');
    expect(entry.userId).toBeTruthy();
    expect(entry.violations.length).toBeGreaterThan(1);

    await agents.admin.patch(`/api/events/${eventId}/verification`).send({ status: 'validated' });
    const history = await agents.admin
      .post('/graphql')
      .send({ query: `{ moderationLog(eventId: "${eventId}") { edges { node { action fromStatus toStatus } } } }` });
    expect(history.body.data.moderationLog.edges[0].node).toEqual({ action: 'STATUS_CHANGED', fromStatus: expect.any(String), toStatus: 'VALIDATED' });
  });

  it('logs a refused submission whose name holds control characters without them', async () => {
    const bad = await agents.user.post('/api/events').send({ name: 'Start\u0001 and\u001f bell\u0007' });
    expect(bad.status).toBe(400);
    const log = await agents.moderator
      .post('/graphql')
      .send({ query: '{ moderationLog(action: SUBMISSION_REJECTED, first: 1) { edges { node { eventName } } } }' });
    expect(log.body.data.moderationLog.edges[0].node.eventName).toBe('Start and bell');
  });

  it('counts the answers on a linked connection', async () => {
    const whatif = await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { eventType: 'whatif' }, { orderBy: { name: 'asc' } });
    const record = (answer: string) =>
      agents.signedOut.post('/graphql').send({ query: `mutation { recordLinkFeedback(eventId: "${whatif.id}", answer: ${answer}) { id } }` });
    await record('CONFIRM');
    await record('CONFIRM');
    await record('NOT_RELATED');
    const res = await agents.moderator
      .post('/graphql')
      .send({ query: `{ linkFeedbackCounts(eventId: "${whatif.id}") { looksRight notRelated confirm reject } }` });
    expect(res.body.data.linkFeedbackCounts).toEqual({ looksRight: 0, notRelated: 1, confirm: 2, reject: 0 });
  });
});
