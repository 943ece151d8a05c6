/**
 * Guided stories (issue 29, point 4) against the real app and PostgreSQL: writing, who sees what,
 * moderation, revisions and the version check, and refusals naming the argument path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASTINGS, MARATHON } from '../../test/fixtures/sample-events.js';
import { outboxMails, type OutboxMail } from '../../test/outbox.js';
import { codeOf, submit } from '../../test/revision-calls.js';
import { ROLE_EMAIL, roleAgents, type Who } from '../../test/role-agents.js';
import { graphqlAs, signedInAgent, type Agent } from '../../test/signed-in-agent.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const PUBLIC_URL = 'https://atlas.example.org';

let t: TestApp;
let agents: Record<Who, Agent>;
let stranger: Agent;
let hastings: string;
let marathon: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: ROLE_EMAIL.admin, PUBLIC_URL });
  ({ agents } = await roleAgents(t));
  stranger = await signedInAgent(t);
  hastings = await submit(agents.user, HASTINGS);
  marathon = await submit(agents.user, MARATHON);
});
afterAll(() => t?.close());

interface StoryView {
  id: string;
  title: string;
  summary: string;
  status: string;
  version: number;
  canEdit: boolean;
  authorName: string | null;
  steps: { title: string; html: string; startYear: number; endYear: number | null; eventIds: string[]; events: { id: string; name: string }[] }[];
  revisions: { version: number; status: string; note: string | null; title: string; authorName: string | null }[];
}
const STORY =
  'id title summary status version canEdit authorName steps { title html startYear endYear eventIds events { id name } } revisions { version status note title authorName }';

const step = (overrides: Record<string, unknown> = {}) => ({
  title: 'Across the Channel',
  text: 'William lands at **Pevensey**. See [the tapestry](https://example.org/tapestry) <script>alert(1)</script> [bad](javascript:alert(1))',
  startYear: 1066,
  longitude: 0.49,
  latitude: 50.91,
  zoom: 7,
  mode: 'REAL',
  periods: ['MEDIEVAL'],
  eventIds: [hastings],
  ...overrides,
});
const input = (title = 'The Norman Conquest', steps = [step()]) => ({ title, summary: 'How 1066 changed England.', steps });

async function create(agent: Agent, value: unknown = input()) {
  return graphqlAs<{ createStory: StoryView }>(agent, `mutation($i: StoryInput!) { createStory(input: $i) { ${STORY} } }`, { i: value });
}
const read = (agent: Agent, id: string) => graphqlAs<{ story: StoryView | null }>(agent, `query($id: ID!) { story(id: $id) { ${STORY} } }`, { id });
const update = (agent: Agent, id: string, version: number, value: unknown) =>
  graphqlAs<{ updateStory: StoryView }>(agent, `mutation($id: ID!, $v: Int!, $i: StoryInput!) { updateStory(id: $id, version: $v, input: $i) { ${STORY} } }`, {
    id,
    v: version,
    i: value,
  });
const accept = (agent: Agent, id: string, note?: string) =>
  graphqlAs<{ acceptStory: StoryView }>(agent, `mutation($id: ID!, $n: String) { acceptStory(id: $id, note: $n) { ${STORY} } }`, { id, n: note });
const reject = (agent: Agent, id: string, reason: string) =>
  graphqlAs<{ rejectStory: StoryView }>(agent, `mutation($id: ID!, $r: String!) { rejectStory(id: $id, reason: $r) { ${STORY} } }`, { id, r: reason });
const publicList = async () =>
  (
    await graphqlAs<{ stories: { totalCount: number; edges: { node: { id: string; title: string } }[] } }>(
      agents.signedOut,
      '{ stories(first: 50) { totalCount edges { node { id title } } } }',
    )
  ).data!.stories.edges.map((e) => e.node);

async function published(title: string): Promise<string> {
  const id = (await create(agents.user, input(title))).data!.createStory.id;
  expect((await accept(agents.moderator, id)).errors).toBeUndefined();
  return id;
}

describe('writing a story', () => {
  it('creates a PENDING story with its steps, rendered safely, and its events resolved', async () => {
    const res = await create(agents.user);
    expect(res.errors).toBeUndefined();
    const story = res.data!.createStory;
    expect(story).toMatchObject({ title: 'The Norman Conquest', summary: 'How 1066 changed England.', status: 'PENDING', version: 1, canEdit: true });
    expect(story.authorName).toMatch(/^Account /);
    const [first] = story.steps;
    expect(first!.events).toEqual([{ id: hastings, name: 'Battle of Hastings' }]);
    expect(first!.html).toContain('<strong>Pevensey</strong>');
    expect(first!.html).toContain('<a href="https://example.org/tapestry" target="_blank" rel="noopener noreferrer nofollow">the tapestry</a>');
    expect(first!.html).toContain('&lt;script&gt;');
    expect(first!.html).not.toContain('href="javascript:');
    expect(story.revisions).toEqual([{ version: 1, status: 'ACCEPTED', note: null, title: 'The Norman Conquest', authorName: story.authorName }]);
  });

  it('refuses signed-out writers, and bad steps naming their path', async () => {
    expect(codeOf(await create(agents.signedOut))).toBe('UNAUTHENTICATED');
    const cases: [unknown, string][] = [
      [input('No', [step()]), 'input.title'],
      [input('Steps', []), 'input.steps'],
      [input('Zero', [step(), step(), step({ startYear: 0 })]), 'input.steps.2.startYear'],
      [input('Too early', [step({ startYear: -3501 })]), 'input.steps.0.startYear'],
      [input('Backwards', [step({ startYear: 1066, endYear: 1000 })]), 'input.steps.0.endYear'],
      [input('Far zoom', [step({ zoom: 19 })]), 'input.steps.0.zoom'],
      [input('Bad event', [step(), step({ eventIds: [marathon, 'nope'] })]), 'input.steps.1.eventIds.1'],
      [input('Gone event', [step({ eventIds: [hastings, '00000000-0000-4000-8000-000000000000'] })]), 'input.steps.0.eventIds.1'],
      [input('Long text', [step({ text: 'x'.repeat(5001) })]), 'input.steps.0.text'],
    ];
    for (const [value, field] of cases) {
      const res = await create(agents.user, value);
      expect(codeOf(res), field).toBe('BAD_USER_INPUT');
      const violations = (res.errors![0]!.extensions!.violations ?? []) as { field: string }[];
      expect(
        violations.map((v) => v.field),
        field,
      ).toContain(field);
    }
  });
});

describe('moderation', () => {
  it('keeps a pending story from everyone but its author and moderators; accepting publishes it', async () => {
    const id = (await create(agents.user, input('The Year of Three Kings'))).data!.createStory.id;
    expect((await read(agents.signedOut, id)).data!.story).toBeNull();
    expect((await read(stranger, id)).data!.story).toBeNull();
    expect((await read(agents.user, id)).data!.story!.status).toBe('PENDING');
    expect((await read(agents.moderator, id)).data!.story!.canEdit).toBe(true);
    expect((await publicList()).map((s) => s.id)).not.toContain(id);
    const queue = await graphqlAs<{ storyModerationQueue: { id: string }[] }>(agents.moderator, '{ storyModerationQueue { id } }');
    expect(queue.data!.storyModerationQueue.map((s) => s.id)).toContain(id);
    expect(codeOf(await graphqlAs(agents.user, '{ storyModerationQueue { id } }'))).toBe('FORBIDDEN');
    expect(codeOf(await accept(agents.user, id))).toBe('FORBIDDEN');

    const accepted = await accept(agents.moderator, id, 'Well sourced');
    expect(accepted.data!.acceptStory).toMatchObject({ status: 'PUBLISHED', version: 2 });
    const seen = (await read(agents.signedOut, id)).data!.story!;
    expect(seen).toMatchObject({ title: 'The Year of Three Kings', canEdit: false, revisions: [] });
    expect((await publicList()).map((s) => s.id)).toContain(id);
    expect(codeOf(await accept(agents.moderator, id))).toBe('NOTHING_TO_DECIDE');
  });

  it("rejects a pending story with its reason; its author's edit sends it back to the queue", async () => {
    const id = (await create(agents.user, input('A draft'))).data!.createStory.id;
    const rejected = (await reject(agents.moderator, id, 'No sources')).data!.rejectStory;
    expect(rejected.status).toBe('REJECTED');
    expect(rejected.revisions[0]).toMatchObject({ status: 'ACCEPTED', note: 'No sources' });
    expect((await read(agents.signedOut, id)).data!.story).toBeNull();
    const resent = (await update(agents.user, id, rejected.version, input('A better draft'))).data!.updateStory;
    expect(resent).toMatchObject({ status: 'PENDING', title: 'A better draft' });
  });

  it('mails the author each decision, with links on the public address', async () => {
    const mailTo = async (subject: string) => {
      let found: OutboxMail | undefined;
      await expect.poll(() => (found = outboxMails(t.outbox).find((m) => m.to === ROLE_EMAIL.user && m.subject === subject)), { timeout: 5000 }).toBeDefined();
      return found!;
    };
    const id = (await create(agents.user, input('Mail me'))).data!.createStory.id;
    expect((await accept(agents.moderator, id)).errors).toBeUndefined();
    const published = await mailTo('Your story "Mail me" was published');
    expect(published.text).toContain(`The story: ${PUBLIC_URL}/stories/${id}`);
    expect(published.text).toContain(`Your stories: ${PUBLIC_URL}/stories`);

    await update(agents.user, id, 2, input('Mail me again'));
    await reject(agents.moderator, id, 'The first title was clearer');
    // The edit is named by the story's published title; the reason goes to the author.
    expect((await mailTo('Your edit to "Mail me" was not accepted')).text).toContain("The moderator's reason: The first title was clearer");

    const other = (await create(agents.user, input('Not this one'))).data!.createStory.id;
    await reject(agents.moderator, other, 'Off topic');
    expect((await mailTo('Your story "Not this one" was not accepted')).text).toContain('Off topic');
  });

  it('lets the author and moderators withdraw it, nobody else', async () => {
    const id = await published('To be withdrawn');
    const withdraw = (agent: Agent) => graphqlAs<{ withdrawStory: StoryView }>(agent, 'mutation($id: ID!) { withdrawStory(id: $id) { status } }', { id });
    expect(codeOf(await withdraw(stranger))).toBe('FORBIDDEN');
    expect((await withdraw(agents.user)).data!.withdrawStory.status).toBe('WITHDRAWN');
    expect((await read(agents.signedOut, id)).data!.story).toBeNull();
    expect((await publicList()).map((s) => s.id)).not.toContain(id);
  });
});

describe('revisions', () => {
  it("keeps the author's edit of a published story PROPOSED and unseen until a moderator accepts it", async () => {
    const id = await published('The Silk Road, first draft');
    const proposed = await update(agents.user, id, 2, input('The Silk Road', [step({ title: 'Chang’an', startYear: -130, endYear: -100 })]));
    expect(proposed.errors).toBeUndefined();
    expect(proposed.data!.updateStory).toMatchObject({ status: 'PUBLISHED', version: 3, title: 'The Silk Road, first draft' });
    expect(proposed.data!.updateStory.revisions.map((r) => [r.version, r.status, r.title])).toEqual([
      [3, 'PROPOSED', 'The Silk Road'],
      [1, 'ACCEPTED', 'The Silk Road, first draft'],
    ]);
    expect((await read(agents.signedOut, id)).data!.story!.title).toBe('The Silk Road, first draft');
    const queue = await graphqlAs<{ storyModerationQueue: { id: string }[] }>(agents.moderator, '{ storyModerationQueue { id } }');
    expect(queue.data!.storyModerationQueue.map((s) => s.id)).toContain(id);

    expect((await accept(agents.moderator, id, 'Thanks')).errors).toBeUndefined();
    const now = (await read(agents.signedOut, id)).data!.story!;
    expect(now).toMatchObject({ title: 'The Silk Road', version: 4 });
    expect(now.steps[0]).toMatchObject({ title: 'Chang’an', startYear: -130, endYear: -100 });
  });

  it("rejecting a proposal keeps the published text; a moderator's own edit applies at once", async () => {
    const id = await published('Writing in Sumer');
    await update(agents.user, id, 2, input('Writing in Sumer, rewritten'));
    const refused = (await reject(agents.moderator, id, 'Keep the old title')).data!.rejectStory;
    expect(refused).toMatchObject({ title: 'Writing in Sumer', version: 4 });
    expect(refused.revisions[0]).toMatchObject({ status: 'REJECTED', note: 'Keep the old title' });
    const edited = (await update(agents.moderator, id, 4, input('Writing in Mesopotamia'))).data!.updateStory;
    expect(edited).toMatchObject({ title: 'Writing in Mesopotamia', status: 'PUBLISHED', version: 5 });
    expect((await read(agents.signedOut, id)).data!.story!.title).toBe('Writing in Mesopotamia');
  });

  it('refuses an edit made on an older version (VERSION_CONFLICT) and one by another account (FORBIDDEN)', async () => {
    const id = (await create(agents.user, input('Versions'))).data!.createStory.id;
    expect((await update(agents.user, id, 1, input('Versions 2'))).data!.updateStory.version).toBe(2);
    expect(codeOf(await update(agents.user, id, 1, input('Versions stale')))).toBe('VERSION_CONFLICT');
    expect(codeOf(await update(stranger, id, 2, input('Not mine')))).toBe('FORBIDDEN');
    expect((await read(agents.user, id)).data!.story!.title).toBe('Versions 2');
  });
});

describe('reading', () => {
  it('lists published stories newest first, pages them, and answers one as a Node', async () => {
    const older = await published('Older story');
    const newer = await published('Newer story');
    const ids = (await publicList()).map((s) => s.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    const page = await graphqlAs<{ stories: { edges: { node: { id: string } }[]; pageInfo: { hasNextPage: boolean; endCursor: string } } }>(
      agents.signedOut,
      '{ stories(first: 1) { edges { node { id } } pageInfo { hasNextPage endCursor } } }',
    );
    expect(page.data!.stories.edges.map((e) => e.node.id)).toEqual([ids[0]]);
    const next = await graphqlAs<{ stories: { edges: { node: { id: string } }[] } }>(
      agents.signedOut,
      'query($a: String) { stories(first: 1, after: $a) { edges { node { id } } } }',
      {
        a: page.data!.stories.pageInfo.endCursor,
      },
    );
    expect(next.data!.stories.edges.map((e) => e.node.id)).toEqual([ids[1]]);
    const node = await graphqlAs<{ node: { __typename: string; title: string } }>(
      agents.signedOut,
      'query($id: ID!) { node(id: $id) { __typename ... on Story { title } } }',
      {
        id: newer,
      },
    );
    expect(node.data!.node).toEqual({ __typename: 'Story', title: 'Newer story' });
    const hidden = (await create(agents.user, input('Hidden from nodes'))).data!.createStory.id;
    expect((await graphqlAs<{ node: unknown }>(agents.signedOut, 'query($id: ID!) { node(id: $id) { id } }', { id: hidden })).data!.node).toBeNull();
  });

  it("answers the author's own stories whatever their status", async () => {
    const mine = await graphqlAs<{ myStories: { title: string; status: string }[] }>(agents.user, '{ myStories { title status } }');
    expect(mine.data!.myStories.map((s) => s.status)).toEqual(expect.arrayContaining(['PENDING', 'PUBLISHED', 'WITHDRAWN']));
    expect((await graphqlAs<{ myStories: unknown[] }>(stranger, '{ myStories { id } }')).data!.myStories).toEqual([]);
    expect(codeOf(await graphqlAs(agents.signedOut, '{ myStories { id } }'))).toBe('UNAUTHENTICATED');
  });
});
