import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCuratedData } from '../seed/curated-seeder.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { LinkFeedback } from './link-feedback.entity.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCuratedData(t.db.orm.em.fork());
});
afterAll(() => t?.close());

const RECORD = `mutation($eventId: ID!, $answer: LinkFeedbackAnswer!) { recordLinkFeedback(eventId: $eventId, answer: $answer) { id eventId linkedEventId answer } }`;

describe('link feedback', () => {
  it('records each answer with the link as shown and an anonymous voter key, changing nothing else', async () => {
    const em = t.db.orm.em.fork();
    const whatif = await em.findOneOrFail(HistoricalEvent, { eventType: 'whatif' });
    for (const answer of ['LOOKS_RIGHT', 'NOT_RELATED', 'CONFIRM', 'REJECT']) {
      const res = await t.graphql<{ recordLinkFeedback: { eventId: string; linkedEventId: string; answer: string } }>(RECORD, { eventId: whatif.id, answer });
      expect(res.errors).toBeUndefined();
      expect(res.data!.recordLinkFeedback).toMatchObject({ eventId: whatif.id, linkedEventId: whatif.linkedEventId, answer });
    }
    const stored = await em.fork().find(LinkFeedback, { eventId: whatif.id });
    expect(stored.map((f) => f.answer).sort()).toEqual(['confirm', 'looks_right', 'not_related', 'reject']);
    expect(stored.every((f) => /^[0-9a-f]{64}$/.test(f.voterKey))).toBe(true);
    const unchanged = await em.fork().findOneOrFail(HistoricalEvent, whatif.id);
    expect(unchanged.linkedEventId).toBe(whatif.linkedEventId);
    expect(unchanged.verificationStatus).toBe(whatif.verificationStatus);
  });

  it('records the signed-in account when there is one', async () => {
    const em = t.db.orm.em.fork();
    const whatif = await em.findOneOrFail(HistoricalEvent, { eventType: 'whatif' });
    const agent = supertest.agent(t.app);
    const reg = await agent.post('/api/register').send({ email: 'voter@example.org', password: 'voter password' });
    const res = await agent.post('/graphql').send({ query: RECORD, variables: { eventId: whatif.id, answer: 'LOOKS_RIGHT' } });
    const stored = await em.fork().findOneOrFail(LinkFeedback, { id: res.body.data.recordLinkFeedback.id });
    expect(stored.userId).toBe(reg.body.user.id);
  });

  it('rejects an unknown answer or event with a clear error and stores nothing', async () => {
    const em = t.db.orm.em.fork();
    const before = await em.count(LinkFeedback, {});
    const event = await em.findOneOrFail(HistoricalEvent, { eventType: 'whatif' });
    const bad = await t.graphql(RECORD, { eventId: event.id, answer: 'maybe' });
    // The enum refuses it before the resolver runs, naming the values it knows.
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0]?.message).toMatch(/Value "maybe" does not exist in "LinkFeedbackAnswer" enum/);
    const missing = await t.graphql(RECORD, { eventId: '00000000-0000-4000-8000-000000000000', answer: 'CONFIRM' });
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const notAnId = await t.graphql(RECORD, { eventId: 'x', answer: 'CONFIRM' });
    expect(notAnId.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await em.fork().count(LinkFeedback, {})).toBe(before);
  });
});
