/**
 * One submission per press (issue 25, point 6): a key the client chooses for a submission makes a
 * double press, a retried request or a race of two requests store one event.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASTINGS } from '../../test/fixtures/sample-events.js';
import { graphqlEventInput } from '../../test/graphql-input.js';
import { graphqlAs, signedInAgent, type Agent } from '../../test/signed-in-agent.js';
import { violationFields } from '../../test/response-body.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { HistoricalEvent } from './event.entity.js';

let t: TestApp;
let user: Agent;
let other: Agent;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '0' });
  user = await signedInAgent(t);
  other = await signedInAgent(t);
});
afterAll(() => t?.close());

const CREATE = 'mutation ($input: CreateEventInput!, $key: String) { createEvent(input: $input, idempotencyKey: $key) { id name } }';
type Created = { createEvent: { id: string; name: string } | null };

/** A distinct event per test, so counting by name counts only what that test stored. */
const draft = (name: string) => ({ ...HASTINGS, name });
const stored = (name: string) => t.db.orm.em.fork().count(HistoricalEvent, { name });
const create = (agent: Agent, name: string, key?: string) => graphqlAs<Created>(agent, CREATE, { input: graphqlEventInput(draft(name)), key });

describe('createEvent with an idempotency key', () => {
  it('answers a repeat with the event the first press stored, and stores one', async () => {
    const key = randomUUID();
    const first = await create(user, 'Hastings, pressed twice', key);
    const again = await create(user, 'Hastings, pressed twice', key);
    expect(first.errors).toBeUndefined();
    expect(again.data!.createEvent!.id).toBe(first.data!.createEvent!.id);
    expect(await stored('Hastings, pressed twice')).toBe(1);
  });

  it('stores one event when the presses race', async () => {
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4].map(() => create(user, 'Hastings, raced', key)));
    const ids = new Set(answers.map((a) => a.data?.createEvent?.id));
    expect(answers.flatMap((a) => a.errors ?? [])).toEqual([]);
    expect(ids.size).toBe(1);
    expect(await stored('Hastings, raced')).toBe(1);
  });

  it('keeps keys per account and per submission', async () => {
    const key = randomUUID();
    await create(user, 'Hastings, two accounts', key);
    await create(other, 'Hastings, two accounts', key);
    await create(user, 'Hastings, two accounts', randomUUID());
    await create(user, 'Hastings, two accounts');
    await create(user, 'Hastings, two accounts');
    expect(await stored('Hastings, two accounts')).toBe(5);
  });

  it('refuses a malformed key as BAD_USER_INPUT naming the argument, and stores nothing', async () => {
    const answer = await create(user, 'Hastings, bad key', 'short');
    const extensions = answer.errors?.[0]?.extensions as { code?: string; violations?: { field: string }[] } | undefined;
    expect(extensions?.code).toBe('BAD_USER_INPUT');
    expect(extensions?.violations?.map((v) => v.field)).toEqual(['idempotencyKey']);
    expect(await stored('Hastings, bad key')).toBe(0);
  });
});

describe('POST /api/events with an Idempotency-Key header', () => {
  it('answers a retry with the first event and stores one', async () => {
    const key = randomUUID();
    const first = await user.post('/api/events').set('Idempotency-Key', key).send(draft('Hastings, retried'));
    const retry = await user.post('/api/events').set('Idempotency-Key', key).send(draft('Hastings, retried'));
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body.id).toBe(first.body.id);
    expect(await stored('Hastings, retried')).toBe(1);
  });

  it('answers 400 naming the header for a malformed key', async () => {
    const res = await user.post('/api/events').set('Idempotency-Key', 'not a key!').send(draft('Hastings, bad header'));
    expect(res.status).toBe(400);
    expect(violationFields(res)).toEqual(['Idempotency-Key']);
    expect(await stored('Hastings, bad header')).toBe(0);
  });
});
