import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../lib/current-user';
import { usePageMeta } from '../../lib/page-meta';
import { Button, ButtonLink } from '../../ui/button';
import { Panel } from '../../ui/panel';
import { MyStories } from './internal/my-stories';
import { StoriesQuery } from './internal/story-documents';

export const NO_STORIES = 'No stories have been published yet.';

/** /stories (issue 29): the published stories, newest first, each a link to its player; below them a signed-in creator's own. */
export function StoriesPage() {
  usePageMeta('Stories', 'Guided stories through history: each step moves the map and the timeline.');
  const user = useCurrentUser();
  const { data, loading, error, fetchMore } = useQuery(StoriesQuery);
  const list = data?.stories;
  const more = () =>
    list &&
    void fetchMore({
      variables: { after: list.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        stories: { ...fetchMoreResult.stories, edges: [...previous.stories.edges, ...fetchMoreResult.stories.edges] },
      }),
    });
  return (
    <Page>
      <nav>
        <Link to="/">Back to map</Link>
        {user && <ButtonLink to="/stories/new">Write a story</ButtonLink>}
      </nav>
      <h1>Stories</h1>
      <p>Guided tours through history: each step moves the map and the timeline. Play one with Next, Previous or Play, or the arrow keys.</p>
      {!list ? (
        loading ? (
          <p role="status">Loading stories...</p>
        ) : (
          <p role="alert">{error?.message ?? 'The stories could not be loaded.'}</p>
        )
      ) : list.edges.length === 0 ? (
        <p>{NO_STORIES}</p>
      ) : (
        <StoryList aria-label="Published stories">
          {list.edges.map(({ node }) => (
            <li key={node.id}>
              <Panel>
                <h2>
                  <Link to={`/stories/${encodeURIComponent(node.id)}`}>{node.title}</Link>
                </h2>
                {node.summary && <p>{node.summary}</p>}
                <small>
                  {node.steps.length} {node.steps.length === 1 ? 'step' : 'steps'}
                  {node.authorName && ` · by ${node.authorName}`}
                </small>
              </Panel>
            </li>
          ))}
        </StoryList>
      )}
      {list?.pageInfo.hasNextPage && <Button onClick={more}>More stories</Button>}
      {user && <MyStories />}
    </Page>
  );
}

const Page = styled.main`
  max-width: 760px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  height: 100%;
  overflow-y: auto;
  nav {
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  a {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const StoryList = styled.ul`
  list-style: none;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1.15rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
