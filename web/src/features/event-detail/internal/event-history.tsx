import { useQuery } from '@apollo/client/react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { actorLabel, formatWhen, revisionKindLabel } from '../../../lib/revisions';
import { Button } from '../../../ui/button';
import { ChangesTable } from '../../../ui/changes-table';
import { RevertControl } from './revert-control';

const EventHistoryQuery = graphql(`
  query EventHistory($id: ID!, $after: String) {
    event(id: $id) {
      id
      version
      revisions(first: 20, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            kind
            createdAt
            comment
            reason
            baseVersion
            version
            revertedToVersion
            actor {
              id
              name
              role
            }
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

export const NO_HISTORY = 'No changes are recorded yet: the event is as it was first published.';

/**
 * The event's history on the detail card (issue 25): the changes that took effect, newest first,
 * each with who, when, what kind and their comment, and every field before and after. Moderators
 * revert to any earlier version from here.
 */
export function EventHistory({ eventId, canRevert, onReverted }: { eventId: string; canRevert: boolean; onReverted?: () => void }) {
  const { data, loading, error, fetchMore } = useQuery(EventHistoryQuery, { variables: { id: eventId }, fetchPolicy: 'cache-and-network' });
  const event = data?.event;
  if (!event) return loading ? <p role="status">Loading the history...</p> : <p role="alert">{error?.message ?? 'The history could not be loaded.'}</p>;
  const { revisions, version } = event;
  const nodes = revisions.edges.map((e) => e.node);
  const oldest = nodes.at(-1);
  // Events seeded or imported have no record of their first version: their oldest change holds it.
  const original = !revisions.pageInfo.hasNextPage && oldest && oldest.kind !== 'CREATED' ? oldest.baseVersion : null;
  const more = () =>
    void fetchMore({
      variables: { after: revisions.pageInfo.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => {
        const prev = previous.event;
        const next = fetchMoreResult.event;
        if (!prev || !next) return previous;
        return { event: { ...next, revisions: { ...next.revisions, edges: [...prev.revisions.edges, ...next.revisions.edges] } } };
      },
    });
  return (
    <section aria-label="History">
      <Heading>History</Heading>
      {nodes.length === 0 && <p>{NO_HISTORY}</p>}
      <List>
        {nodes.map((r) => (
          <Item key={r.id} aria-label={`${revisionKindLabel(r.kind, r.revertedToVersion)}, ${formatWhen(r.createdAt)}`}>
            <Line>
              <strong>{revisionKindLabel(r.kind, r.revertedToVersion)}</strong>
              {r.version != null && <span> · version {r.version}</span>}
            </Line>
            <Meta>
              {actorLabel(r.actor)} · <time dateTime={r.createdAt}>{formatWhen(r.createdAt)}</time>
            </Meta>
            {r.comment && <Comment>&ldquo;{r.comment}&rdquo;</Comment>}
            {r.reason && <Comment>Reason: {r.reason}</Comment>}
            {r.kind === 'CREATED' ? (
              // Every field is new at creation: folded, so the changes after it stay in view.
              <details>
                <Summary>What it was published with</Summary>
                <ChangesTable changes={r.changes} label={`Changes in version ${r.version ?? r.baseVersion}`} />
              </details>
            ) : (
              <ChangesTable changes={r.changes} label={`Changes in version ${r.version ?? r.baseVersion}`} />
            )}
            {canRevert && r.version != null && r.version < version && (
              <RevertControl eventId={eventId} toVersion={r.version} expectedVersion={version} onReverted={onReverted} />
            )}
          </Item>
        ))}
        {original != null && original < version && (
          <Item aria-label={`Version ${original}, as first published`}>
            <Line>
              <strong>Version {original}</strong>: as first published (the &lsquo;Before&rsquo; of the change above)
            </Line>
            {canRevert && <RevertControl eventId={eventId} toVersion={original} expectedVersion={version} onReverted={onReverted} />}
          </Item>
        )}
      </List>
      {revisions.pageInfo.hasNextPage && (
        <Button $size="sm" onClick={more}>
          Show older changes ({revisions.totalCount - nodes.length} more)
        </Button>
      )}
    </section>
  );
}

const Heading = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1rem;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding-bottom: ${({ theme }) => theme.space(3)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.85rem;
`;

const Line = styled.p`
  margin: 0;
`;

const Meta = styled.p`
  margin: 2px 0 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
`;

const Summary = styled.summary`
  cursor: pointer;
  color: ${({ theme }) => theme.colors.link};
  font-size: 0.8rem;
`;

const Comment = styled.p`
  margin: 4px 0;
  font-style: italic;
`;
