import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { requireUuid } from '../../../lib/uuid.js';
import { parseOrThrow } from '../../../lib/zod-violations.js';
import { sessionUserId } from '../../auth/session.js';
import type { GraphQLContext } from '../../shared/request-context.js';
import { User } from '../../users/user.entity.js';
import { UpdateEventInput } from '../event.inputs.graphql.js';
import { HistoricalEvent } from '../event.entity.js';
import { EventService } from '../event.service.js';
import { EventRevision } from './event-revision.entity.js';
import { editNeedsReview, EventEditService } from './event-edit.service.js';
import { isModerator } from '../../auth/roles.js';
import { EventPermissions, UpdateEventResult } from './event-edit.types.js';
import { requireEditor } from './event-editor.js';
import { CommentSchema, VersionSchema } from './revision-arguments.js';

const COMMENT = 'A summary of the change for the history (up to 500 characters).';
const EXPECTED_VERSION = "The version the change was made on (the event's version when it was read): a newer one refuses the change with VERSION_CONFLICT.";

const comment = (text: string | null | undefined) => (text == null ? null : parseOrThrow(CommentSchema, text, 'comment'));

@Resolver()
export class EventEditResolver {
  @Mutation(() => UpdateEventResult, {
    description:
      "Edits an event: its submitter, or a moderator or admin. The same rules as createEvent apply (BAD_USER_INPUT naming the field). A moderator's edit, or the submitter's of an event not yet validated, takes effect at once; the submitter's edit of a validated or disputed event becomes a proposal a moderator decides. FORBIDDEN for other accounts; VERSION_CONFLICT when the event changed since expectedVersion.",
  })
  async updateEvent(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('id', () => ID, { description: 'The event.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: EXPECTED_VERSION }) expectedVersion: number,
    @Arg('input', () => UpdateEventInput, { description: 'The fields to change.' }) input: UpdateEventInput,
    @Arg('comment', () => String, { nullable: true, description: COMMENT }) text?: string | null,
  ): Promise<UpdateEventResult> {
    const eventId = requireUuid(id, 'id');
    const version = parseOrThrow(VersionSchema, expectedVersion, 'expectedVersion');
    const summary = comment(text);
    const user = await requireEditor(req, em, auth.rateLimiter);
    return new EventEditService(em).update(eventId, version, { ...input }, summary, user);
  }

  @Mutation(() => EventRevision, {
    description:
      'The submitter withdraws their event: it leaves the map and every list (with its relationships), its waiting proposals are closed, and the WITHDRAWN revision keeps its last content. FORBIDDEN for anyone else; VERSION_CONFLICT when it changed since expectedVersion.',
  })
  async withdrawEvent(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('id', () => ID, { description: 'The event.' }) id: string,
    @Arg('expectedVersion', () => Int, { description: EXPECTED_VERSION }) expectedVersion: number,
    @Arg('comment', () => String, { nullable: true, description: 'Why it is withdrawn (up to 500 characters).' }) text?: string | null,
  ): Promise<EventRevision> {
    const eventId = requireUuid(id, 'id');
    const version = parseOrThrow(VersionSchema, expectedVersion, 'expectedVersion');
    const summary = comment(text);
    const user = await requireEditor(req, em, auth.rateLimiter);
    return new EventEditService(em).withdraw(eventId, version, summary, user);
  }

  @Mutation(() => HistoricalEvent, {
    description:
      'Moderators and admins: restores the content (every field of the event form) the event had at an earlier version, recorded as a REVERTED revision; the verification status stays. VERSION_CONFLICT when it changed since expectedVersion.',
  })
  async revertEvent(
    @Ctx() { em, req, auth }: GraphQLContext,
    @Arg('id', () => ID, { description: 'The event.' }) id: string,
    @Arg('toVersion', () => Int, { description: 'The version whose content to restore: 1 (the original) up to the version before the current one.' })
    toVersion: number,
    @Arg('expectedVersion', () => Int, { description: EXPECTED_VERSION }) expectedVersion: number,
    @Arg('comment', () => String, { nullable: true, description: COMMENT }) text?: string | null,
  ): Promise<HistoricalEvent> {
    const eventId = requireUuid(id, 'id');
    const target = parseOrThrow(VersionSchema, toVersion, 'toVersion');
    const version = parseOrThrow(VersionSchema, expectedVersion, 'expectedVersion');
    const summary = comment(text);
    const user = await requireEditor(req, em, auth.rateLimiter);
    return new EventEditService(em).revert(eventId, target, version, summary, user);
  }

  @Query(() => EventPermissions, {
    description: 'What the signed-in viewer may do with one event: edit, withdraw, revert (all false when signed out). NOT_FOUND for an unknown event.',
  })
  async eventPermissions(
    @Ctx() { em, req }: GraphQLContext,
    @Arg('eventId', () => ID, { description: 'The event.' }) eventId: string,
  ): Promise<EventPermissions> {
    const event = await new EventService(em).byId(requireUuid(eventId, 'eventId'));
    const viewerId = sessionUserId(req);
    const viewer = viewerId ? await em.findOne(User, { id: viewerId }, { fields: ['id', 'role'] }) : null;
    const isSubmitter = Boolean(viewer && event.submittedBy === viewer.id);
    const moderator = Boolean(viewer && isModerator(viewer));
    return {
      canEdit: isSubmitter || moderator,
      editNeedsReview: Boolean(viewer && (isSubmitter || moderator) && editNeedsReview(event, viewer)),
      canWithdraw: isSubmitter,
      canRevert: moderator,
      isSubmitter,
    };
  }
}
