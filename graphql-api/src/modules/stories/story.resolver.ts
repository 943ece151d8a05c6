/**
 * Guided stories in GraphQL (issue 29, point 4): the published list, one story, one's own, the
 * moderators' queue, and every change. Every mutation is for a signed-in account within the story
 * rate limit; the content is checked by story.inputs.ts (BAD_USER_INPUT naming its path).
 */
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ValidationError } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { parseOrThrow } from '../../lib/zod-violations.js';
import { MODERATOR, requireRole, requireUser } from '../auth/roles.js';
import { CommentSchema, ReasonSchema, VersionSchema } from '../events/revisions/revision-arguments.js';
import { connectionOf } from '../graph/connection.type.js';
import { offsetConnection, readPaging } from '../graph/paging.js';
import { limitRequest } from '../rate-limit/limit-request.js';
import type { GraphQLContext } from '../shared/request-context.js';
import type { User } from '../users/user.entity.js';
import { maySee, viewerOf } from './story-access.js';
import { StoryInput, StoryInputSchema } from './story.inputs.js';
import { tellStoryAuthor } from './story-decision-mail.js';
import { StoryWriteService, type Decided } from './story-write.service.js';
import { Story } from './story.entity.js';

export const StoryConnection = connectionOf(Story, 'Story', 'published story');
export type StoryConnection = InstanceType<typeof StoryConnection>;

function storyIdOf(id: string, field = 'id'): string {
  if (!isUuid(id)) throw new ValidationError([{ field, message: 'Not a story id' }]);
  return id.toLowerCase();
}

/** The signed-in account making a story change (401 signed out), within the story rate limit (429). */
async function writer({ em, req, auth }: GraphQLContext, roles?: typeof MODERATOR): Promise<User> {
  const user = roles ? await requireRole(req, em, roles) : await requireUser(req, em);
  await limitRequest(auth.rateLimiter, em, req, 'storyEdit', user.id);
  return user;
}

/** Who to tell of a decision, and about what. */
const authorOf = ({ story, what, title }: Decided) => ({ authorId: story.authorId, storyId: story.id, title, what });

