import type { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { HistoricalEvent } from '../events/event.entity.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { StoryInputSchema } from '../stories/story.inputs.js';
import { StoryRevision } from '../stories/story-revision.entity.js';
import { Story } from '../stories/story.entity.js';
import { CURATED_STORIES, type CuratedStory } from './curated-stories.js';

/** The curated stories' event names that name no event (empty when the curated events are all there). */
export async function missingStoryEvents(em: EntityManager): Promise<string[]> {
  const ids = await eventIdsByName(em);
  return [...new Set(CURATED_STORIES.flatMap((s) => s.steps.flatMap((step) => step.events)))].filter((name) => !ids.has(name));
}

/**
 * Stores the curated stories as PUBLISHED, seeded by no account, their steps pointing at the
 * events named. `strict` refuses a name that matches no event (a fresh seed must find them all);
 * otherwise such a highlight is left out (a database whose events were changed since).
 */
export async function seedCuratedStories(em: EntityManager, { strict }: { strict: boolean }): Promise<number> {
  const ids = await eventIdsByName(em);
  const stories: Story[] = [];
  const revisions: StoryRevision[] = [];
  for (const curated of CURATED_STORIES) {
    const content = parseOrThrow(StoryInputSchema, contentOf(curated, ids, strict), curated.title);
    const story = em.create(Story, { status: 'published', currentRevisionId: randomUUID() }, { persist: false });
    stories.push(story);
    revisions.push(
      em.create(StoryRevision, { id: story.currentRevisionId, storyId: story.id, version: 1, status: 'accepted', ...content }, { persist: false }),
    );
  }
  await em.transactional(async (tx) => {
    await tx.insertMany(Story, stories);
    await tx.insertMany(StoryRevision, revisions);
  });
  return stories.length;
}

function contentOf(curated: CuratedStory, ids: Map<string, string>, strict: boolean) {
  return {
    title: curated.title,
    summary: curated.summary,
    steps: curated.steps.map(({ events, ...step }) => ({
      ...step,
      mode: 'real',
      eventIds: events.flatMap((name) => {
        const id = ids.get(name);
        if (!id && strict) throw new Error(`The story "${curated.title}" names an event the curated data lacks: ${name}`);
        return id ? [id] : [];
      }),
    })),
  };
}

/** Event ids by name, for the names the stories use (the earliest when a name repeats). */
async function eventIdsByName(em: EntityManager): Promise<Map<string, string>> {
  const names = [...new Set(CURATED_STORIES.flatMap((s) => s.steps.flatMap((step) => step.events)))];
  const events = await em.find(HistoricalEvent, { name: { $in: names } }, { fields: ['id', 'name'], orderBy: { startYear: 'desc' } });
  return new Map(events.map((e) => [e.name, e.id]));
}
