/**
 * Words for an event's revisions (issue 25), shared by the history view, the moderation queue and
 * My events: what kind of change, and when, always in UTC as the server's messages say it.
 */

/** Each revision kind (GraphQL's EventRevisionKind) as a person reads it. */
export const REVISION_KIND_LABELS: Readonly<Record<string, string>> = {
  CREATED: 'Created',
  EDITED: 'Edited',
  PROPOSED: 'Edit proposed',
  ACCEPTED: 'Proposed edit accepted',
  REJECTED: 'Proposed edit rejected',
  STATUS_CHANGED: 'Verification changed',
  REVERTED: 'Reverted',
  WITHDRAWN: 'Withdrawn',
};

export const revisionKindLabel = (kind: string, revertedToVersion?: number | null): string =>
  kind === 'REVERTED' && revertedToVersion ? `Reverted to version ${revertedToVersion}` : (REVISION_KIND_LABELS[kind] ?? kind);

/** A submission's or a proposal's state (GraphQL's MySubmissionStatus and EventRevisionStatus). */
export const STATUS_LABELS: Readonly<Record<string, string>> = {
  PENDING: 'Waiting for review',
  VALIDATED: 'Validated',
  DISPUTED: 'Disputed',
  REJECTED: 'Not accepted',
  WITHDRAWN: 'Withdrawn',
  ACCEPTED: 'Accepted',
  APPLIED: 'Applied',
};

export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

const WHEN = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/** A time as "28 Nov 2026, 19:40 UTC". */
export const formatWhen = (iso: string): string => `${WHEN.format(new Date(iso))} UTC`;

/** Who made a change: the name the server gives, with the role when it is not a plain member. */
export function actorLabel(actor: { name: string; role: string } | null | undefined): string {
  if (!actor) return 'the system';
  const role = actor.role.toLowerCase();
  return role === 'admin' || role === 'moderator' ? `${actor.name} (${role})` : actor.name;
}
