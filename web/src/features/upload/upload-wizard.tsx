import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { graphql } from '../../gql';
import { useCurrentUser } from '../auth/use-current-user';
import { ModalDialog } from '../dialogs/modal-dialog';
import { PlacePicker } from './place-picker';
import { MediaStep } from './media-step';
import { UploadJsonDialog } from './upload-json-dialog';
import { EMPTY_DRAFT, STEP_COUNT, STEP_OF_FIELD, stepProblems, toEventInput, type UploadDraft } from './upload-draft';
import { DialogButtons } from '../dialogs/dialog-buttons';

const CreateEvent = graphql(`
  mutation CreateEventFromWizard($input: CreateEventInput!) {
    createEvent(input: $input) {
      id
      name
      verificationStatus
    }
  }
`);

const FindAnchor = graphql(`
  query FindAnchor($query: String!) {
    searchEvents(query: $query, first: 8) {
      id
      name
      startYear
      eventType
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

/**
 * The 11-step upload wizard (spec section 2) that publishes for real through createEvent: the
 * server's content check answers with violations, shown next to the step they concern; nothing typed
 * is lost. Back on step 1 closes.
 */
export function UploadWizard({ onClose, onToast, anchor }: { onClose: () => void; onToast: (text: string, ms?: number) => void; anchor?: { id: string; name: string } }) {
  const user = useCurrentUser();
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState<UploadDraft>(() => (anchor ? { ...loadDraft(), eventType: 'whatif', linkedEventId: anchor.id, linkedEventName: anchor.name } : loadDraft()));
  const [problems, setProblems] = useState<Record<number, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [jsonDialog, setJsonDialog] = useState(false);
  const [createEvent] = useMutation(CreateEvent);
  useEffect(() => sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft)), [draft]);

  const set = <K extends keyof UploadDraft>(key: K, value: UploadDraft[K]) => setDraft((d) => ({ ...d, [key]: value }));
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
    setBusy(true);
    try {
      await createEvent({ variables: { input: toEventInput(draft) } });
      onToast(PUBLISHED_TOAST, TOAST_MS);
      setTimeout(() => {
        sessionStorage.removeItem(DRAFT_KEY);
        setDraft(EMPTY_DRAFT);
        setStep(1);
        onClose();
      }, RESET_AFTER_MS);
    } catch (error) {
      const violations = CombinedGraphQLErrors.is(error)
        ? (error.errors.flatMap((e) => (e.extensions?.violations as { field: string; message: string }[] | undefined) ?? []) ?? [])
        : [];
      if (violations.length === 0) {
        setProblems((p) => ({ ...p, [STEP_COUNT]: [(error as Error).message || 'Publishing failed. Please try again.'] }));
      } else {
        const byStep: Record<number, string[]> = {};
        for (const v of violations) (byStep[STEP_OF_FIELD[v.field] ?? STEP_COUNT] ??= []).push(v.message);
        setProblems(byStep);
        setStep(Math.min(...Object.keys(byStep).map(Number)));
      }
    } finally {
      setBusy(false);
    }
  };

  const field = (label: string, input: ReactNode) => (
    <label>
      {label}
      {input}
    </label>
  );

  const body: Record<number, ReactNode> = {
    1: (
      <>
        <p>
          Add an event to the map: what happened, where and when, who was there, and why it matters. Real events are published as &lsquo;Pending verification&rsquo;
          until moderators review them; what-if stories are labelled as creative and anchor to a real event.
        </p>
        <p>
          Have the event as JSON already?{' '}
          <button type="button" className="link" onClick={() => setJsonDialog(true)}>
            Upload JSON
          </button>
        </p>
      </>
    ),
    2: field('Event name', <input value={draft.name} onChange={(e) => set('name', e.target.value)} maxLength={200} />),
    3: (
      <>
        <Choice role="radiogroup" aria-label="Real or what-if">
          {(['real', 'whatif'] as const).map((t) => (
            <label key={t}>
              <input type="radio" name="eventType" checked={draft.eventType === t} onChange={() => set('eventType', t)} />
              {t === 'real' ? 'Real: it happened' : 'What-if: a creative story'}
            </label>
          ))}
        </Choice>
        {draft.eventType === 'whatif' && <AnchorPicker draft={draft} onPick={(id, name) => setDraft((d) => ({ ...d, linkedEventId: id, linkedEventName: name }))} />}
      </>
    ),
    4: (
      <>
        {field('Who was involved (comma-separated)', <input value={draft.participants} onChange={(e) => set('participants', e.target.value)} />)}
        {field('More about them', <textarea rows={3} value={draft.whoDescription} onChange={(e) => set('whoDescription', e.target.value)} />)}
      </>
    ),
    5: (
      <>
        {field('Place name', <input value={draft.location} onChange={(e) => set('location', e.target.value)} />)}
        <Row>
          {field('Latitude', <input inputMode="decimal" value={draft.latitude} onChange={(e) => set('latitude', e.target.value)} />)}
          {field('Longitude', <input inputMode="decimal" value={draft.longitude} onChange={(e) => set('longitude', e.target.value)} />)}
        </Row>
        <PlacePicker latitude={draft.latitude} longitude={draft.longitude} onPick={(lat, lon) => setDraft((d) => ({ ...d, latitude: lat, longitude: lon }))} />
      </>
    ),
    6: (
      <>
        <p>Use YYYY-MM-DD, with a leading minus for BCE (-0490-09-12 is 12 September 490 BCE); up to the year 2000.</p>
        <Row>
          {field('Start date', <input value={draft.startDate} onChange={(e) => set('startDate', e.target.value)} />)}
          {field('End date (optional)', <input value={draft.endDate} onChange={(e) => set('endDate', e.target.value)} />)}
        </Row>
      </>
    ),
    7: (
      <>
        {field('What happened', <textarea rows={4} value={draft.description} onChange={(e) => set('description', e.target.value)} />)}
        {field('What the people did (optional)', <textarea rows={2} value={draft.actions} onChange={(e) => set('actions', e.target.value)} />)}
      </>
    ),
    8: (
      <>
        {field('Why it matters', <textarea rows={3} value={draft.significance} onChange={(e) => set('significance', e.target.value)} />)}
        {field('The context (optional)', <textarea rows={2} value={draft.context} onChange={(e) => set('context', e.target.value)} />)}
      </>
    ),
    9: field('What happened next (optional)', <textarea rows={3} value={draft.consequences} onChange={(e) => set('consequences', e.target.value)} />),
    10: <MediaStep media={draft.media} onChange={(media) => set('media', media)} signedIn={Boolean(user)} />,
    11:
      user === null ? (
        <p>
          Sign in to publish: your draft is kept. <Link to="/auth">Log in or sign up</Link>
        </p>
      ) : (
        <p>Thank you! Publish your event: it passes the content check and appears on the map as &lsquo;Pending verification&rsquo;.</p>
      ),
  };

  if (jsonDialog) return <UploadJsonDialog onClose={onClose} onBack={() => setJsonDialog(false)} signedIn={Boolean(user)} />;

  return (
    <ModalDialog title={`Upload Event: step ${step} of ${STEP_COUNT}`} onClose={onClose}>
      <Body>
        {body[step]}
        {(problems[step]?.length ?? 0) > 0 && (
          <Problems role="alert">
            <ul>
              {problems[step]!.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Problems>
        )}
      </Body>
      <DialogButtons>
        <button type="button" onClick={back}>
          Back
        </button>
        {step < STEP_COUNT ? (
          <button type="button" className="primary" onClick={next}>
            Next
          </button>
        ) : (
          <button type="button" className="primary" disabled={busy || !user} onClick={() => void publish()}>
            {busy ? (draft.eventType === 'whatif' ? 'Creating...' : 'Verifying...') : 'Publish'}
          </button>
        )}
      </DialogButtons>
    </ModalDialog>
  );
}

/** A what-if story chooses the real event it anchors to. */
function AnchorPicker({ draft, onPick }: { draft: UploadDraft; onPick: (id: string, name: string) => void }) {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [results, setResults] = useState<{ id: string; name: string; startYear: number }[]>([]);
  useEffect(() => {
    if (text.trim().length < 3) return setResults([]);
    const timer = setTimeout(() => {
      void client.query({ query: FindAnchor, variables: { query: text.trim() } }).then(({ data }) => setResults((data?.searchEvents ?? []).filter((e) => e.eventType === 'real')));
    }, 250);
    return () => clearTimeout(timer);
  }, [client, text]);
  return (
    <div>
      <label>
        The real event it starts from
        <input type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search real events" />
      </label>
      {draft.linkedEventName && <p>Anchored to: {draft.linkedEventName}</p>}
      <ul aria-label="Real events">
        {results.map((r) => (
          <li key={r.id}>
            <button type="button" onClick={() => onPick(r.id, r.name)}>
              {r.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 10px;
  margin: 12px 0;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
  }
  input:not([type='radio']):not([type='file']),
  textarea {
    padding: 8px 10px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  ul button,
  button.link {
    padding: 0;
    border: 0;
    font: inherit;
    background: none;
    color: ${({ theme }) => theme.colors.link};
    cursor: pointer;
    text-align: left;
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 8px;
`;

const Choice = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    flex-direction: row !important;
    align-items: center;
  }
`;

const Problems = styled.div`
  ul {
    margin: 0;
    padding: 0 0 0 16px;
  }
  padding: 8px;
  border-radius: 6px;
  background: rgba(239, 68, 68, 0.2);
`;
