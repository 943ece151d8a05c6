import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeConnections } from '../../domain/map-connections-layout.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { EventRelationship } from '../relationships/event-relationship.entity.js';
import { seedCuratedData } from '../seed/curated-seeder.js';
import { loadSeedData } from '../seed/seed-data/seed-record.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { getBytes } from '../../test/response-body.js';
import { graphqlAs } from '../../test/signed-in-agent.js';
import { expectBadUserInput } from '../../test/graphql-refusal.js';
import { roleAgents, ROLE_EMAIL, type RoleAgents, type Who } from '../../test/role-agents.js';
import { DismissedLinkSuggestion } from './dismissed-link-suggestion.entity.js';
import { generateSuggestions } from './suggestion-generator.js';

let t: TestApp;
let roles: RoleAgents;
let seeded: { suggestions: number };
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin, RATE_LIMIT_FACTOR: '0' });
  seeded = await seedCuratedData(t.db.orm.em.fork());
  roles = await roleAgents(t);
}, 120_000);
afterAll(() => t?.close());

const as = <T>(who: Who, query: string, variables?: Record<string, unknown>) => graphqlAs<T>(roles.agents[who], query, variables);
const codes = (answer: { errors?: { extensions?: { code?: string } }[] }) => (answer.errors ?? []).map((e) => e.extensions?.code);

/** The suggested link between two curated events (by name), whichever way round. */
async function suggestionBetween(a: string, b: string): Promise<EventRelationship | null> {
  const em = t.db.orm.em.fork();
  const [x, y] = await Promise.all([a, b].map((name) => em.findOneOrFail(HistoricalEvent, { name })));
  return em.findOne(EventRelationship, {
    connectionType: 'suggested',
    $or: [
      { sourceEventId: x!.id, targetEventId: y!.id },
      { sourceEventId: y!.id, targetEventId: x!.id },
    ],
  });
}

describe('suggestions generated for the curated data', () => {
  it("proposes real pairs: two battles of one war, two events of one named war, a war's first battle and its peace", async () => {
    expect(seeded.suggestions).toBeGreaterThan(1000);
    const issus = await suggestionBetween('Battle of Issus', 'Battle of Gaugamela');
    expect(issus?.reason).toBe('Both list Darius III among the participants.');
    expect(issus?.relationshipType).toBeNull();
    expect((await suggestionBetween('Battle of Wandiwash', 'British occupation of Manila'))?.reason).toBe("Both name the Seven Years' War.");
    expect((await suggestionBetween('Battle of Narva', 'Treaty of Nystad'))?.reason).toBe(
      'Both name the Great Northern War. Both list Swedish Empire among the participants.',
    );
  });

  it('never suggests a pair twice or a pair people linked, and a second run stores nothing', async () => {
    const rows = await t.db.orm.em.fork().execute<{ pairs: number; distinct_pairs: number; linked: number }[]>(`
      select count(*)::int as pairs,
             count(distinct (least(source_event_id, target_event_id), greatest(source_event_id, target_event_id)))::int as distinct_pairs,
             (select count(*)::int from event_relationships s join event_relationships m
                on m.connection_type = 'manual' and s.connection_type = 'suggested'
               and least(s.source_event_id, s.target_event_id) = least(m.source_event_id, m.target_event_id)
               and greatest(s.source_event_id, s.target_event_id) = greatest(m.source_event_id, m.target_event_id)) as linked
        from event_relationships where connection_type = 'suggested'`);
    expect(rows[0]).toEqual({ pairs: seeded.suggestions, distinct_pairs: seeded.suggestions, linked: 0 });
    const manual = await t.db.orm.em.fork().count(EventRelationship, { connectionType: 'manual' });
    expect(manual).toBe(loadSeedData().relationships.length);
    expect(await generateSuggestions(t.db.orm.em.fork())).toMatchObject({ proposed: 0 });
  });

  it('shows suggestions with their reason on the event, to anyone', async () => {
    const link = (await suggestionBetween('Battle of Issus', 'Battle of Gaugamela'))!;
    const res = await as<{ event: { relationships: { id: string; connectionType: string; reason: string; relationshipType: null }[] } }>(
      'signedOut',
      'query($id: ID!) { event(id: $id) { relationships { id connectionType reason relationshipType } } }',
      { id: link.sourceEventId },
    );
    expect(res.data!.event.relationships).toContainEqual({ id: link.id, connectionType: 'SUGGESTED', reason: link.reason, relationshipType: null });
  });

  it("leaves suggestions out of the map's arcs until a moderator confirms them", async () => {
    const res = await getBytes(t.http, '/api/map/connections');
    const body = res.body as Buffer;
    const arcs = decodeConnections(new Uint8Array(body).buffer);
    const anchors = await t.db.orm.em.fork().count(HistoricalEvent, { linkedEventId: { $ne: null } });
    expect(arcs.count).toBe(loadSeedData().relationships.length + anchors);
  });
});

