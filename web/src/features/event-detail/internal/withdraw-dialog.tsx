import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../../gql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form';
import { DialogActions, DialogBody, ModalDialog } from '../../../ui/modal-dialog';
import { TextField } from '../../../ui/text-field';

const WithdrawEvent = graphql(`
  mutation WithdrawEvent($id: ID!, $expectedVersion: Int!, $comment: String) {
    withdrawEvent(id: $id, expectedVersion: $expectedVersion, comment: $comment) {
      id
    }
  }
`);

export interface WithdrawDialogProps {
  event: { id: string; name: string; version: number };
  onCancel: () => void;
  onWithdrawn: () => void;
}

/** The submitter's "Withdraw", asked once more: the event leaves the map and every list for good. */
export function WithdrawDialog({ event, onCancel, onWithdrawn }: WithdrawDialogProps) {
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [withdraw, { loading }] = useMutation(WithdrawEvent);
  const confirm = async () => {
    setProblem(null);
    try {
      await withdraw({ variables: { id: event.id, expectedVersion: event.version, comment: comment.trim() || null } });
      onWithdrawn();
    } catch (e) {
      setProblem((e as Error).message);
    }
  };
  return (
    <ModalDialog title="Withdraw this event?" onClose={onCancel}>
      <DialogBody>
        <p>&lsquo;{event.name}&rsquo; leaves the map and every list. Its history keeps the last version. This cannot be undone.</p>
        <TextField label="Why? (optional)" value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
        {problem && (
          <FormMessage role="alert" $tone="error">
            {problem}
          </FormMessage>
        )}
      </DialogBody>
      <DialogActions>
        <Button $variant="quiet" onClick={onCancel}>
          Keep it
        </Button>
        <Button $variant="primary" disabled={loading} onClick={() => void confirm()}>
          {loading ? 'Withdrawing...' : 'Withdraw event'}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
