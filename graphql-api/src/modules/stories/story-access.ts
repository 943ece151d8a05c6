/**
 * Who sees and changes a story: a published story is everyone's to read; any other only its
 * author's and moderators'. Editing and withdrawing are for the author and moderators, decisions
 * for moderators.
 */
import { isModerator } from '../auth/roles.js';
import { sessionUserId } from '../auth/session.js';
import { actorById } from '../events/revisions/revision-actor.js';
import type { GraphQLContext } from '../shared/request-context.js';
import { rowsById } from '../shared/request-loaders.js';
import { StoryRevision } from './story-revision.entity.js';
import type { Story } from './story.entity.js';

export interface Viewer {
  id: string;
  moderator: boolean;
}

/** The signed-in viewer and whether they moderate (one account read per request). */
export async function viewerOf({ req, loaders }: Pick<GraphQLContext, 'req' | 'loaders'>): Promise<Viewer | null> {
  const id = sessionUserId(req);
  const actor = id ? await loaders.get(actorById).load(id) : null;
  return actor ? { id: actor.id, moderator: isModerator(actor) } : null;
}

/** The author or a moderator: may edit it, read its revisions and see it whatever its status. */
export const mayEdit = (story: Story, viewer: Viewer | null): boolean => Boolean(viewer && (viewer.moderator || story.authorId === viewer.id));

export const maySee = (story: Story, viewer: Viewer | null): boolean => story.status === 'published' || mayEdit(story, viewer);

/** Revisions by id, batched per request. */
export const storyRevisionById = rowsById(StoryRevision);