const ANSWER = `mutation($id: ID!, $a: LinkFeedbackAnswer!) { answerSuggestedLink(id: $id, answer: $a) { previousAnswer feedback { answer relationshipId eventId linkedEventId } } }`;
const REVIEW = `query($id: ID!) { eventLinkReview(eventId: $id) { relationshipId yourAnswer addedByYou feedback { looksRight notRelated } } }`;
type Review = { eventLinkReview: { relationshipId: string; yourAnswer: string | null; feedback: { looksRight: number; notRelated: number } | null }[] };

describe('an event a moderator validates', () => {
  it('gets its suggestions then, the same a run over all the events would store', async () => {
    // A new record naming Darius III, on the field of Gaugamela a year before the battle.
    const created = await roles.agents.user.post('/api/events').send({
      name: 'Darius III musters his army at Gaugamela',
      startDate: '-0332',
      latitude: 36.5583,
      longitude: 43.4472,
      description: 'Darius III gathered the levies of the eastern satrapies on the plain near Gaugamela.',
      significance: 'The army he raised there met Alexander the next year.',
      location: 'Gaugamela, near Mosul, Iraq',
      participants: ['Darius III'],
      category: 'Major Disruptions and Conflicts',
      subcategory: 'Military Conflicts and Territorial Changes',
    });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const ownSuggestions = () =>
      t.db.orm.em.fork().count(EventRelationship, { connectionType: 'suggested', $or: [{ sourceEventId: id }, { targetEventId: id }] });
    // Pending, it is proposed nowhere.
    expect(await ownSuggestions()).toBe(0);

    const validated = await roles.agents.moderator.patch(`/api/events/${id}/verification`).send({ status: 'validated' });
    expect(validated.status).toBe(200);
    await expect.poll(ownSuggestions, { timeout: 10_000 }).toBeGreaterThan(0);
    const gaugamela = await suggestionBetween('Darius III musters his army at Gaugamela', 'Battle of Gaugamela');
    expect(gaugamela?.reason).toBe('Both list Darius III among the participants. Same place and time: under 1 km apart, 1 year apart.');
    expect(gaugamela?.sourceEventId).toBe((await t.db.orm.em.fork().findOneOrFail(HistoricalEvent, { name: 'Battle of Gaugamela' })).id);
    // What one event's years gave is what the rules give over everything: a full run finds nothing new.
    expect((await generateSuggestions(t.db.orm.em.fork())).proposed).toBe(0);
  });
});

