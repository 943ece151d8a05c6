import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../gql';

const RecordLinkFeedback = graphql(`
  mutation RecordLinkFeedback($eventId: ID!, $answer: String!) {
    recordLinkFeedback(eventId: $eventId, answer: $answer) {
      id
    }
  }
`);

export const THANKS = 'Thank you for your feedback! Full feature coming soon';
export const MISSING_LINK = 'Connection details not available.';

export interface LinkedConnectionProps {
  eventId: string;
  linkedEventId: string;
  linkedEvent: { id: string; name: string } | null;
  relationshipType: string | null;
  /** 'suggested' links ask 'Looks Right' / 'Not Related'; manual ones 'Confirm' / 'Reject'. */
  connectionType: string;
  onJump: (id: string) => void;
}

/**
 * An event's link to the event it anchors to (spec section 2, linked connections). Each answer is
 * recorded on the server (recordLinkFeedback) and changes nothing else; the thank-you shows either way.
 */
export function LinkedConnection({ eventId, linkedEventId, linkedEvent, relationshipType, connectionType, onJump }: LinkedConnectionProps) {
  const [record] = useMutation(RecordLinkFeedback);
  const [message, setMessage] = useState<string | null>(null);
  const answer = (value: string) => {
    setMessage(THANKS);
    record({ variables: { eventId, answer: value } }).catch(() => {
      // The thanks stands: a lost vote is not worth an error in the person's face.
    });
  };
  const suggested = connectionType === 'suggested';
  return (
    <Box aria-label="Linked connection">
      <Title>Linked connection{relationshipType ? ` (${relationshipType.replace('_', ' ')})` : ''}</Title>
      <LinkButton type="button" onClick={() => (linkedEvent ? onJump(linkedEvent.id) : setMessage(MISSING_LINK))} data-linked-id={linkedEventId}>
        {linkedEvent ? linkedEvent.name : 'Linked event'}
      </LinkButton>
      <Answers>
        {suggested ? (
          <>
            <Answer type="button" onClick={() => answer('looks_right')}>
              Looks Right
            </Answer>
            <Answer type="button" onClick={() => answer('not_related')}>
              Not Related
            </Answer>
          </>
        ) : (
          <>
            <Answer type="button" onClick={() => answer('confirm')}>
              Confirm
            </Answer>
            <Answer type="button" onClick={() => answer('reject')}>
              Reject
            </Answer>
          </>
        )}
      </Answers>
      {message && <Message role="alert">{message}</Message>}
    </Box>
  );
}

const Box = styled.section`
  margin-top: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const Title = styled.h3`
  margin: 0 0 4px;
  font-size: 0.85rem;
`;

const LinkButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  cursor: pointer;
  text-align: left;
`;

const Answers = styled.div`
  display: flex;
  gap: 6px;
  margin-top: 6px;
`;

const Answer = styled.button`
  padding: 4px 10px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
`;

const Message = styled.p`
  margin: 6px 0 0;
  font-size: 0.8rem;
`;
