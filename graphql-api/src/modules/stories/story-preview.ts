import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../lib/uuid.js';
import { StoryRevision } from './story-revision.entity.js';
import { Story } from './story.entity.js';

/** What a shared story link shows (modules/link-previews): a published story's title and summary. */
export interface PreviewStory {
  id: string;
  title: string;
  summary: string;
  steps: number;
}

/** The published story a shared link names, or null when the id is missing, malformed, unknown or not public. */
export async function findPreviewStory(em: EntityManager, id: unknown): Promise<PreviewStory | null> {
  if (typeof id !== 'string' || !isUuid(id)) return null;
  const story = await em.findOne(Story, { id: id.toLowerCase(), status: 'published' }, { fields: ['id', 'currentRevisionId'] });
  if (!story) return null;
  const revision = await em.findOne(StoryRevision, { id: story.currentRevisionId }, { fields: ['title', 'summary', 'steps'] });
  return revision && { id: story.id, title: revision.title, summary: revision.summary, steps: revision.steps.length };
}
