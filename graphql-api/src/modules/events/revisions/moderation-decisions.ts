/**
 * A moderator's decisions (issue 25, the moderation queue): a new event's verification status, and
 * accepting or rejecting a proposed edit. Every decision is a revision, committed with its effect,
 * and the submitter is told by mail once it is stored.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ValidationError } from '../../../lib/errors.js';
import { isUniqueViolation } from '../../../lib/database-errors.js';
import { requireUuid } from '../../../lib/uuid.js';
import { VERIFICATION_STATUSES } from '../../../domain/verification.js';
import { ModerationLogEntry } from '../../moderation/moderation-log.entity.js';
import type { User } from '../../users/user.entity.js';
import type { ContentModerator } from '../content-review/content-moderator.js';
import { RuleBasedModerator } from '../content-review/rule-based-moderator.js';
import type { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';
import { applyContent, patchedContent, validContent } from './event-content-input.js';
import { lockedEvent } from './event-edit.service.js';
import { tellSubmitter, type DecisionMailer } from './decision-mail.js';
import { changesBetween, contentOf, withChanges } from './revision-changes.js';
import { requirePendingProposal, VERSION_CONFLICT } from './revision-log.js';

export class ModerationDecisions {
  constructor(
    private readonly em: EntityManager,
    private readonly mail: DecisionMailer,
    private readonly moderator: ContentModerator = new RuleBasedModerator(),
  ) {}

  /** Moves an event between verification states, recording who, when and why; deciding a pending event tells its submitter. */
  async setStatus(eventId: string, status: unknown, by: User, reason: string | null = null): Promise<HistoricalEvent> {
    if (typeof status !== 'string' || !VERIFICATION_STATUSES.includes(status as never)) {
      throw new ValidationError([{ field: 'status', message: `status must be one of ${VERIFICATION_STATUSES.join(', ')}` }]);
    }
    requireUuid(eventId, 'eventId');
    const { event, from } = await this.em.transactional(async (em) => {
      const event = await lockedEvent(em, eventId);
      const from = event.verificationStatus;
      em.create(ModerationLogEntry, { action: 'status_changed', eventId: event.id, userId: by.id, fromStatus: from, toStatus: status });
      event.verificationStatus = status;
      event.verifiedAt = new Date();
      event.verifiedBy = by.id;
      event.version += 1;
      em.create(EventRevision, {
        eventId: event.id,
        eventName: event.name,
        kind: 'status_changed',
        actorId: by.id,
        reason,
        changes: changesBetween({ verificationStatus: from }, { verificationStatus: status }, ['verificationStatus']),
        baseVersion: event.version - 1,
        version: event.version,
      });
      return { event, from };
    });
    if (from === 'pending' && status !== 'pending') {
      await tellSubmitter(this.em, this.mail, {
        submitterId: event.submittedBy,
        eventId: event.id,
        eventName: event.name,
        what: 'event',
        outcome: status,
        reason,
      });
    }
    if (status === 'validated' && from !== 'validated') this.mail.eventValidated?.(event.id);
    return event;
  }

  /** Applies a proposed edit (checked again by the content rules), if the event has not changed since it was proposed. */
  async accept(proposalId: string, by: User, comment: string | null): Promise<EventRevision> {
    const proposal = await this.decide(proposalId, async (em, proposal) => {
      const event = await lockedEvent(em, proposal.eventId);
      if (event.version !== proposal.baseVersion) {
        throw new ConflictError(
          `The event changed since this edit was proposed (it was made on version ${proposal.baseVersion}; the event is at version ${event.version}). Reject it, and the submitter can propose it again on the new version.`,
          VERSION_CONFLICT,
        );
      }
      const before = contentOf(event);
      const input = await validContent(em, event, patchedContent(withChanges(before, proposal.changes), {}), this.moderator);
      applyContent(event, input);
      event.version += 1;
      em.create(EventRevision, {
        eventId: event.id,
        eventName: event.name,
        kind: 'accepted',
        actorId: by.id,
        comment,
        changes: changesBetween(before, contentOf(event)),
        baseVersion: proposal.baseVersion,
        version: event.version,
        proposalId: proposal.id,
      });
    });
    await this.tell(proposal, 'accepted', null);
    return proposal;
  }

  /** Refuses a proposed edit with a reason; the event stays as it is. */
  async reject(proposalId: string, by: User, reason: string): Promise<EventRevision> {
    const proposal = await this.decide(proposalId, (em, proposal) => {
      em.create(EventRevision, {
        eventId: proposal.eventId,
        eventName: proposal.eventName,
        kind: 'rejected',
        actorId: by.id,
        reason,
        baseVersion: proposal.baseVersion,
        proposalId: proposal.id,
      });
      return Promise.resolve();
    });
    await this.tell(proposal, 'rejected', reason);
    return proposal;
  }

  /** Runs a decision on a pending proposal in one transaction; a decision made meanwhile by another moderator wins. */
  private async decide(proposalId: string, apply: (em: EntityManager, proposal: EventRevision) => Promise<void>): Promise<EventRevision> {
    try {
      return await this.em.transactional(async (em) => {
        const proposal = await requirePendingProposal(em, proposalId);
        await apply(em, proposal);
        return proposal;
      });
    } catch (error) {
      // The unique proposal id: two moderators deciding at once store one decision.
      if (isUniqueViolation(error)) throw new ValidationError([{ field: 'revisionId', message: 'This proposed edit was already decided' }]);
      throw error;
    }
  }

  private tell(proposal: EventRevision, outcome: 'accepted' | 'rejected', reason: string | null) {
    return tellSubmitter(this.em, this.mail, {
      submitterId: proposal.actorId,
      eventId: proposal.eventId,
      eventName: proposal.eventName,
      what: 'proposal',
      outcome,
      reason,
    });
  }
}
