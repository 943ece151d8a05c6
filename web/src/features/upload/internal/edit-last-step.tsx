import { Button } from '../../../ui/button';
import { FormMessage, Hint } from '../../../ui/form';
import { TextAreaField } from '../../../ui/text-field';

/** The server refused the edit: the event changed since the editor opened (its words say who and when). */
export interface EditConflict {
  message: string;
}

export interface EditLastStepProps {
  comment: string;
  onComment: (comment: string) => void;
  /** A submitter's edit of a published event waits for a moderator. */
  needsReview: boolean;
  conflict: EditConflict | null;
  /** Loads the newer version into the editor (what was typed here is replaced). */
  onReload: () => void;
}

/** The editor's last step: a word on what changed, and what happens on saving; a conflict offers the newer version. */
export function EditLastStep({ comment, onComment, needsReview, conflict, onReload }: EditLastStepProps) {
  return (
    <>
      <TextAreaField label="What did you change, and why? (optional)" rows={3} maxLength={500} value={comment} onChange={(e) => onComment(e.target.value)} />
      <Hint>
        {needsReview
          ? 'The event is published: your changes go to the moderators, and the published version stays on the map until they accept them.'
          : 'Your changes take effect at once and are listed in the event\u2019s history.'}
      </Hint>
      {conflict && (
        <FormMessage role="alert" $tone="error">
          <p>{conflict.message}</p>
          <Button $size="sm" onClick={onReload}>
            Load the latest version
          </Button>
        </FormMessage>
      )}
    </>
  );
}
