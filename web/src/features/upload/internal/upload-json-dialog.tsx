import { useState } from 'react';
import { Link } from 'react-router-dom';
import { requestJson } from '../../../lib/http';
import { Button } from '../../../ui/button';
import { FieldBox, FormMessage } from '../../../ui/form';
import { DialogActions, DialogBody, ModalDialog } from '../../../ui/modal-dialog';
import { TextAreaField } from '../../../ui/text-field';

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

/**
 * Spec section 4/7's upload dialog: an event as JSON, posted to POST /api/events. Success closes the
 * dialog and reloads the page; a 400 shows 'Content violations: ...', other failures
 * 'HTTP error! status: {code}'.
 */
export async function postEventJson(body: unknown): Promise<void> {
  const res = await requestJson('POST', '/api/events', body);
  if (res.ok) return;
  if (res.status === 400) {
    const messages = res.body.violations?.map((v) => (v.field ? `${v.field}: ${v.message}` : v.message)) ?? [res.body.message ?? 'Bad request'];
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
      <DialogBody>
        <p>Paste one event as JSON (the fields of the event, without id), or load a .json file. It passes the same content check as the wizard.</p>
        {!signedIn && (
          <p>
            Sign in to submit an event. <Link to="/auth">Log in or sign up</Link>
          </p>
        )}
        <FieldBox>
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
        </FieldBox>
        <TextAreaField label="Event JSON" monospace rows={12} value={text} placeholder={EXAMPLE} spellCheck={false} onChange={(e) => setText(e.target.value)} />
        {error && (
          <FormMessage role="alert" $tone="error">
            {error}
          </FormMessage>
        )}
      </DialogBody>
      <DialogActions>
        <Button $variant="quiet" onClick={onBack}>
          Back to the wizard
        </Button>
        <Button $variant="primary" disabled={busy || !text.trim() || !signedIn} onClick={() => void submit()}>
          {busy ? 'Uploading...' : 'Upload'}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}
