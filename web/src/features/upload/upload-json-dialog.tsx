import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ModalDialog } from '../dialogs/modal-dialog';
import { DialogButtons } from '../dialogs/dialog-buttons';

const EXAMPLE = `{
  "name": "Founding of the Royal Society",
  "period": "renaissance-early-modern",
  "startDate": "1660-11-28",
  "latitude": 51.5074,
  "longitude": -0.1278,
  "location": "London, England",
  "description": "Twelve men met at Gresham College and founded a society for natural knowledge.",
  "significance": "One of the oldest scientific academies still in existence."
}`;

interface ErrorBody {
  message?: string;
  violations?: { field: string; message: string }[];
}

/**
 * Spec section 4/7's upload dialog: an event as JSON, posted to POST /api/events. Success closes the
 * dialog and reloads the page; a 400 shows 'Content violations: ...', other failures
 * 'HTTP error! status: {code}'.
 */
export async function postEventJson(body: unknown): Promise<void> {
  const res = await fetch('/api/events', { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.ok) return;
  if (res.status === 400) {
    const json = (await res.json().catch(() => ({}))) as ErrorBody;
    const messages = json.violations?.map((v) => (v.field ? `${v.field}: ${v.message}` : v.message)) ?? [json.message ?? 'Bad request'];
    throw new Error(`Content violations: ${messages.join('; ')}`);
  }
  throw new Error(`HTTP error! status: ${res.status}`);
}

export function UploadJsonDialog({ onClose, onBack, signedIn }: { onClose: () => void; onBack: () => void; signedIn: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (e) {
      setError(`Invalid JSON: ${(e as Error).message}`);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await postEventJson(body);
      onClose();
      window.location.reload();
    } catch (e) {
      setError((e as Error).message);
      setBusy(false);
    }
  };

  return (
    <ModalDialog title="Upload Event as JSON" onClose={onClose}>
      <Body>
        <p>Paste one event as JSON (the fields of the event, without id), or load a .json file. It passes the same content check as the wizard.</p>
        {!signedIn && (
          <p>
            Sign in to submit an event. <Link to="/auth">Log in or sign up</Link>
          </p>
        )}
        <label>
          JSON file
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void file.text().then(setText);
            }}
          />
        </label>
        <label>
          Event JSON
          <textarea rows={12} value={text} placeholder={EXAMPLE} spellCheck={false} onChange={(e) => setText(e.target.value)} />
        </label>
        {error && <Problem role="alert">{error}</Problem>}
      </Body>
      <DialogButtons>
        <button type="button" onClick={onBack}>
          Back to the wizard
        </button>
        <button type="button" className="primary" disabled={busy || !text.trim() || !signedIn} onClick={() => void submit()}>
          {busy ? 'Uploading...' : 'Upload'}
        </button>
      </DialogButtons>
    </ModalDialog>
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
  textarea {
    padding: 8px 10px;
    border-radius: 6px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8rem;
  }
`;

const Problem = styled.p`
  margin: 0;
  padding: 8px 10px;
  border-radius: 6px;
  background: rgba(239, 68, 68, 0.2);
`;