@Resolver(() => Story)
export class StoryResolver {
  @Query(() => Story, {
    nullable: true,
    description: 'One story: a published one for everyone, any other for its author and moderators; null when there is none the viewer may see.',
  })
  async story(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: 'The story.' }) id: string): Promise<Story | null> {
    if (!isUuid(id)) return null;
    const story = await ctx.em.findOne(Story, { id: id.toLowerCase() });
    return story && maySee(story, await viewerOf(ctx)) ? story : null;
  }

  @Query(() => StoryConnection, { description: 'Published stories, newest first, paged.' })
  async stories(
    @Ctx() { em, auth }: GraphQLContext,
    @Arg('first', () => Int, { nullable: true, defaultValue: 20, description: 'How many stories, 1 to 500.' }) first: number | null,
    @Arg('after', () => String, { nullable: true, description: "Continue after this cursor (a page's endCursor)." }) after?: string | null,
  ): Promise<StoryConnection> {
    const page = readPaging({ first: first ?? 20, after }, 20);
    return offsetConnection(auth.cursors, 'stories', page, async (offset, limit) => {
      const [rows, total] = await em.findAndCount(Story, { status: 'published' }, { orderBy: { createdAt: 'desc', id: 'desc' }, offset, limit });
      return { rows, total };
    });
  }

  @Query(() => [Story], { description: "The signed-in account's own stories, whatever their status, the last changed first. UNAUTHENTICATED signed out." })
  async myStories(@Ctx() { em, req }: GraphQLContext): Promise<Story[]> {
    const user = await requireUser(req, em);
    return em.find(Story, { authorId: user.id }, { orderBy: { updatedAt: 'desc', id: 'desc' } });
  }

  @Query(() => [Story], { description: 'Moderators and admins: stories waiting for a decision (PENDING, or with a proposed edit), oldest first.' })
  async storyModerationQueue(@Ctx() { em, req }: GraphQLContext): Promise<Story[]> {
    await requireRole(req, em, MODERATOR);
    return em.find(Story, { $or: [{ status: 'pending' }, { proposedRevisionId: { $ne: null } }] }, { orderBy: { updatedAt: 'asc', id: 'asc' } });
  }

  @Mutation(() => Story, { description: 'Signed in: writes a story. It starts PENDING, seen only by its author and moderators until a moderator accepts it.' })
  async createStory(@Ctx() ctx: GraphQLContext, @Arg('input', () => StoryInput, { description: 'The story.' }) input: StoryInput): Promise<Story> {
    const content = parseOrThrow(StoryInputSchema, input, 'input');
    const user = await writer(ctx);
    return new StoryWriteService(ctx.em).create(content, user);
  }

  @Mutation(() => Story, {
    description:
      "Its author or a moderator edits a story. A moderator's edit, or the author's of a story not published, takes effect at once (a rejected or withdrawn story goes back to PENDING); the author's edit of a published story is a PROPOSED revision the public does not see until a moderator accepts it. FORBIDDEN for anyone else; VERSION_CONFLICT when the story changed since `version`.",
  })
  async updateStory(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: 'The story.' }) id: string,
    @Arg('version', () => Int, { description: "The story's version the edit was made on: a newer one refuses it with VERSION_CONFLICT." }) version: number,
    @Arg('input', () => StoryInput, { description: 'The whole story as it should read.' }) input: StoryInput,
  ): Promise<Story> {
    const storyId = storyIdOf(id);
    const expected = parseOrThrow(VersionSchema, version, 'version');
    const content = parseOrThrow(StoryInputSchema, input, 'input');
    const user = await writer(ctx);
    return new StoryWriteService(ctx.em).update(storyId, expected, content, user);
  }

  @Mutation(() => Story, { description: 'Its author or a moderator withdraws a story: WITHDRAWN, out of the public list; a waiting proposal is closed.' })
  async withdrawStory(@Ctx() ctx: GraphQLContext, @Arg('id', () => ID, { description: 'The story.' }) id: string): Promise<Story> {
    const storyId = storyIdOf(id);
    const user = await writer(ctx);
    return new StoryWriteService(ctx.em).withdraw(storyId, user);
  }

  @Mutation(() => Story, {
    description: 'Moderators and admins: publishes a PENDING story, or applies its PROPOSED revision. NOTHING_TO_DECIDE when neither waits.',
  })
  async acceptStory(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: 'The story.' }) id: string,
    @Arg('note', () => String, { nullable: true, description: 'A note for the history (up to 500 characters).' }) note?: string | null,
  ): Promise<Story> {
    const storyId = storyIdOf(id);
    const text = note == null ? null : parseOrThrow(CommentSchema, note, 'note');
    await writer(ctx, MODERATOR);
    const decided = await new StoryWriteService(ctx.em).accept(storyId, text);
    await tellStoryAuthor(ctx.em, ctx.auth, { ...authorOf(decided), outcome: 'accepted' });
    return decided.story;
  }

  @Mutation(() => Story, {
    description:
      'Moderators and admins: rejects a PENDING story (it becomes REJECTED) or its PROPOSED revision (the published text stays), with a reason for the author. NOTHING_TO_DECIDE when neither waits.',
  })
  async rejectStory(
    @Ctx() ctx: GraphQLContext,
    @Arg('id', () => ID, { description: 'The story.' }) id: string,
    @Arg('reason', () => String, { description: 'Why, for the author (1 to 1000 characters).' }) reason: string,
  ): Promise<Story> {
    const storyId = storyIdOf(id);
    const why = parseOrThrow(ReasonSchema, reason, 'reason');
    await writer(ctx, MODERATOR);
    const decided = await new StoryWriteService(ctx.em).reject(storyId, why);
    await tellStoryAuthor(ctx.em, ctx.auth, { ...authorOf(decided), outcome: 'rejected', reason: why });
    return decided.story;
  }
}
