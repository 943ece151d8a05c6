/**
 * Editing, withdrawing and reverting events (issue 25). Each runs in one transaction holding the
 * event's row lock: the version check, the change, its revision and the version bump commit
 * together or not at all, and two edits of one event cannot both pass the check.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ForbiddenError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { isModerator } from '../../auth/roles.js';
import type { User } from '../../users/user.entity.js';
import type { ContentModerator } from '../content-review/content-moderator.js';
import { RuleBasedModerator } from '../content-review/rule-based-moderator.js';
import { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';
import { applyContent, patchedContent, validContent } from './event-content-input.js';
import { changesBetween, contentOf, withoutChanges } from './revision-changes.js';
import { pendingProposalsOf, requireVersion } from './revision-log.js';

export const WITHDRAWN_REASON = 'Withdrawn by the submitter';

/** Statuses whose event is on the map as checked: the submitter's edits to it wait for a moderator. */
const REVIEWED = new Set(['validated', 'disputed']);

export interface EditResult {
  event: HistoricalEvent;
  revision: EventRevision;
  /** False for a proposal: the event stays as it was until a moderator accepts it. */
  applied: boolean;
}

/** Whether `user` edits `event` through a proposal rather than at once. */
export const editNeedsReview = (event: HistoricalEvent, user: Pick<User, 'id' | 'role'>) => !isModerator(user) && REVIEWED.has(event.verificationStatus);

export class EventEditService {
  constructor(
    private readonly em: EntityManager,
    private readonly moderator: ContentModerator = new RuleBasedModerator(),
  ) {}

  /** The submitter edits their own event, a moderator any: at once, or as a proposal (editNeedsReview). */
  update(id: string, expectedVersion: number, patch: Record<string, unknown>, comment: string | null, user: User): Promise<EditResult> {
    return this.em.transactional(async (em) => {
      const event = await lockedEvent(em, id);
      if (!isModerator(user) && event.submittedBy !== user.id) throw new ForbiddenError('Only the submitter, moderators and admins can edit this event');
      const before = contentOf(event);
      const input = await validContent(em, event, patchedContent(before, patch), this.moderator);
      await requireVersion(em, event, expectedVersion);
      const base = { eventId: event.id, eventName: event.name, actorId: user.id, comment, baseVersion: event.version };
      if (editNeedsReview(event, user)) {
        const proposed = new HistoricalEvent();
        applyContent(proposed, input);
        const changes = requireChanges(changesBetween(before, contentOf(proposed)), 'input');
        return { event, revision: em.create(EventRevision, { ...base, kind: 'proposed', changes }), applied: false };
      }
      const statusBefore = event.verificationStatus;
      applyContent(event, input);
      // The submitter's fix of a refused event sends it back to the moderators.
      if (!isModerator(user) && statusBefore === 'rejected') event.verificationStatus = 'pending';
      const changes = requireChanges(
        {
          ...changesBetween(before, contentOf(event)),
          ...changesBetween({ verificationStatus: statusBefore }, { verificationStatus: event.verificationStatus }, ['verificationStatus']),
        },
        'input',
      );
      event.version += 1;
      const revision = em.create(EventRevision, { ...base, kind: 'edited', changes, version: event.version });
      return { event, revision, applied: true };
    });
  }

  /**
   * The submitter takes their event back: it leaves the map and every list (its relationships go
   * with it), its proposals still waiting are closed, and the revision keeps its last content.
   */
  withdraw(id: string, expectedVersion: number, comment: string | null, user: User): Promise<EventRevision> {
    return this.em.transactional(async (em) => {
      const event = await lockedEvent(em, id);
      if (event.submittedBy !== user.id) throw new ForbiddenError('Only the submitter can withdraw this event');
      await requireVersion(em, event, expectedVersion);
      for (const proposal of await pendingProposalsOf(em, event.id)) {
        em.create(EventRevision, {
          eventId: event.id,
          eventName: event.name,
          kind: 'rejected',
          actorId: user.id,
          reason: WITHDRAWN_REASON,
          baseVersion: event.version,
          proposalId: proposal.id,
        });
      }
      const changes = {
        ...changesBetween(contentOf(event), {}),
        ...changesBetween({ verificationStatus: event.verificationStatus }, {}, ['verificationStatus']),
      };
      const revision = em.create(EventRevision, {
        eventId: event.id,
        eventName: event.name,
        kind: 'withdrawn',
        actorId: user.id,
        comment,
        changes,
        baseVersion: event.version,
        version: event.version + 1,
      });
      em.remove(event);
      return revision;
    });
  }

  /** A moderator restores the content the event had at `toVersion` (its status stays), recorded as a revision. */
  revert(id: string, toVersion: number, expectedVersion: number, comment: string | null, user: User): Promise<HistoricalEvent> {
    return this.em.transactional(async (em) => {
      const event = await lockedEvent(em, id);
      if (!isModerator(user)) throw new ForbiddenError('Only moderators and admins can revert an event');
      await requireVersion(em, event, expectedVersion);
      if (toVersion < 1 || toVersion >= event.version) {
        throw new ValidationError([
          { field: 'toVersion', message: `Give an earlier version: 1 to ${event.version - 1} (the event is at version ${event.version})` },
        ]);
      }
      // Undo the changes of every later version, newest first: what is left is the content at toVersion.
      const later = await em.find(EventRevision, { eventId: event.id, version: { $gt: toVersion } }, { orderBy: { version: 'desc' } });
      const before = contentOf(event);
      const target = later.reduce((content, revision) => withoutChanges(content, revision.changes), before);
      const input = await validContent(em, event, patchedContent(target, {}), this.moderator);
      applyContent(event, input);
      const changes = requireChanges(changesBetween(before, contentOf(event)), 'toVersion');
      event.version += 1;
      em.create(EventRevision, {
        eventId: event.id,
        eventName: event.name,
        kind: 'reverted',
        actorId: user.id,
        comment,
        changes,
        baseVersion: expectedVersion,
        version: event.version,
        revertedToVersion: toVersion,
      });
      return event;
    });
  }
}

/** The event, locked for this transaction, or 404. */
export async function lockedEvent(em: EntityManager, id: string): Promise<HistoricalEvent> {
  const event = await em.findOne(HistoricalEvent, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!event) throw new NotFoundError(`Event ${id} not found`);
  return event;
}

function requireChanges<T extends object>(changes: T, field: string): T {
  if (Object.keys(changes).length === 0) throw new ValidationError([{ field, message: 'Nothing would change: the event already reads so' }]);
  return changes;
}
