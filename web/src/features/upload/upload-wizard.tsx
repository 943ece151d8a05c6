import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import { useCurrentUser } from '../../lib/current-user';
import { Button } from '../../ui/button';
import { FormMessage } from '../../ui/form';
import { DialogActions, DialogBody, ModalDialog } from '../../ui/modal-dialog';
import { EMPTY_DRAFT, newSubmissionKey, STEP_COUNT, STEP_OF_FIELD, stepProblems, toEventInput, type UploadDraft } from './internal/upload-draft';
import { UploadJsonDialog } from './internal/upload-json-dialog';
import { WizardStep } from './internal/wizard-step';

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
    return { ...EMPTY_DRAFT, ...saved, media: (saved.media ?? []).filter((m) => typeof m.url === 'string') };
  } catch {
    return EMPTY_DRAFT;
  }
};

export const PUBLISHED_TOAST = "Your event is published as 'Pending verification'. Moderators will review it.";
export const TOAST_MS = 6000;
export const RESET_AFTER_MS = 3000;

/** The server's violations of a refused createEvent, by the step that asks for each field. */
function problemsByStep(error: unknown): Record<number, string[]> {
  const violations = CombinedGraphQLErrors.is(error)
    ? error.errors.flatMap((e) => (e.extensions?.violations as { field: string; message: string }[] | undefined) ?? [])
    : [];
  if (violations.length === 0) return { [STEP_COUNT]: [(error as Error).message || 'Publishing failed. Please try again.'] };
  const byStep: Record<number, string[]> = {};
  for (const v of violations) (byStep[STEP_OF_FIELD[v.field] ?? STEP_COUNT] ??= []).push(v.message);
  return byStep;
}

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
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<UploadDraft>(() =>
    anchor ? { ...loadDraft(), eventType: 'whatif', linkedEventId: anchor.id, linkedEventName: anchor.name } : loadDraft(),
  );
  const [problems, setProblems] = useState<Record<number, string[]>>({});
  const [busy, setBusy] = useState(false);
  // Set from the press until the wizard closes: a press React has not re-rendered for yet, or one
  // while the confirmation shows, sends nothing.
  const pressed = useRef(false);
  const [published, setPublished] = useState(false);
  const [jsonDialog, setJsonDialog] = useState(false);
  const [createEvent] = useMutation(CreateEvent);
  useEffect(() => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft)), [draft]);

  const next = () => {
    const found = stepProblems(step, draft);
    setProblems((p) => ({ ...p, [step]: found }));
    if (found.length === 0) setStep((s) => Math.min(STEP_COUNT, s + 1));
  };
  const back = () => (step === 1 ? onClose() : setStep((s) => s - 1));

  const publish = async () => {
    // Every step again, then the server's check.
    for (let s = 1; s < STEP_COUNT; s++) {
      const found = stepProblems(s, draft);
      if (found.length) {
        setProblems((p) => ({ ...p, [s]: found }));
        setStep(s);
        return;
      }
    }
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
        setStep(1);
        onClose();
      }, RESET_AFTER_MS);
    } catch (error) {
      pressed.current = false;
      const byStep = problemsByStep(error);
      setProblems(byStep);
      setStep(Math.min(...Object.keys(byStep).map(Number)));
    } finally {
      setBusy(false);
    }
  };

  if (jsonDialog) return <UploadJsonDialog onClose={onClose} onBack={() => setJsonDialog(false)} signedIn={Boolean(user)} />;

  const shown = problems[step] ?? [];
  return (
    <ModalDialog title={`Upload Event: step ${step} of ${STEP_COUNT}`} onClose={onClose}>
      <DialogBody>
        <WizardStep
          step={step}
          draft={draft}
          onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))}
          signedIn={user === undefined ? undefined : user !== null}
          onUploadJson={() => setJsonDialog(true)}
        />
        {shown.length > 0 && (
          <FormMessage role="alert" $tone="error">
            <ul>
              {shown.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </FormMessage>
        )}
      </DialogBody>
      <DialogActions>
        <Button $variant="quiet" onClick={back}>
          Back
        </Button>
        {step < STEP_COUNT ? (
          <Button $variant="primary" onClick={next}>
            Next
          </Button>
        ) : (
          <Button $variant="primary" disabled={busy || published || !user} onClick={() => void publish()}>
            {busy ? (draft.eventType === 'whatif' ? 'Creating...' : 'Verifying...') : 'Publish'}
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}
