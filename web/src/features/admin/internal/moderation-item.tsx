import { useMutation } from '@apollo/client/react';
import { formatEventDates } from '@domain/date-label';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import type { ModerationQueueItemKind, VerificationStatus } from '../../../gql/graphql';
import { actorLabel, formatWhen } from '../../../lib/revisions';
import { Button } from '../../../ui/button';
import { ChangesTable, type FieldChangeView } from '../../../ui/changes-table';
import { Cluster } from '../../../ui/panel';
import { TextField } from '../../../ui/text-field';

const SetStatus = graphql(`
  mutation SetVerificationStatus($eventId: ID!, $status: VerificationStatus!, $reason: String) {
    setVerificationStatus(eventId: $eventId, status: $status, reason: $reason) {
      id
      verificationStatus
    }
  }
`);

const AcceptRevision = graphql(`
  mutation AcceptRevision($revisionId: ID!, $comment: String) {
    acceptRevision(revisionId: $revisionId, comment: $comment) {
      id
      status
    }
  }
`);

const RejectRevision = graphql(`
  mutation RejectRevision($revisionId: ID!, $reason: String!) {
    rejectRevision(revisionId: $revisionId, reason: $reason) {
      id
      status
    }
  }
`);

/** One entry of the queue as the moderation tab reads it. */
export interface QueueEntry {
  id: string;
  kind: ModerationQueueItemKind;
  submittedAt: string;
  submitter?: { name: string; role: string } | null;
  changes: readonly FieldChangeView[];
  revision?: { id: string; comment?: string | null } | null;
  event: {
    id: string;
    name: string;
    startDate: string;
    endDate?: string | null;
    startYear: number;
    endYear: number;
    location: string;
    description: string;
    eventType: string;
  };
}

export const REASON_NEEDED = 'Say why in the reason box: the submitter reads it.';

/**
 * A new event or a proposed edit waiting for a moderator: what it is or what it changes, and the
 * decision with a reason the submitter is mailed (a refusal must give one). `extra` is what the tab
 * adds (the connection's feedback).
 */
export function ModerationItem({ item, onDecided, extra }: { item: QueueEntry; onDecided: () => void; extra?: ReactNode }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [setStatus] = useMutation(SetStatus);
  const [accept] = useMutation(AcceptRevision);
  const [reject] = useMutation(RejectRevision);
  const e = item.event;
  const proposal = item.kind === 'PROPOSED_REVISION';

  const decide = async (refusal: boolean, send: (reason: string | null) => Promise<unknown>) => {
    const said = reason.trim();
    if (refusal && !said) return setProblem(REASON_NEEDED);
    setProblem(null);
    setBusy(true);
    try {
      await send(said || null);
      onDecided();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };
  const status = (value: VerificationStatus) => (r: string | null) => setStatus({ variables: { eventId: e.id, status: value, reason: r } });
  const revisionId = item.revision?.id ?? item.id;

  return (
    <Item aria-label={e.name}>
      <Kind>{proposal ? 'Proposed edit' : 'New event'}</Kind>
      <h3>{e.name}</h3>
      <small>
        {formatEventDates(e)} · {e.location} · {e.eventType.toLowerCase()}
      </small>
      <Meta>
        {item.submitter
          ? `${proposal ? 'Proposed' : 'Submitted'} by ${actorLabel(item.submitter)} on ${formatWhen(item.submittedAt)}`
          : `Seeded or imported (no submitter to tell) on ${formatWhen(item.submittedAt)}`}
      </Meta>
      {item.revision?.comment && <p>&ldquo;{item.revision.comment}&rdquo;</p>}
      {proposal ? <ChangesTable changes={item.changes} label={`Proposed changes to ${e.name}`} /> : <p>{e.description}</p>}
      {extra}
      <TextField label="Reason for the submitter (needed to reject)" value={reason} maxLength={1000} onChange={(ev) => setReason(ev.target.value)} />
      <Cluster $gap={1}>
        {proposal ? (
          <>
            <Button disabled={busy} onClick={() => void decide(false, (r) => accept({ variables: { revisionId, comment: r } }))}>
              Accept
            </Button>
            <Button disabled={busy} onClick={() => void decide(true, (r) => reject({ variables: { revisionId, reason: r! } }))}>
              Reject
            </Button>
          </>
        ) : (
          <>
            <Button disabled={busy} onClick={() => void decide(false, status('VALIDATED'))}>
              Validate
            </Button>
            <Button disabled={busy} onClick={() => void decide(false, status('DISPUTED'))}>
              Dispute
            </Button>
            <Button disabled={busy} onClick={() => void decide(true, status('REJECTED'))}>
              Reject
            </Button>
          </>
        )}
      </Cluster>
      {problem && <p role="alert">{problem}</p>}
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: 6px;
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0;
  }
  p {
    margin: 0;
    font-size: 0.85rem;
  }
`;

const Kind = styled.span`
  align-self: flex-start;
  padding: 1px 8px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  font-size: 0.75rem;
`;

const Meta = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
