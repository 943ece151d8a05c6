/**
 * Writing and reading the revision history: a revision is only ever inserted (see
 * event-revision.entity.ts); the version check names the revision that made the event newer.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/errors.js';
import { User } from '../../users/user.entity.js';
import type { HistoricalEvent } from '../event.entity.js';
import { EventRevision } from './event-revision.entity.js';
import { actorName } from './revision-actor.js';

export const VERSION_CONFLICT = 'VERSION_CONFLICT';

/** What a kind of revision did, in the conflict message ("edited by Ada L."). */
const DONE: Record<string, string> = {
  created: 'submitted',
  edited: 'edited',
  accepted: 'changed by an edit accepted',
  status_changed: 'given a new status',
  reverted: 'reverted',
};

const minuteText = (date: Date) => `${date.toISOString().slice(0, 10)} at ${date.toISOString().slice(11, 16)} UTC`;

/**
 * Refuses a change made on another version than the event's own: the message names the newer
 * revision (who and when), so the editor knows whose change they would have overwritten.
 */
export async function requireVersion(em: EntityManager, event: HistoricalEvent, expectedVersion: number): Promise<void> {
  if (event.version === expectedVersion) return;
  const latest = await em.findOne(EventRevision, { eventId: event.id, version: event.version });
  let newer = '';
  if (latest) {
    const actor = latest.actorId ? await em.findOne(User, { id: latest.actorId }, { fields: ['id', 'firstName', 'lastName'] }) : null;
    const by = actor ? ` by ${actorName(actor)}` : '';
    newer = ` (${DONE[latest.kind] ?? latest.kind}${by} on ${minuteText(latest.createdAt)}, revision ${latest.id})`;
  }
  throw new ConflictError(
    `This event is at version ${event.version}${newer}; your change was made on version ${expectedVersion}. Reload the event and make your change again.`,
    VERSION_CONFLICT,
  );
}

/** A revision of this id, or 404. */
export async function revisionById(em: EntityManager, id: string): Promise<EventRevision> {
  const revision = await em.findOne(EventRevision, { id });
  if (!revision) throw new NotFoundError(`Revision ${id} not found`);
  return revision;
}

/** The decision on a proposal, when there is one. */
export function decisionOf(em: EntityManager, proposalId: string): Promise<EventRevision | null> {
  return em.findOne(EventRevision, { proposalId });
}

/** A proposal still waiting for a moderator, or BAD_USER_INPUT naming `field`. */
export async function requirePendingProposal(em: EntityManager, id: string, field = 'revisionId'): Promise<EventRevision> {
  const proposal = await revisionById(em, id);
  if (proposal.kind !== 'proposed') throw new ValidationError([{ field, message: 'This revision is not a proposed edit' }]);
  if (await decisionOf(em, proposal.id)) throw new ValidationError([{ field, message: 'This proposed edit was already decided' }]);
  return proposal;
}

/** The proposals on an event that still wait for a moderator. */
export async function pendingProposalsOf(em: EntityManager, eventId: string): Promise<EventRevision[]> {
  const proposals = await em.find(EventRevision, { eventId, kind: 'proposed' });
  if (!proposals.length) return [];
  const decided = await em.find(EventRevision, { proposalId: { $in: proposals.map((p) => p.id) } }, { fields: ['proposalId'] });
  const done = new Set(decided.map((d) => d.proposalId));
  return proposals.filter((p) => !done.has(p.id));
}
