import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { Button } from '../../../ui/button';
import { ModerationItem } from './moderation-item';

const Queue = graphql(`
  query ModerationQueue($after: String) {
    moderationQueue(first: 50, after: $after) {
      totalCount
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          kind
          submittedAt
          submitter {
            id
            name
            role
          }
          changes {
            field
            from
            to
          }
          revision {
            id
            comment
          }
          event {
            id
            name
            startDate
            endDate
            startYear
            endYear
            location
            description
            eventType
            linkedEventId
          }
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

export const QUEUE_EMPTY = 'Nothing is waiting for review: no new events, no proposed edits.';

/**
 * The moderation queue (issue 25; moderators and admins): new events and proposed edits waiting
 * for review, the oldest first, each with what it is or what it changes, decided with a reason the
 * submitter is mailed. Past the first page, newer entries load on request. The app gives the
 * stories' queue (issue 29) to show after the events'.
 */
export function ModerationTab({ storyQueue }: { storyQueue?: ReactNode }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(Queue, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const queue = data?.moderationQueue;
  if (!queue) return loading ? <p role="status">Loading the queue...</p> : <p role="alert">{error?.message ?? 'The queue could not be loaded.'}</p>;
  const items = queue.edges.map((e) => e.node);
  const more = () =>
    void fetchMore({
      variables: { after: queue.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        moderationQueue: { ...fetchMoreResult.moderationQueue, edges: [...previous.moderationQueue.edges, ...fetchMoreResult.moderationQueue.edges] },
      }),
    });
  return (
    <>
      <Refused />
      {items.length === 0 ? (
        <p>{QUEUE_EMPTY}</p>
      ) : (
        <p>{queue.totalCount.toLocaleString('en')} waiting for review (new events and proposed edits); the oldest first.</p>
      )}
      <List>
        {items.map((item) => (
          <ModerationItem
            key={`${item.kind}-${item.id}`}
            item={item}
            onDecided={() => void refetch({ after: null })}
            extra={item.kind === 'NEW_EVENT' && item.event.linkedEventId ? <Feedback eventId={item.event.id} /> : null}
          />
        ))}
      </List>
      {queue.pageInfo.hasNextPage && <Button onClick={more}>Show more ({queue.totalCount - items.length} left)</Button>}
      {storyQueue}
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
