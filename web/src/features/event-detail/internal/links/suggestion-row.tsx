import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import type { LinkFeedbackAnswer, RelationshipType } from '../../../../gql/graphql';
import { Button } from '../../../../ui/button';
import { Select } from '../../../../ui/choice-fields';
import { Cluster } from '../../../../ui/panel';
import { AnswerSuggestedLink, ConfirmSuggestedLink, DismissSuggestedLink } from './links-api';
import { refusal, TYPE_CHOICES } from './link-words';

export const ANSWER_THANKS = 'Thank you for your feedback!';
export const SIGN_IN_TO_ANSWER = 'Sign in to answer: one answer per account.';

const ANSWERS: { value: LinkFeedbackAnswer; label: string }[] = [
  { value: 'LOOKS_RIGHT', label: 'Looks Right' },
  { value: 'NOT_RELATED', label: 'Not Related' },
];

export interface SuggestionRowProps {
  id: string;
  other: { id: string; name: string } | null;
  reason: string | null;
  yourAnswer: string | null;
  feedback: { looksRight: number; notRelated: number } | null;
  signedIn: boolean;
  moderator: boolean;
  onJump: (id: string) => void;
  /** After a decision or an answer: the lists are asked again. */
  onChanged: () => void;
}

/**
 * A link the server suggests (spec section 2): 'Looks Right' / 'Not Related' record the viewer's
 * answer (one per account: a second one replaces it); moderators see the counts and confirm it
 * with a type, or dismiss it.
 */
export function SuggestionRow({ id, other, reason, yourAnswer, feedback, signedIn, moderator, onJump, onChanged }: SuggestionRowProps) {
  const [answer, answering] = useMutation(AnswerSuggestedLink);
  const [confirm, confirming] = useMutation(ConfirmSuggestedLink);
  const [dismiss, dismissing] = useMutation(DismissSuggestedLink);
  const [type, setType] = useState<RelationshipType>('CAUSED_BY');
  const [message, setMessage] = useState<string | null>(null);
  const busy = answering.loading || confirming.loading || dismissing.loading;
  const run = async (call: () => Promise<unknown>, done: string | null) => {
    setMessage(null);
    try {
      await call();
      if (done) setMessage(done);
      onChanged();
    } catch (error) {
      setMessage(refusal(error));
    }
  };
  const give = (value: LinkFeedbackAnswer) =>
    signedIn ? void run(() => answer({ variables: { id, answer: value } }), ANSWER_THANKS) : setMessage(SIGN_IN_TO_ANSWER);
  return (
    <Row aria-label={`Suggested link to ${other?.name ?? 'an event'}`}>
      <EventName $variant="link" onClick={() => other && onJump(other.id)}>
        {other?.name ?? 'Linked event'}
      </EventName>
      {reason && <Reason>{reason}</Reason>}
      <Cluster $gap={1}>
        {ANSWERS.map((a) => (
          <Button key={a.value} $size="sm" disabled={busy} aria-pressed={yourAnswer === a.value} onClick={() => give(a.value)}>
            {a.label}
          </Button>
        ))}
      </Cluster>
      {moderator && (
        <Moderation>
          {feedback && (
            <Counts>
              Looks Right {feedback.looksRight} · Not Related {feedback.notRelated}
            </Counts>
          )}
          <TypeSelect aria-label="Type of the confirmed link" value={type} onChange={(e) => setType(e.target.value as RelationshipType)}>
            {TYPE_CHOICES.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </TypeSelect>
          <Button $size="sm" $variant="primary" disabled={busy} onClick={() => void run(() => confirm({ variables: { id, relationshipType: type } }), null)}>
            Confirm
          </Button>
          <Button $size="sm" disabled={busy} onClick={() => void run(() => dismiss({ variables: { id } }), null)}>
            Dismiss
          </Button>
        </Moderation>
      )}
      {message && <Message role="status">{message}</Message>}
    </Row>
  );
}

export const Row = styled.li`
  padding: 6px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  list-style: none;
  font-size: 0.85rem;
  /* The viewer's own answer stays marked. */
  button[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.accent};
  }
`;

/** The other event's name: a link-styled button that opens it in the card. */
export const EventName = styled(Button)`
  text-decoration: underline;
  text-align: left;
`;

const Reason = styled.p`
  margin: 2px 0 6px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.8rem;
`;

const Moderation = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px;
  margin-top: 6px;
`;

/** On a line of its own, so the type picker keeps its width on a phone. */
const Counts = styled.span`
  flex: 1 0 100%;
  font-size: 0.8rem;
`;

const TypeSelect = styled(Select)`
  flex: 0 1 auto;
  min-width: 8.5rem;
`;

export const Message = styled.p`
  margin: 4px 0 0;
  font-size: 0.8rem;
`;