describe("'Looks Right' / 'Not Related' on a suggested link", () => {
  it('keeps one answer per account: a second one replaces the first and says which it replaced', async () => {
    const link = (await suggestionBetween('Battle of Wandiwash', 'British occupation of Manila'))!;
    const first = await as<{ answerSuggestedLink: { previousAnswer: string | null; feedback: object } }>('user', ANSWER, { id: link.id, a: 'LOOKS_RIGHT' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.answerSuggestedLink).toEqual({
      previousAnswer: null,
      feedback: { answer: 'LOOKS_RIGHT', relationshipId: link.id, eventId: link.sourceEventId, linkedEventId: link.targetEventId },
    });
    const second = await as<{ answerSuggestedLink: { previousAnswer: string; feedback: { answer: string } } }>('user', ANSWER, {
      id: link.id,
      a: 'NOT_RELATED',
    });
    expect(second.data!.answerSuggestedLink).toMatchObject({ previousAnswer: 'LOOKS_RIGHT', feedback: { answer: 'NOT_RELATED' } });
    await as('moderator', ANSWER, { id: link.id, a: 'LOOKS_RIGHT' });
    const stored = await t.db.orm.em
      .fork()
      .execute<{ answer: string }[]>('select answer from link_feedback where relationship_id = ? order by answer', [link.id]);
    expect(stored.map((r) => r.answer)).toEqual(['looks_right', 'not_related']);

    // The user sees their own answer and no counts; the moderator sees the counts.
    const mine = (await as<Review>('user', REVIEW, { id: link.sourceEventId })).data!.eventLinkReview.find((r) => r.relationshipId === link.id);
    expect(mine).toMatchObject({ yourAnswer: 'NOT_RELATED', feedback: null });
    const counts = (await as<Review>('moderator', REVIEW, { id: link.sourceEventId })).data!.eventLinkReview.find((r) => r.relationshipId === link.id);
    expect(counts).toMatchObject({ yourAnswer: 'LOOKS_RIGHT', feedback: { looksRight: 1, notRelated: 1 } });
    const stranger = (await as<Review>('signedOut', REVIEW, { id: link.sourceEventId })).data!.eventLinkReview.find((r) => r.relationshipId === link.id);
    expect(stranger).toMatchObject({ yourAnswer: null, feedback: null });
  });

  it('refuses strangers, the manual answers, links that are not suggestions and bad ids, storing nothing', async () => {
    const link = (await suggestionBetween('Battle of Issus', 'Battle of Gaugamela'))!;
    const manual = await t.db.orm.em.fork().findOneOrFail(EventRelationship, { connectionType: 'manual' });
    const before = await t.db.orm.em.fork().count(DismissedLinkSuggestion, {});
    const count = () => t.db.orm.em.fork().execute<{ n: number }[]>('select count(*)::int as n from link_feedback');
    const stored = await count();
    expect(codes(await as('signedOut', ANSWER, { id: link.id, a: 'LOOKS_RIGHT' }))).toEqual(['UNAUTHENTICATED']);
    expectBadUserInput(200, await as('user', ANSWER, { id: link.id, a: 'CONFIRM' }), 'CONFIRM on a suggestion', 'answer');
    expectBadUserInput(200, await as('user', ANSWER, { id: manual.id, a: 'LOOKS_RIGHT' }), 'a manual link', 'id');
    expectBadUserInput(200, await as('user', ANSWER, { id: 'not-a-link', a: 'LOOKS_RIGHT' }), 'not an id', 'id');
    expect(codes(await as('user', ANSWER, { id: '00000000-0000-4000-8000-000000000000', a: 'LOOKS_RIGHT' }))).toEqual(['NOT_FOUND']);
    expect(await count()).toEqual(stored);
    expect(await t.db.orm.em.fork().count(DismissedLinkSuggestion, {})).toBe(before);
  });
});

const CONFIRM = `mutation($id: ID!, $type: RelationshipType!, $d: String) { confirmSuggestedLink(id: $id, relationshipType: $type, description: $d) { id connectionType relationshipType reason description } }`;
const DISMISS = `mutation($id: ID!) { dismissSuggestedLink(id: $id) }`;

describe('moderators decide on suggestions', () => {
  it('confirms a suggestion into a typed manual link that keeps its reason; a second confirmation is refused', async () => {
    const link = (await suggestionBetween('Battle of Issus', 'Battle of Gaugamela'))!;
    for (const who of ['signedOut', 'user'] as const) {
      expect(codes(await as(who, CONFIRM, { id: link.id, type: 'RESPONSE_TO' })), who).toEqual([who === 'user' ? 'FORBIDDEN' : 'UNAUTHENTICATED']);
    }
    const res = await as<{ confirmSuggestedLink: object }>('moderator', CONFIRM, { id: link.id, type: 'RESPONSE_TO', d: 'Darius raised a new army.' });
    expect(res.data!.confirmSuggestedLink).toEqual({
      id: link.id,
      connectionType: 'MANUAL',
      relationshipType: 'RESPONSE_TO',
      reason: 'Both list Darius III among the participants.',
      description: 'Darius raised a new army.',
    });
    expect((await t.db.orm.em.fork().findOneOrFail(EventRelationship, link.id)).createdBy).toBe(roles.ids.moderator);
    expectBadUserInput(200, await as('moderator', CONFIRM, { id: link.id, type: 'RESPONSE_TO' }), 'confirmed already', 'id');
    expectBadUserInput(200, await as('moderator', CONFIRM, { id: 'x', type: 'RESPONSE_TO' }), 'not an id', 'id');
  });

  it('dismisses a suggestion, which is never proposed again', async () => {
    const link = (await suggestionBetween('Battle of Wandiwash', 'British occupation of Manila'))!;
    expect(codes(await as('user', DISMISS, { id: link.id }))).toEqual(['FORBIDDEN']);
    expect((await as<{ dismissSuggestedLink: string }>('admin', DISMISS, { id: link.id })).data!.dismissSuggestedLink).toBe(link.id);
    expect(await suggestionBetween('Battle of Wandiwash', 'British occupation of Manila')).toBeNull();
    const [first, second] = [link.sourceEventId, link.targetEventId].sort();
    const dismissed = await t.db.orm.em.fork().findOneOrFail(DismissedLinkSuggestion, { firstEventId: first!, secondEventId: second! });
    expect(dismissed).toMatchObject({ reason: "Both name the Seven Years' War.", dismissedBy: roles.ids.admin });
    // Its answers stay, without the link.
    const answers = await t.db.orm.em
      .fork()
      .execute<{ relationship_id: string | null }[]>('select relationship_id from link_feedback where event_id = ?', [link.sourceEventId]);
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((a) => a.relationship_id === null)).toBe(true);

    expect(await generateSuggestions(t.db.orm.em.fork())).toMatchObject({ proposed: 0 });
    expect(await suggestionBetween('Battle of Wandiwash', 'British occupation of Manila')).toBeNull();
    expect(codes(await as('admin', DISMISS, { id: link.id }))).toEqual(['NOT_FOUND']);
  });
});
