import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { useCurrentUser } from '../../../../lib/current-user';
import { Button } from '../../../../ui/button';
import { AddRelationship } from './add-relationship';
import { EventLinkReviewQuery, EventLinksQuery, RemoveEventRelationship } from './links-api';
import { refusal, typeLabel } from './link-words';
import { EventName, Message, Row, SuggestionRow } from './suggestion-row';

const MODERATING = new Set(['moderator', 'admin']);

/**
 * The event's connections on the detail card (issue 25, point 9): links people made, with their
 * type and the other event; links the server suggests, with its reason and the spec's 'Looks
 * Right' / 'Not Related'; moderators confirm or dismiss suggestions; the submitter (and
 * moderators) add typed relationships and remove the ones they added.
 */
export function EventLinks({ eventId, onJump }: { eventId: string; onJump: (id: string) => void }) {
  const user = useCurrentUser();
  const client = useApolloClient();
  const links = useQuery(EventLinksQuery, { variables: { id: eventId } });
  const review = useQuery(EventLinkReviewQuery, { variables: { id: eventId }, skip: !user, fetchPolicy: 'network-only' });
  const [remove] = useMutation(RemoveEventRelationship);
  const [message, setMessage] = useState<string | null>(null);
  const moderator = Boolean(user && MODERATING.has(user.role));
  const canAdd = moderator || Boolean(review.data?.eventPermissions.isSubmitter);
  const refresh = () => {
    // The event's links are read from the server again, and the viewer's side with them.
    void client.refetchQueries({ include: [EventLinksQuery, EventLinkReviewQuery] });
  };
  const all = links.data?.event?.relationships ?? [];
  if (!all.length && !canAdd) return null;
  const viewerSide = new Map((review.data?.eventLinkReview ?? []).map((r) => [r.relationshipId, r]));
  const otherEnd = (l: (typeof all)[number]) => (l.source?.id === eventId ? l.target : l.source) ?? null;
  const made = all.filter((l) => l.connectionType === 'MANUAL');
  const suggested = all.filter((l) => l.connectionType === 'SUGGESTED');
  const removeLink = async (id: string) => {
    setMessage(null);
    try {
      await remove({ variables: { id } });
      refresh();
    } catch (error) {
      setMessage(refusal(error));
    }
  };
  return (
    <Box aria-label="Connections">
      <Title>Connections</Title>
      {made.length > 0 && (
        <List>
          {made.map((l) => {
            const other = otherEnd(l);
            const outgoing = l.source?.id === eventId;
            const type = l.relationshipType ? typeLabel(l.relationshipType) : 'related to';
            return (
              <Row key={l.id}>
                {outgoing && <Kind>{type.charAt(0).toUpperCase() + type.slice(1)} </Kind>}
                <EventName $variant="link" onClick={() => other && onJump(other.id)}>
                  {other?.name ?? 'Linked event'}
                </EventName>
                {!outgoing && <Kind> — {type} this event</Kind>}
                {(viewerSide.get(l.id)?.addedByYou || moderator) && (
                  <Button $size="sm" $variant="quiet" aria-label={`Remove the link to ${other?.name ?? 'this event'}`} onClick={() => void removeLink(l.id)}>
                    Remove
                  </Button>
                )}
              </Row>
            );
          })}
        </List>
      )}
      {suggested.length > 0 && (
        <>
          <Subtitle>Suggested links</Subtitle>
          <List>
            {suggested.map((l) => {
              const side = viewerSide.get(l.id);
              return (
                <SuggestionRow
                  key={l.id}
                  id={l.id}
                  other={otherEnd(l)}
                  reason={l.reason ?? null}
                  yourAnswer={side?.yourAnswer ?? null}
                  feedback={side?.feedback ?? null}
                  signedIn={Boolean(user)}
                  moderator={moderator}
                  onJump={onJump}
                  onChanged={refresh}
                />
              );
            })}
          </List>
        </>
      )}
      {canAdd && <AddRelationship eventId={eventId} onAdded={refresh} />}
      {message && <Message role="alert">{message}</Message>}
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h3`
  margin: 0 0 4px;
  font-size: 0.9rem;
`;

const Subtitle = styled.h4`
  margin: 8px 0 2px;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
`;

const Kind = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
