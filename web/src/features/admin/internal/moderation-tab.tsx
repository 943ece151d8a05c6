import { useMutation, useQuery } from '@apollo/client/react';
import { formatEventDates } from '@domain/date-label';
import styled from 'styled-components';
import { Cluster } from '../../../ui/panel';
import { graphql } from '../../../gql';
import { Button } from '../../../ui/button';

const PendingEvents = graphql(`
  query PendingEvents {
    events(filter: { verificationStatus: PENDING }, first: 20) {
      totalCount
      edges {
        node {
          id
          name
          startDate
          endDate
          startYear
          endYear
          location
          description
          eventType
          wikiUrl
          linkedEventId
        }
      }
    }
  }
`);

const RefusedSubmissions = graphql(`
  query RefusedSubmissions {
    moderationLog(action: SUBMISSION_REJECTED, first: 10) {
      edges {
        node {
          id
          eventName
          violations {
            field
            message
          }
          createdAt
        }
      }
    }
  }
`);

const FeedbackCounts = graphql(`
  query LinkFeedbackCounts($eventId: ID!) {
    linkFeedbackCounts(eventId: $eventId) {
      looksRight
      notRelated
      confirm
      reject
    }
  }
`);

const SetStatus = graphql(`
  mutation SetVerificationStatus($eventId: ID!, $status: VerificationStatus!) {
    setVerificationStatus(eventId: $eventId, status: $status) {
      id
      verificationStatus
    }
  }
`);

/** Beyond the spec: pending events with validate / dispute / reject (moderators and admins). */
export function ModerationTab() {
  const { data, loading, refetch } = useQuery(PendingEvents, { fetchPolicy: 'network-only' });
  const [setStatus] = useMutation(SetStatus);
  const events = data?.events.edges.map((e) => e.node) ?? [];
  if (loading && !data) return <p role="status">Loading pending events...</p>;
  if (events.length === 0)
    return (
      <>
        <Refused />
        <p>No events are waiting for verification.</p>
      </>
    );
  const decide = async (eventId: string, status: 'VALIDATED' | 'DISPUTED' | 'REJECTED') => {
    await setStatus({ variables: { eventId, status } });
    await refetch();
  };
  return (
    <>
      <Refused />
      <p>{data!.events.totalCount.toLocaleString('en')} events pending verification; the oldest first.</p>
      <List>
        {events.map((e) => (
          <Item key={e.id} aria-label={e.name}>
            <h3>{e.name}</h3>
            <small>
              {formatEventDates(e)} · {e.location} · {e.eventType.toLowerCase()}
            </small>
            <p>{e.description}</p>
            {e.linkedEventId && <Feedback eventId={e.id} />}
            <Cluster $gap={1}>
              <Button onClick={() => void decide(e.id, 'VALIDATED')}>Validate</Button>
              <Button onClick={() => void decide(e.id, 'DISPUTED')}>Dispute</Button>
              <Button onClick={() => void decide(e.id, 'REJECTED')}>Reject</Button>
            </Cluster>
          </Item>
        ))}
      </List>
    </>
  );
}

/** The answers people gave on this event's linked connection. */
function Feedback({ eventId }: { eventId: string }) {
  const { data } = useQuery(FeedbackCounts, { variables: { eventId } });
  const c = data?.linkFeedbackCounts;
  if (!c) return null;
  return (
    <small>
      Connection feedback: Looks Right {c.looksRight}, Not Related {c.notRelated}, Confirm {c.confirm}, Reject {c.reject}
    </small>
  );
}

/** What the content check refused lately, with the violations (nothing of these was published). */
function Refused() {
  const { data } = useQuery(RefusedSubmissions, { fetchPolicy: 'network-only' });
  const rows = data?.moderationLog?.edges.map((e) => e.node) ?? [];
  if (rows.length === 0) return null;
  return (
    <details>
      <summary>Recently refused submissions ({rows.length})</summary>
      <ul>
        {rows.map((r) => (
          <li key={r.id}>
            <strong>{r.eventName ?? '(no name)'}</strong>: {(r.violations ?? []).map((v) => `${v.field}: ${v.message}`).join('; ')}
          </li>
        ))}
      </ul>
    </details>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 8px;
`;

const Item = styled.li`
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  h3 {
    margin: 0 0 4px;
  }
  p {
    margin: 6px 0;
    font-size: 0.85rem;
  }
`;
