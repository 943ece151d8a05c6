/**
 * Every change to a story, each in one transaction with the story row locked: writing, editing
 * (in place, or as a proposal a moderator decides), withdrawing, and moderators' decisions. Every
 * change bumps the story's version, so an edit made on an older one is refused (VERSION_CONFLICT).
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type Violation } from '../../lib/errors.js';
import { isModerator } from '../auth/roles.js';
import { VERSION_CONFLICT } from '../events/revisions/revision-log.js';
import type { User } from '../users/user.entity.js';
import type { StoryContent } from './story.inputs.js';
import { StoryRevision } from './story-revision.entity.js';
import { Story } from './story.entity.js';

export const NOTHING_TO_DECIDE = 'NOTHING_TO_DECIDE';

export class StoryWriteService {
  constructor(private readonly em: EntityManager) {}

  async create(content: StoryContent, author: User): Promise<Story> {
    await requireEventsExist(this.em, content);
    return this.em.transactional(async (em) => {
      const story = em.create(Story, { authorId: author.id, currentRevisionId: '' });
      const revision = em.create(StoryRevision, { storyId: story.id, version: 1, status: 'accepted', authorId: author.id, ...content });
      story.currentRevisionId = revision.id;
      await em.flush();
      return story;
    });
  }

  /**
   * A moderator's edit, or the author's of a story not published, takes effect at once (the
   * author's sends a rejected or withdrawn story back to the queue); the author's edit of a
   * published story becomes its proposal, replacing one still waiting.
   */
  async update(id: string, expectedVersion: number, content: StoryContent, user: User): Promise<Story> {
    await requireEventsExist(this.em, content);
    return this.em.transactional(async (em) => {
      const story = await lockedStory(em, id);
      const moderator = isModerator(user);
      if (!moderator && story.authorId !== user.id) throw new ForbiddenError('Only its author or a moderator can edit this story');
      requireVersion(story, expectedVersion);
      const version = story.version + 1;
      if (story.status === 'published' && !moderator) {
        await closeProposal(em, story, 'Replaced by a newer proposal');
        const proposal = em.create(StoryRevision, { storyId: story.id, version, status: 'proposed', authorId: user.id, ...content });
        story.proposedRevisionId = proposal.id;
      } else {
        const revision = em.create(StoryRevision, { storyId: story.id, version, status: 'accepted', authorId: user.id, ...content });
        story.currentRevisionId = revision.id;
        if (moderator) await closeProposal(em, story, 'Replaced by an edit of a moderator');
        else story.status = 'pending';
      }
      touch(story, version);
      await em.flush();
      return story;
    });
  }

  async withdraw(id: string, user: User): Promise<Story> {
    return this.em.transactional(async (em) => {
      const story = await lockedStory(em, id);
      if (!isModerator(user) && story.authorId !== user.id) throw new ForbiddenError('Only its author or a moderator can withdraw this story');
      if (story.status === 'withdrawn') return story;
      await closeProposal(em, story, 'The story was withdrawn');
      story.status = 'withdrawn';
      touch(story, story.version + 1);
      await em.flush();
      return story;
    });
  }

  /** Applies the waiting proposal, or publishes a pending story; the note goes on the revision decided. */
  async accept(id: string, note: string | null): Promise<Decided> {
    return this.em.transactional(async (em) => {
      const story = await lockedStory(em, id);
      const version = story.version + 1;
      let decided: Decided;
      if (story.proposedRevisionId) {
        const proposal = await em.findOneOrFail(StoryRevision, { id: story.proposedRevisionId });
        Object.assign(proposal, { status: 'accepted', note, version });
        story.currentRevisionId = proposal.id;
        story.proposedRevisionId = null;
        decided = { story, what: 'proposal', title: proposal.title };
      } else if (story.status === 'pending') {
        const current = await em.findOneOrFail(StoryRevision, { id: story.currentRevisionId });
        if (note != null) current.note = note;
        story.status = 'published';
        decided = { story, what: 'story', title: current.title };
      } else throw new ConflictError('Nothing of this story waits for a decision', NOTHING_TO_DECIDE);
      touch(story, version);
      await em.flush();
      return decided;
    });
  }

  /** Refuses the waiting proposal (the published text stays), or a pending story; the reason is the revision's note. */
  async reject(id: string, reason: string): Promise<Decided> {
    return this.em.transactional(async (em) => {
      const story = await lockedStory(em, id);
      let decided: Decided;
      if (story.proposedRevisionId) {
        const current = await em.findOneOrFail(StoryRevision, { id: story.currentRevisionId }, { fields: ['title'] });
        await closeProposal(em, story, reason);
        decided = { story, what: 'proposal', title: current.title };
      } else if (story.status === 'pending') {
        const current = await em.findOneOrFail(StoryRevision, { id: story.currentRevisionId });
        current.note = reason;
        story.status = 'rejected';
        decided = { story, what: 'story', title: current.title };
      } else throw new ConflictError('Nothing of this story waits for a decision', NOTHING_TO_DECIDE);
      touch(story, story.version + 1);
      await em.flush();
      return decided;
    });
  }
}

/** What a moderator's decision was about: the story (it was pending) or its author's proposed edit, and its title for the mail. */
export interface Decided {
  story: Story;
  what: 'story' | 'proposal';
  title: string;
}

async function lockedStory(em: EntityManager, id: string): Promise<Story> {
  const story = await em.findOne(Story, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!story) throw new NotFoundError(`Story ${id} not found`);
  return story;
}

function requireVersion(story: Story, expected: number): void {
  if (story.version === expected) return;
  throw new ConflictError(
    `This story is at version ${story.version}; your change was made on version ${expected}. Reload the story and make your change again.`,
    VERSION_CONFLICT,
  );
}

function touch(story: Story, version: number): void {
  story.version = version;
  story.updatedAt = new Date();
}

async function closeProposal(em: EntityManager, story: Story, note: string): Promise<void> {
  if (!story.proposedRevisionId) return;
  const proposal = await em.findOneOrFail(StoryRevision, { id: story.proposedRevisionId });
  Object.assign(proposal, { status: 'rejected', note });
  story.proposedRevisionId = null;
}

/** Every highlighted event must exist: an unknown one is refused at its path (`input.steps.0.eventIds.1`). */
async function requireEventsExist(em: EntityManager, content: StoryContent): Promise<void> {
  const ids = [...new Set(content.steps.flatMap((s) => s.eventIds))];
  if (!ids.length) return;
  const rows = await em
    .getConnection()
    .execute<{ id: string }[]>(`select "id"::text as id from "historical_events" where "id" = any(?::uuid[])`, [`{${ids.join(',')}}`]);
  const known = new Set(rows.map((r) => r.id));
  const violations: Violation[] = content.steps.flatMap((step, i) =>
    step.eventIds.flatMap((eventId, j) => (known.has(eventId) ? [] : [{ field: `input.steps.${i}.eventIds.${j}`, message: 'No event has this id' }])),
  );
  if (violations.length) throw new ValidationError(violations);
}
