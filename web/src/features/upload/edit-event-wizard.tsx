import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { useCurrentUser } from '../../lib/current-user';
import { Button } from '../../ui/button';
import { DialogBody, ModalDialog } from '../../ui/modal-dialog';
import { changedInput, draftFromEvent } from './internal/edit-draft';
import { EditLastStep, type EditConflict } from './internal/edit-last-step';
import type { UploadDraft } from './internal/upload-draft';
import { useWizardSteps } from './internal/use-wizard-steps';
import { WizardFrame } from './internal/wizard-frame';

const EventForEdit = graphql(`
  query EventForEdit($id: ID!) {
    event(id: $id) {
      id
      version
      name
      eventType
      linkedEventId
      linkedEvent {
        id
        name
      }
      whoDescription
      participants
      location
      latitude
      longitude
      startDate
      endDate
      description
      actions
      significance
      context
      consequences
      attachedMedia {
        type
        name
        url
      }
      sources {
        title
        url
        note
      }
    }
    eventPermissions(eventId: $id) {
      canEdit
      editNeedsReview
    }
  }
`);

const UpdateEvent = graphql(`
  mutation UpdateEventFromWizard($id: ID!, $expectedVersion: Int!, $input: UpdateEventInput!, $comment: String) {
    updateEvent(id: $id, expectedVersion: $expectedVersion, input: $input, comment: $comment) {
      applied
      event {
        id
        version
      }
      revision {
        id
        kind
      }
    }
  }
`);

export const SAVED_TOAST = 'Your changes are saved.';
export const PROPOSED_TOAST = 'Your changes are sent for review: the published version stays on the map until a moderator accepts them.';
export const NOTHING_CHANGED = 'Nothing has changed yet: change a field first.';

export interface EditEventWizardProps {
  eventId: string;
  onClose: () => void;
  onToast: (text: string, ms?: number) => void;
  /** An edit took effect at once (not a proposal): what the map draws changed. */
  onApplied?: () => void;
}

/**
 * The upload wizard in edit mode (issue 25): every step filled from the event, and the last one
 * saves through updateEvent with the version the editor opened at. Only the fields changed are
 * sent. An edit made meanwhile by someone else is refused with the server's words (who, when), and
 * the editor offers to load that newer version.
 */
export function EditEventWizard({ eventId, onClose, onToast, onApplied }: EditEventWizardProps) {
  const { data, loading, error, refetch } = useQuery(EventForEdit, { variables: { id: eventId }, fetchPolicy: 'network-only' });
  if (loading && !data) return <Notice onClose={onClose} text="Loading the event..." role="status" />;
  const event = data?.event;
  if (!event || !data.eventPermissions.canEdit)
    return <Notice onClose={onClose} text={error ? error.message : 'This event cannot be edited from your account.'} role="alert" />;
  // Keyed by version: loading a newer version starts the draft again from it.
  return (
    <EditSession
      key={event.version}
      eventId={eventId}
      version={event.version}
      original={draftFromEvent(event)}
      needsReview={data.eventPermissions.editNeedsReview}
      onReload={() => void refetch()}
      onClose={onClose}
      onToast={onToast}
      onApplied={onApplied}
    />
  );
}

interface EditSessionProps extends EditEventWizardProps {
  version: number;
  original: UploadDraft;
  needsReview: boolean;
  onReload: () => void;
}

function EditSession({ eventId, version, original, needsReview, onReload, onClose, onToast, onApplied }: EditSessionProps) {
  const user = useCurrentUser();
  const [draft, setDraft] = useState(original);
  const [comment, setComment] = useState('');
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const steps = useWizardSteps(draft, onClose);
  const [updateEvent, { loading }] = useMutation(UpdateEvent, { refetchQueries: ['EventDetail', 'EventHistory'] });

  const save = async () => {
    if (!steps.allStepsPass()) return;
    const input = changedInput(original, draft);
    if (Object.keys(input).length === 0) return steps.showRefusal(new Error(NOTHING_CHANGED), NOTHING_CHANGED);
    steps.clearProblems();
    try {
      const result = await updateEvent({ variables: { id: eventId, expectedVersion: version, input, comment: comment.trim() || null } });
      const applied = result.data?.updateEvent.applied !== false;
      onToast(applied ? SAVED_TOAST : PROPOSED_TOAST, 6000);
      if (applied) onApplied?.();
      onClose();
    } catch (e) {
      const stale = CombinedGraphQLErrors.is(e) ? e.errors.find((x) => x.extensions?.code === 'VERSION_CONFLICT') : undefined;
      if (stale) setConflict({ message: stale.message });
      else steps.showRefusal(e, 'Saving failed. Please try again.');
    }
  };

  return (
    <WizardFrame
      title="Edit Event"
      steps={steps}
      draft={draft}
      onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      onClose={onClose}
      signedIn={user === undefined ? undefined : user !== null}
      lastStep={<EditLastStep comment={comment} onComment={setComment} needsReview={needsReview} conflict={conflict} onReload={onReload} />}
      finish={
        <Button $variant="primary" disabled={loading || conflict !== null} onClick={() => void save()}>
          {loading ? 'Saving...' : needsReview ? 'Propose changes' : 'Save changes'}
        </Button>
      }
    />
  );
}

function Notice({ text, role, onClose }: { text: string; role: 'status' | 'alert'; onClose: () => void }) {
  return (
    <ModalDialog title="Edit Event" onClose={onClose}>
      <DialogBody>
        <p role={role}>{text}</p>
      </DialogBody>
    </ModalDialog>
  );
}
