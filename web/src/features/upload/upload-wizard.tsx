import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { useCurrentUser } from '../../lib/current-user';
import { Button } from '../../ui/button';
import { EMPTY_DRAFT, newSubmissionKey, toEventInput, type UploadDraft } from './internal/upload-draft';
import { UploadJsonDialog } from './internal/upload-json-dialog';
import { useWizardSteps } from './internal/use-wizard-steps';
import { WizardFrame } from './internal/wizard-frame';

const CreateEvent = graphql(`
  mutation CreateEventFromWizard($input: CreateEventInput!, $idempotencyKey: String) {
    createEvent(input: $input, idempotencyKey: $idempotencyKey) {
      id
      name
      verificationStatus
    }
  }
`);

/** The draft survives closing the wizard and a trip to /auth (sign in first, keep what you typed). */
const DRAFT_KEY = 'uploadDraft';
const loadDraft = (): UploadDraft => {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<UploadDraft>;
    // Drafts from before uploads were stored listed names only: keep just stored files.
    return {
      ...EMPTY_DRAFT,
      ...saved,
      media: (saved.media ?? []).filter((m) => typeof m.url === 'string'),
      // Drafts from before sources were asked have none.
      sources: Array.isArray(saved.sources) ? saved.sources : [],
    };
  } catch {
    return EMPTY_DRAFT;
  }
};

export const PUBLISHED_TOAST = "Your event is published as 'Pending verification'. Moderators will review it.";
export const TOAST_MS = 6000;
export const RESET_AFTER_MS = 3000;

export interface UploadWizardProps {
  onClose: () => void;
  onToast: (text: string, ms?: number) => void;
  /** A what-if story started from an event's popup anchors to it. */
  anchor?: { id: string; name: string };
}

/**
 * The 11-step upload wizard (spec section 2) that publishes for real through createEvent: the
 * server's content check answers with violations, shown next to the step they concern; nothing typed
 * is lost. Back on step 1 closes.
 */
export function UploadWizard({ onClose, onToast, anchor }: UploadWizardProps) {
  const user = useCurrentUser();
  const [draft, setDraft] = useState<UploadDraft>(() =>
    anchor ? { ...loadDraft(), eventType: 'whatif', linkedEventId: anchor.id, linkedEventName: anchor.name } : loadDraft(),
  );
  const steps = useWizardSteps(draft, onClose);
  const [busy, setBusy] = useState(false);
  // Set from the press until the wizard closes: a press React has not re-rendered for yet, or one
  // while the confirmation shows, sends nothing.
  const pressed = useRef(false);
  const [published, setPublished] = useState(false);
  const [jsonDialog, setJsonDialog] = useState(false);
  const [createEvent] = useMutation(CreateEvent);
  useEffect(() => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft)), [draft]);

  const publish = async () => {
    // Every step again, then the server's check.
    if (!steps.allStepsPass()) return;
    if (pressed.current) return;
    pressed.current = true;
    const idempotencyKey = draft.submissionKey ?? newSubmissionKey();
    setDraft((d) => ({ ...d, submissionKey: idempotencyKey }));
    setBusy(true);
    try {
      await createEvent({ variables: { input: toEventInput(draft), idempotencyKey } });
      setPublished(true);
      onToast(PUBLISHED_TOAST, TOAST_MS);
      setTimeout(() => {
        sessionStorage.removeItem(DRAFT_KEY);
        setDraft(EMPTY_DRAFT);
        steps.restart();
        onClose();
      }, RESET_AFTER_MS);
    } catch (error) {
      pressed.current = false;
      steps.showRefusal(error, 'Publishing failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (jsonDialog) return <UploadJsonDialog onClose={onClose} onBack={() => setJsonDialog(false)} signedIn={Boolean(user)} />;

  return (
    <WizardFrame
      title="Upload Event"
      steps={steps}
      draft={draft}
      onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
      onClose={onClose}
      signedIn={user === undefined ? undefined : user !== null}
      onUploadJson={() => setJsonDialog(true)}
      finish={
        <Button $variant="primary" disabled={busy || published || !user} onClick={() => void publish()}>
          {busy ? (draft.eventType === 'whatif' ? 'Creating...' : 'Verifying...') : 'Publish'}
        </Button>
      }
    />
  );
}
