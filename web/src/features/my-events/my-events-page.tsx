import { useQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { useCurrentUser } from '../../lib/current-user';
import { usePageMeta } from '../../lib/page-meta';
import { Button } from '../../ui/button';
import { SubmissionItem } from './internal/submission-item';

const MyEventsQuery = graphql(`
  query MyEvents($after: String) {
    myEvents(first: 25, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          kind
          eventId
          eventName
          status
          reason
          decidedAt
          submittedAt
          event {
            id
          }
          revision {
            id
            comment
            changes {
              field
              from
              to
            }
          }
        }
      }
    }
  }
`);

export const NO_SUBMISSIONS = 'You have not submitted any events yet.';

/**
 * /my-events (issue 25): what the signed-in person submitted and the edits they proposed, newest
 * first, with where each stands, the moderator's reason when refused, and a way to edit.
 */
export function MyEventsPage() {
  const user = useCurrentUser();
  usePageMeta('My events');
  if (user === undefined) return <Page role="status">Checking your account...</Page>;
  if (user === null) return <Navigate to="/auth" replace />;
  return (
    <Page>
      <Link to="/">Back to map</Link>
      <h1>My events</h1>
      <Submissions />
    </Page>
  );
}

function Submissions() {
  const { data, loading, error, fetchMore } = useQuery(MyEventsQuery, { fetchPolicy: 'network-only' });
  const list = data?.myEvents;
  if (!list) return loading ? <p role="status">Loading your events...</p> : <p role="alert">{error?.message ?? 'Your events could not be loaded.'}</p>;
  const items = list.edges.map((e) => e.node);
  if (items.length === 0)
    return (
      <p>
        {NO_SUBMISSIONS} <Link to="/">Add one from the map</Link> with Upload Event.
      </p>
    );
  const more = () =>
    void fetchMore({
      variables: { after: list.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        myEvents: { ...fetchMoreResult.myEvents, edges: [...previous.myEvents.edges, ...fetchMoreResult.myEvents.edges] },
      }),
    });
  return (
    <>
      <p>
        {list.totalCount.toLocaleString('en')} {list.totalCount === 1 ? 'submission' : 'submissions'}, the newest first: your events and the edits you proposed.
      </p>
      <List>
        {items.map((item) => (
          <SubmissionItem key={`${item.kind}-${item.id}`} item={item} />
        ))}
      </List>
      {list.pageInfo.hasNextPage && <Button onClick={more}>Show older ({list.totalCount - items.length} more)</Button>}
    </>
  );
}

const Page = styled.main`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  h1,
  > p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
