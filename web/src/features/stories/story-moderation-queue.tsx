import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoryModerationQueueQuery as StoryModerationQueueData } from '../../gql/graphql';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/form';
import { Cluster, Panel } from '../../ui/panel';
import { TextField } from '../../ui/text-field';
import { AcceptStoryMutation, RejectStoryMutation, StoryModerationQueueQuery } from './internal/story-documents';

export const STORY_QUEUE_EMPTY = 'No stories are waiting for review.';

/**
 * Stories waiting for a moderator (issue 29): new stories and proposed edits of published ones,
 * each accepted (published) or rejected with a reason. Shown in the admin dashboard's moderation tab.
 */
export function StoryModerationQueue() {
  const { data, loading, error, refetch } = useQuery(StoryModerationQueueQuery, { fetchPolicy: 'network-only' });
  const queue = data?.storyModerationQueue;
  return (
    <section aria-labelledby="story-queue-title">
      <h2 id="story-queue-title">Stories</h2>
      {!queue ? (
        <p role={loading ? 'status' : 'alert'}>{loading ? 'Loading the stories...' : (error?.message ?? 'The stories could not be loaded.')}</p>
      ) : queue.length === 0 ? (
        <p>{STORY_QUEUE_EMPTY}</p>
      ) : (
        <List>
          {queue.map((story) => (
            <StoryItem key={story.id} story={story} onDecided={() => void refetch()} />
          ))}
        </List>
      )}
    </section>
  );
}

type QueuedStory = StoryModerationQueueData['storyModerationQueue'][number];

function StoryItem({ story, onDecided }: { story: QueuedStory; onDecided: () => void }) {
  const [reason, setReason] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const [accept, accepted] = useMutation(AcceptStoryMutation);
  const [reject, rejected] = useMutation(RejectStoryMutation);
  const proposal = story.revisions.find((r) => r.status === 'PROPOSED');
  const failure = accepted.error ?? rejected.error;
  const decide = (run: () => Promise<unknown>) => void run().then(onDecided, () => undefined);
  return (
    <li>
      <Panel aria-label={`Story: ${story.title}`}>
        <h3>
          <Link to={`/stories/${encodeURIComponent(story.id)}`}>{proposal ? proposal.title : story.title}</Link>
        </h3>
        <p>
          {proposal
            ? `Proposed edit of a published story by ${proposal.authorName ?? 'a former account'}`
            : `New story by ${story.authorName ?? 'a former account'}`}{' '}
          · {story.steps.length} steps
        </p>
        {story.summary && <p>{story.summary}</p>}
        <Cluster>
          <Button $variant="primary" disabled={accepted.loading} onClick={() => decide(() => accept({ variables: { id: story.id } }))}>
            Accept
          </Button>
          {rejecting ? (
            <>
              <TextField label="Reason" value={reason} onChange={(e) => setReason(e.target.value)} />
              <Button
                disabled={rejected.loading || reason.trim() === ''}
                onClick={() => decide(() => reject({ variables: { id: story.id, reason: reason.trim() } }))}
              >
                Reject with this reason
              </Button>
            </>
          ) : (
            <Button onClick={() => setRejecting(true)}>Reject</Button>
          )}
        </Cluster>
        {failure && (
          <FormMessage $tone="error" role="alert">
            {failure.message}
          </FormMessage>
        )}
      </Panel>
    </li>
  );
}

const List = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: 8px;
`;
