/**
 * Property-based fuzzing of every GraphQL mutation and every one of its arguments, as the admin, a
 * plain member and a stranger: hostile variables (wrong types, lone surrogates, NULs, huge text,
 * events close to valid with hostile media names), never a 5xx or an INTERNAL_SERVER_ERROR, and a
 * refused call writes nothing. A test reads the schema so a new mutation or argument cannot go
 * unfuzzed.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anyBody, asGraphQLEvent, hostileId, hostileString, hostileValue, RUNS, TIMEOUT } from '../test/fuzz/generators.js';
import {
  agentOf,
  checkWrite,
  expectAdminIntact,
  type FuzzApp,
  rootArguments,
  schemaRootArguments,
  startFuzzApp,
  WHO,
  type Who,
  withRealIds,
} from '../test/fuzz/harness.js';

let fx: FuzzApp;
beforeAll(async () => {
  fx = await startFuzzApp();
});
afterAll(() => fx?.close());

/** Mostly text (what the argument takes), sometimes any hostile value (wrong types). */
const text = fc.oneof({ arbitrary: hostileString, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
const id = fc.oneof({ arbitrary: hostileId, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
const enumOf = (...values: string[]) => fc.oneof({ arbitrary: fc.constantFrom(...values), weight: 3 }, { arbitrary: hostileValue, weight: 1 });
const flag = fc.oneof(fc.boolean(), hostileValue);
const version = fc.oneof(hostileValue, fc.constantFrom(0, -1, 2147483647, 2147483648, 1.5));
const TOPICS = ['WEEKLY_DIGEST', 'HISTORIAN_CORNER', 'PREMIUM_INSIGHTS'];
const number = fc.oneof(hostileValue, fc.constantFrom(0, -1, 1066, -3500, 2001, 18.5, 1e308));
/** A story step close to a valid one (so payloads reach the rules past the types), or anything hostile. */
const storyStep = fc.oneof(
  fc.record(
    {
      ...{ title: text, text, startYear: number, endYear: number, longitude: number, latitude: number, zoom: number },
      ...{ mode: enumOf('REAL', 'WHATIF'), periods: fc.oneof(fc.array(enumOf('MEDIEVAL', 'MODERN'), { maxLength: 3 }), hostileValue) },
      eventIds: fc.oneof(fc.array(id, { maxLength: 3 }), hostileValue),
    },
    { requiredKeys: [] },
  ),
  hostileValue,
);
const storyInput = fc.oneof(
  fc.record({ title: text, summary: text, steps: fc.oneof(fc.array(storyStep, { maxLength: 4 }), hostileValue) }, { requiredKeys: [] }),
  hostileValue,
);

interface Fuzzed {
  document: string;
  variables: fc.Arbitrary<Record<string, unknown>>;
  /** Signing in or out would change the session the other cases run as: a stranger sends these. */
  anonymousOnly?: boolean;
}

const MUTATIONS: Record<string, Fuzzed> = {
  createEvent: {
    document: 'mutation($input: CreateEventInput!, $key: String) { createEvent(input: $input, idempotencyKey: $key) { id } }',
    // Close to a valid event (its vocabulary in UPPER_CASE), so payloads reach the content rules;
    // the key hostile, a UUID (valid) or left out.
    variables: fc.record({ input: anyBody.map(asGraphQLEvent), key: fc.option(fc.oneof(text, fc.uuid()), { nil: undefined }) }),
  },
  login: {
    document: 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { id } }',
    variables: fc.record({ e: text, p: text }),
  },
  register: {
    document:
      'mutation($e: String!, $p: String!, $f: String, $l: String, $s: Boolean) { register(email: $e, password: $p, firstName: $f, lastName: $l, subscribeToNewsletter: $s) { id } }',
    variables: fc.record({ e: text, p: text, f: text, l: text, s: flag }),
    anonymousOnly: true,
  },
  requestPasswordReset: { document: 'mutation($e: String!) { requestPasswordReset(email: $e) }', variables: fc.record({ e: text }) },
  resetPassword: {
    document: 'mutation($t: String!, $p: String!) { resetPassword(token: $t, password: $p) { id } }',
    variables: fc.record({ t: text, p: text }),
    anonymousOnly: true,
  },
  recordLinkFeedback: {
    document: 'mutation($id: ID!, $a: LinkFeedbackAnswer!) { recordLinkFeedback(eventId: $id, answer: $a) { id } }',
    variables: fc.record({ id, a: enumOf('LOOKS_RIGHT', 'NOT_RELATED', 'CONFIRM', 'REJECT') }),
  },
  answerSuggestedLink: {
    document: 'mutation($id: ID!, $a: LinkFeedbackAnswer!) { answerSuggestedLink(id: $id, answer: $a) { previousAnswer } }',
    variables: fc.record({ id, a: enumOf('LOOKS_RIGHT', 'NOT_RELATED', 'CONFIRM', 'REJECT') }),
  },
  confirmSuggestedLink: {
    document: 'mutation($id: ID!, $t: RelationshipType!, $d: String) { confirmSuggestedLink(id: $id, relationshipType: $t, description: $d) { id } }',
    variables: fc.record({ id, t: enumOf('DEPICTS', 'INSPIRED_BY', 'CAUSED_BY', 'RESPONSE_TO'), d: text }, { requiredKeys: ['id', 't'] }),
  },
  dismissSuggestedLink: { document: 'mutation($id: ID!) { dismissSuggestedLink(id: $id) }', variables: fc.record({ id }) },
  addEventRelationship: {
    document:
      'mutation($s: ID!, $t: ID!, $r: RelationshipType!, $d: String) { addEventRelationship(sourceEventId: $s, targetEventId: $t, relationshipType: $r, description: $d) { id } }',
    variables: fc.record({ s: id, t: id, r: enumOf('DEPICTS', 'INSPIRED_BY', 'CAUSED_BY', 'RESPONSE_TO'), d: text }, { requiredKeys: ['s', 't', 'r'] }),
  },
  removeEventRelationship: { document: 'mutation($id: ID!) { removeEventRelationship(id: $id) }', variables: fc.record({ id }) },
  setVerificationStatus: {
    document: 'mutation($id: ID!, $s: VerificationStatus!, $r: String) { setVerificationStatus(eventId: $id, status: $s, reason: $r) { id } }',
    variables: fc.record({ id, s: enumOf('VALIDATED', 'PENDING', 'DISPUTED'), r: text }, { requiredKeys: ['id', 's'] }),
  },
  // Versions hostile or never the event's (2147483647): the fuzz event is edited, never withdrawn or reverted away.
  updateEvent: {
    document:
      'mutation($id: ID!, $v: Int!, $input: UpdateEventInput!, $c: String) { updateEvent(id: $id, expectedVersion: $v, input: $input, comment: $c) { applied } }',
    variables: fc.record({ id, v: version, input: anyBody.map(asGraphQLEvent), c: text }, { requiredKeys: ['id', 'v', 'input'] }),
  },
  withdrawEvent: {
    document: 'mutation($id: ID!, $v: Int!, $c: String) { withdrawEvent(id: $id, expectedVersion: $v, comment: $c) { id } }',
    variables: fc.record({ id, v: version, c: text }, { requiredKeys: ['id', 'v'] }),
  },
  revertEvent: {
    document: 'mutation($id: ID!, $to: Int!, $v: Int!, $c: String) { revertEvent(id: $id, toVersion: $to, expectedVersion: $v, comment: $c) { id } }',
    variables: fc.record({ id, to: fc.oneof(version, fc.constantFrom(1, 2)), v: version, c: text }, { requiredKeys: ['id', 'to', 'v'] }),
  },
  acceptRevision: {
    document: 'mutation($id: ID!, $c: String) { acceptRevision(revisionId: $id, comment: $c) { id } }',
    variables: fc.record({ id, c: text }, { requiredKeys: ['id'] }),
  },
  rejectRevision: {
    document: 'mutation($id: ID!, $r: String!) { rejectRevision(revisionId: $id, reason: $r) { id } }',
    variables: fc.record({ id, r: text }),
  },
  createStory: { document: 'mutation($i: StoryInput!) { createStory(input: $i) { id } }', variables: fc.record({ i: storyInput }) },
  // Versions hostile or never the story's: the fuzz story is edited only when the version happens to match.
  updateStory: {
    document: 'mutation($id: ID!, $v: Int!, $i: StoryInput!) { updateStory(id: $id, version: $v, input: $i) { id version } }',
    variables: fc.record({ id, v: version, i: storyInput }),
  },
  withdrawStory: { document: 'mutation($id: ID!) { withdrawStory(id: $id) { id status } }', variables: fc.record({ id }) },
  acceptStory: {
    document: 'mutation($id: ID!, $n: String) { acceptStory(id: $id, note: $n) { id status } }',
    variables: fc.record({ id, n: text }, { requiredKeys: ['id'] }),
  },
  rejectStory: { document: 'mutation($id: ID!, $r: String!) { rejectStory(id: $id, reason: $r) { id status } }', variables: fc.record({ id, r: text }) },
  logout: { document: 'mutation { logout }', variables: fc.constant({}), anonymousOnly: true },
  verifyEmail: { document: 'mutation($t: String!) { verifyEmail(token: $t) { id } }', variables: fc.record({ t: text }), anonymousOnly: true },
  updateAccount: {
    document:
      'mutation($f: String, $l: String, $e: String, $c: String, $n: String) { updateAccount(firstName: $f, lastName: $l, email: $e, currentPassword: $c, newPassword: $n) { id } }',
    variables: fc.record({ f: text, l: text, e: text, c: text, n: text }, { requiredKeys: [] }),
  },
  confirmSubscription: {
    document: 'mutation($t: String!) { confirmSubscription(token: $t) { email status } }',
    variables: fc.record({ t: text }),
  },
  resendEmailVerification: { document: 'mutation { resendEmailVerification { id } }', variables: fc.constant({}) },
  setUserRole: {
    // SELF is the admin (who may not drop their own role), OTHER the member.
    document: 'mutation($id: ID!, $r: UserRole!) { setUserRole(userId: $id, role: $r) { id role } }',
    variables: fc.record({ id, r: enumOf('ADMIN', 'MODERATOR', 'USER') }),
  },
  subscribe: {
    document: 'mutation($input: SubscribeInput!) { subscribe(input: $input) { email status } }',
    variables: fc.record({
      input: fc.oneof(
        fc.record(
          { email: text, firstName: text, lastName: text, source: text, preferences: fc.oneof(fc.array(enumOf(...TOPICS), { maxLength: 4 }), hostileValue) },
          { requiredKeys: ['email'] },
        ),
        hostileValue,
      ),
    }),
  },
  unsubscribe: { document: 'mutation { unsubscribe }', variables: fc.constant({}) },
  unsubscribeWithLink: { document: 'mutation($t: String!) { unsubscribeWithLink(token: $t) }', variables: fc.record({ t: text }) },
  createCampaign: {
    document: 'mutation($input: CampaignInput!) { createCampaign(input: $input) { id } }',
    variables: fc.record({
      input: fc.oneof(fc.record({ newsletter: enumOf(...TOPICS, 'DAILY'), subject: text, markdown: text }, { requiredKeys: [] }), hostileValue),
    }),
  },
  // CAMPAIGN is a real draft: the first send queues it, every later one is refused (a campaign goes out once).
  sendTestCampaign: { document: 'mutation($id: ID!) { sendTestCampaign(id: $id) }', variables: fc.record({ id }) },
  sendCampaign: { document: 'mutation($id: ID!) { sendCampaign(id: $id) { id status } }', variables: fc.record({ id }) },
  updateNewsletterPreferences: {
    document: 'mutation($p: [NewsletterTopic!]!) { updateNewsletterPreferences(preferences: $p) { email status } }',
    variables: fc.record({ p: fc.oneof(fc.array(enumOf(...TOPICS), { maxLength: 4 }), hostileValue) }),
  },
};

describe('GraphQL mutations with hostile variables', () => {
  it('fuzzes every mutation of the schema with every one of its arguments', async () => {
    const fuzzed = rootArguments(Object.values(MUTATIONS).map((m) => m.document));
    expect(fuzzed).toEqual(await schemaRootArguments(fx, 'mutationType'));
  });

  for (const [name, mutation] of Object.entries(MUTATIONS)) {
    it(
      `${name}: never a 5xx or an internal error, and a refused call writes nothing`,
      async () => {
        const who: fc.Arbitrary<Who> = mutation.anonymousOnly ? fc.constant('anonymous') : fc.constantFrom(...WHO);
        await fc.assert(
          fc.asyncProperty(mutation.variables, who, async (variables, sender) => {
            const agent = agentOf(fx, sender);
            const body = { query: mutation.document, variables: withRealIds(fx, variables) };
            await checkWrite(fx, () => agent.post('/graphql').send(body), `mutation ${name} as ${sender}`);
          }),
          { numRuns: RUNS },
        );
      },
      TIMEOUT,
    );
  }

  it('the admin account the fuzzing ran as still exists and works', () => expectAdminIntact(fx, 'graphql-mutations'));
});
