/** The fields of a story read from elsewhere: its current revision's content, its author, its history, its events. */
import type { GraphQLResolveInfo } from 'graphql';
import { Ctx, FieldResolver, Info, Resolver, Root } from 'type-graphql';
import { loadEvents } from '../events/event-loaders.js';
import { HistoricalEvent } from '../events/event.entity.js';
import { actorById } from '../events/revisions/revision-actor.js';
import type { GraphQLContext } from '../shared/request-context.js';
import { mayEdit, storyRevisionById, viewerOf } from './story-access.js';
import { StoryRevision } from './story-revision.entity.js';
import { StoryStep, stepOf } from './story-step.js';
import { Story } from './story.entity.js';

const current = async (story: Story, { loaders }: GraphQLContext): Promise<StoryRevision> => {
  const revision = await loaders.get(storyRevisionById).load(story.currentRevisionId);
  if (!revision) throw new Error(`Story ${story.id} has no revision ${story.currentRevisionId}`);
  return revision;
};

const nameOf = async (authorId: string | null | undefined, { loaders }: GraphQLContext) =>
  authorId ? ((await loaders.get(actorById).load(authorId))?.name ?? null) : null;

@Resolver(() => Story)
export class StoryFieldsResolver {
  @FieldResolver(() => String, { description: 'The title (3 to 120 characters): the published text while an edit waits.' })
  async title(@Root() story: Story, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await current(story, ctx)).title;
  }

  @FieldResolver(() => String, { description: 'A plain-text summary (up to 500 characters).' })
  async summary(@Root() story: Story, @Ctx() ctx: GraphQLContext): Promise<string> {
    return (await current(story, ctx)).summary;
  }

  @FieldResolver(() => [StoryStep], { description: 'The steps in order (1 to 50).' })
  async steps(@Root() story: Story, @Ctx() ctx: GraphQLContext): Promise<StoryStep[]> {
    return (await current(story, ctx)).steps.map(stepOf);
  }

  @FieldResolver(() => String, { nullable: true, description: "The author's display name ('Ada L.'); null once the account is gone." })
  authorName(@Root() story: Story, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return nameOf(story.authorId, ctx);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer may edit it: its author, or a moderator or admin.' })
  async canEdit(@Root() story: Story, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return mayEdit(story, await viewerOf(ctx));
  }

  @FieldResolver(() => [StoryRevision], { description: 'Every revision, newest first: for its author and moderators only (empty for anyone else).' })
  async revisions(@Root() story: Story, @Ctx() ctx: GraphQLContext): Promise<StoryRevision[]> {
    if (!mayEdit(story, await viewerOf(ctx))) return [];
    return ctx.em.find(StoryRevision, { storyId: story.id }, { orderBy: { createdAt: 'desc', version: 'desc' } });
  }
}

@Resolver(() => StoryRevision)
export class StoryRevisionFieldsResolver {
  @FieldResolver(() => String, { nullable: true, description: "Who wrote it ('Ada L.'); null once the account is gone." })
  authorName(@Root() revision: StoryRevision, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return nameOf(revision.authorId, ctx);
  }
}

@Resolver(() => StoryStep)
export class StoryStepFieldsResolver {
  @FieldResolver(() => [HistoricalEvent], { description: 'The highlighted events, in order; ones removed since are left out.' })
  async events(@Root() step: StoryStep, @Ctx() { loaders }: GraphQLContext, @Info() info: GraphQLResolveInfo): Promise<HistoricalEvent[]> {
    return loadEvents(loaders, step.eventIds, info);
  }
}
