import DataLoader from 'dataloader';
import type { EventRevisionStatus } from '../../../domain/enums.js';
import { rowsById, type LoaderFactory } from '../../shared/request-loaders.js';
import { EventRevision } from './event-revision.entity.js';

/** The decision on each proposal, batched per request: null while it waits. */
export const decisionByProposal: LoaderFactory<DataLoader<string, EventRevision | null>> = ({ em }) =>
  new DataLoader(async (ids) => {
    const rows = await em().find(EventRevision, { proposalId: { $in: [...ids] } });
    const byProposal = new Map(rows.map((r) => [r.proposalId, r]));
    return ids.map((id) => byProposal.get(id) ?? null);
  });

/** Revisions by id, batched per request. */
export const revisionsById = rowsById(EventRevision);

/** Whether a revision took effect: a proposal waits until its decision says accepted or rejected. */
export function revisionStatus(revision: EventRevision, decision: EventRevision | null): EventRevisionStatus {
  if (revision.kind === 'rejected') return 'rejected';
  if (revision.kind !== 'proposed') return 'applied';
  if (!decision) return 'pending';
  return decision.kind === 'accepted' ? 'accepted' : 'rejected';
}
