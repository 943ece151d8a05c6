import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { LinkFeedbackAnswer } from '../../../gql/graphql';
import { graphqlName } from '../../../lib/graphql-words';
import { graphql } from '../../../gql';
import { Button } from '../../../ui/button';
import { Cluster } from '../../../ui/panel';

const RecordLinkFeedback = graphql(`
  mutation RecordLinkFeedback($eventId: ID!, $answer: LinkFeedbackAnswer!) {
    recordLinkFeedback(eventId: $eventId, answer: $answer) {
      id
    }
  }
`);

export const THANKS = 'Thank you for your feedback! Full feature coming soon';
export const NOT_SAVED = 'Your answer could not be saved. Please try again.';
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

const ANSWERS = {
  suggested: [
    { value: 'looks_right', label: 'Looks Right' },
    { value: 'not_related', label: 'Not Related' },
  ],
  manual: [
    { value: 'confirm', label: 'Confirm' },
    { value: 'reject', label: 'Reject' },
  ],
} as const;

/**
 * An event's link to the event it anchors to (spec section 2, linked connections). Each answer is
 * recorded on the server (recordLinkFeedback) and changes nothing else. The thanks shows once the
 * server has the answer; a failed save says so and the answer can be given again.
 */
export function LinkedConnection({ eventId, linkedEventId, linkedEvent, relationshipType, connectionType, onJump }: LinkedConnectionProps) {
  const [record, { loading }] = useMutation(RecordLinkFeedback);
  const [message, setMessage] = useState<string | null>(null);
  const answer = async (value: string) => {
    setMessage(null);
    try {
      await record({ variables: { eventId, answer: graphqlName<LinkFeedbackAnswer>(value) } });
      setMessage(THANKS);
    } catch {
      setMessage(NOT_SAVED);
    }
  };
  return (
    <Box aria-label="Linked connection">
      <Title>Linked connection{relationshipType ? ` (${relationshipType.replace('_', ' ')})` : ''}</Title>
      <Button $variant="link" onClick={() => (linkedEvent ? onJump(linkedEvent.id) : setMessage(MISSING_LINK))} data-linked-id={linkedEventId}>
        {linkedEvent ? linkedEvent.name : 'Linked event'}
      </Button>
      <Answers $gap={1}>
        {ANSWERS[connectionType === 'suggested' ? 'suggested' : 'manual'].map((a) => (
          <Button key={a.value} $size="sm" disabled={loading} onClick={() => void answer(a.value)}>
            {a.label}
          </Button>
        ))}
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
  > button {
    text-decoration: underline;
  }
`;

const Title = styled.h3`
  margin: 0 0 4px;
  font-size: 0.85rem;
`;

const Answers = styled(Cluster)`
  margin-top: 6px;
`;

const Message = styled.p`
  margin: 6px 0 0;
  font-size: 0.8rem;
`;
