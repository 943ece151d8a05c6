import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { requireUuid } from '../../lib/uuid.js';
import { VERIFICATION_STATUSES } from '../../domain/verification.js';
import type { User } from '../users/user.entity.js';
import { HistoricalEvent } from './event.entity.js';
import { ModerationLogEntry } from '../moderation/moderation-log.entity.js';

/** Moves an event between verification states (moderators and admins), recording who and when. */
export async function setVerificationStatus(em: EntityManager, eventId: string, status: unknown, by: User): Promise<HistoricalEvent> {
  if (typeof status !== 'string' || !VERIFICATION_STATUSES.includes(status as never)) {
    throw new ValidationError([{ field: 'status', message: `status must be one of ${VERIFICATION_STATUSES.join(', ')}` }]);
  }
  requireUuid(eventId, 'eventId');
  const event = await em.findOne(HistoricalEvent, { id: eventId });
  if (!event) throw new NotFoundError(`Event ${eventId} not found`);
  em.create(ModerationLogEntry, { action: 'status_changed', eventId: event.id, userId: by.id, fromStatus: event.verificationStatus, toStatus: status });
  event.verificationStatus = status;
  event.verifiedAt = new Date();
  event.verifiedBy = by.id;
  await em.flush();
  return event;
}
