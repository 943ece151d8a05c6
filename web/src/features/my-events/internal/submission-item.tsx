import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatWhen, statusLabel } from '../../../lib/revisions';
import { ChangesTable, type FieldChangeView } from '../../../ui/changes-table';
import { Cluster, Panel } from '../../../ui/panel';

/** One of the person's submissions as My events reads it. */
export interface Submission {
  id: string;
  kind: string;
  eventId: string;
  eventName: string;
  status: string;
  reason?: string | null;
  decidedAt?: string | null;
  submittedAt: string;
  event?: { id: string } | null;
  revision?: { comment?: string | null; changes: readonly FieldChangeView[] } | null;
}

/** The address that opens the event on the map, with its editor when `edit` (the main screen reads ?edit=1). */
export const eventAddress = (id: string, edit = false) => `/?event=${encodeURIComponent(id)}${edit ? '&edit=1' : ''}`;

const STATUS_COLORS: Record<string, string> = {
  PENDING: '#F59E0B',
  VALIDATED: '#10B981',
  ACCEPTED: '#10B981',
  DISPUTED: '#EF4444',
  REJECTED: '#94A3B8',
  WITHDRAWN: '#94A3B8',
};

/** An event submitted or an edit proposed: where it stands, the moderator's reason when refused, and links to it. */
export function SubmissionItem({ item }: { item: Submission }) {
  const proposal = item.kind === 'PROPOSAL';
  const live = item.event != null;
  return (
    <Item as="li" aria-label={item.eventName}>
      <Cluster $gap={2} $justify="between">
        <Kind>{proposal ? 'Proposed edit' : 'Event'}</Kind>
        <Status $color={STATUS_COLORS[item.status] ?? '#94A3B8'} data-testid="submission-status">
          {statusLabel(item.status)}
        </Status>
      </Cluster>
      <h2>{item.eventName}</h2>
      <Meta>
        {proposal ? 'Proposed' : 'Submitted'} {formatWhen(item.submittedAt)}
        {item.decidedAt && <> · decided {formatWhen(item.decidedAt)}</>}
      </Meta>
      {item.reason && (
        <Reason>
          <strong>Moderator&rsquo;s reason:</strong> {item.reason}
        </Reason>
      )}
      {item.revision?.comment && <p>Your note: &ldquo;{item.revision.comment}&rdquo;</p>}
      {proposal && item.revision && <ChangesTable changes={item.revision.changes} label={`Changes proposed to ${item.eventName}`} />}
      {live ? (
        <Cluster $gap={3}>
          <Link to={eventAddress(item.eventId)}>Open on the map</Link>
          <Link to={eventAddress(item.eventId, true)} aria-label={`Edit ${item.eventName}`}>
            Edit
          </Link>
        </Cluster>
      ) : (
        <Meta>No longer on the map.</Meta>
      )}
    </Item>
  );
}

const Item = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: 6px;
  h2 {
    margin: 0;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    font-size: 0.88rem;
  }
`;

const Kind = styled.span`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Status = styled.span<{ $color: string }>`
  padding: 1px 8px;
  border-radius: 999px;
  border: 1px solid ${({ $color }) => $color};
  color: ${({ $color }) => $color};
  font-size: 0.75rem;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Reason = styled.p`
  padding: 6px 8px;
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: rgba(239, 68, 68, 0.08);
`;
