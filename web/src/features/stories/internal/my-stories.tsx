import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { StoryStatus } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Panel } from '../../../ui/panel';
import { MyStoriesQuery, StoriesQuery, WithdrawStoryMutation } from './story-documents';

/** How a creator reads a story's state (the same words as My events for events). */
export const STORY_STATUS_LABEL: Record<StoryStatus, string> = {
  PENDING: 'Awaiting review',
  PUBLISHED: 'Published',
  REJECTED: 'Not accepted',
  WITHDRAWN: 'Withdrawn',
};

export const NO_OWN_STORIES = 'You have not written a story yet.';

/**
 * The signed-in creator's own stories on /stories, whatever their state: a pending or rejected
 * story is found again here to play, edit or withdraw (the public list shows only published ones).
 */
export function MyStories() {
  const { data, error } = useQuery(MyStoriesQuery, { fetchPolicy: 'cache-and-network' });
  const [withdraw, withdrawing] = useMutation(WithdrawStoryMutation, { refetchQueries: [MyStoriesQuery, StoriesQuery] });
  const [failure, setFailure] = useState<string | null>(null);
  const stories = data?.myStories;
  if (!stories) return error ? <p role="alert">Your stories could not be loaded: {error.message}</p> : null;

  const withdrawStory = (id: string, title: string) => {
    if (!window.confirm(`Withdraw “${title}”? It leaves the public list; moderators can still see it.`)) return;
    setFailure(null);
    withdraw({ variables: { id } }).catch((e: Error) => setFailure(`“${title}” was not withdrawn: ${e.message}`));
  };

  return (
    <section aria-labelledby="my-stories-heading">
      <h2 id="my-stories-heading">Your stories</h2>
      {failure && <p role="alert">{failure}</p>}
      {stories.length === 0 ? (
        <p>{NO_OWN_STORIES}</p>
      ) : (
        <OwnList>
          {stories.map((story) => {
            const editWaiting = story.revisions.some((revision) => revision.status === 'PROPOSED');
            return (
              <li key={story.id} aria-label={story.title}>
                <Panel>
                  <strong>{story.title}</strong>
                  <small data-testid="story-status">
                    {STORY_STATUS_LABEL[story.status]}
                    {editWaiting && ' · your edit awaits review'} · {story.steps.length} {story.steps.length === 1 ? 'step' : 'steps'}
                  </small>
                  <Actions>
                    <Link to={`/stories/${encodeURIComponent(story.id)}`} aria-label={`Play ${story.title}`}>
                      Play
                    </Link>
                    <Link to={`/stories/${encodeURIComponent(story.id)}/edit`} aria-label={`Edit ${story.title}`}>
                      Edit
                    </Link>
                    {story.status !== 'WITHDRAWN' && (
                      <Button
                        $variant="link"
                        disabled={withdrawing.loading}
                        onClick={() => withdrawStory(story.id, story.title)}
                        aria-label={`Withdraw ${story.title}`}
                      >
                        Withdraw
                      </Button>
                    )}
                  </Actions>
                </Panel>
              </li>
            );
          })}
        </OwnList>
      )}
    </section>
  );
}

const OwnList = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  strong {
    display: block;
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  margin-top: ${({ theme }) => theme.space(1)};
`;
