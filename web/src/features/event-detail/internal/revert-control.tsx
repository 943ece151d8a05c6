import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { Button } from '../../../ui/button';
import { Cluster } from '../../../ui/panel';
import { TextField } from '../../../ui/text-field';

const RevertEvent = graphql(`
  mutation RevertEvent($id: ID!, $toVersion: Int!, $expectedVersion: Int!, $comment: String) {
    revertEvent(id: $id, toVersion: $toVersion, expectedVersion: $expectedVersion, comment: $comment) {
      id
      version
    }
  }
`);

/**
 * A moderator's "Revert to this": asks once more, with room for a note, then restores the event's
 * content as it was at that version (the server records the revert as a change of its own). The
 * card and the history load again; a refusal (someone changed it meanwhile) is said in the server's words.
 */
export function RevertControl({
  eventId,
  toVersion,
  expectedVersion,
  onReverted,
}: {
  eventId: string;
  toVersion: number;
  expectedVersion: number;
  onReverted?: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [revert, { loading }] = useMutation(RevertEvent, { refetchQueries: ['EventDetail', 'EventHistory'], awaitRefetchQueries: true });
  if (!asking)
    return (
      <Button $size="sm" onClick={() => setAsking(true)}>
        Revert to this
      </Button>
    );
  const confirm = async () => {
    setProblem(null);
    try {
      await revert({ variables: { id: eventId, toVersion, expectedVersion, comment: comment.trim() || null } });
      onReverted?.();
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  return (
    <Box role="group" aria-label={`Revert to version ${toVersion}`}>
      <TextField label={`Why revert to version ${toVersion}? (optional)`} value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
      <Cluster $gap={1}>
        <Button $size="sm" $variant="primary" disabled={loading} onClick={() => void confirm()}>
          {loading ? 'Reverting...' : `Revert to version ${toVersion}`}
        </Button>
        <Button $size="sm" $variant="quiet" onClick={() => setAsking(false)}>
          Cancel
        </Button>
      </Cluster>
      {problem && <p role="alert">{problem}</p>}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(2)};
`;
