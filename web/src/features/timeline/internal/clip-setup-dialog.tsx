import { formatYear } from '@domain/time';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { SelectField } from '../../../ui/choice-fields';
import { FieldRow, Form, FormMessage, Hint } from '../../../ui/form';
import { DialogActions, ModalDialog } from '../../../ui/modal-dialog';
import { TextField } from '../../../ui/text-field';
import { readClipRange, type ClipRange } from '../clip-range';
import { SPEEDS, type Speed } from '../use-playback';

export interface ClipSetupDialogProps {
  initialRange: ClipRange;
  initialSpeed: Speed;
  /** Why this browser cannot record (the Record button is then off), or null. */
  unsupported: string | null;
  onRecord: (range: ClipRange, speed: Speed) => void;
  onClose: () => void;
}

/** The year a field's text is, in the site's words under the field ("1400 CE"), when it is one. */
function yearWords(text: string): string {
  const year = Number(text);
  return text.trim() !== '' && Number.isInteger(year) && year !== 0 ? formatYear(year) : ' ';
}

/** Choose a clip's start and end years and its speed. */
export function ClipSetupDialog({ initialRange, initialSpeed, unsupported, onRecord, onClose }: ClipSetupDialogProps) {
  const [from, setFrom] = useState(String(initialRange.from));
  const [to, setTo] = useState(String(initialRange.to));
  const [speed, setSpeed] = useState<Speed>(initialSpeed);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const read = readClipRange(from, to);
    if ('error' in read) setError(read.error);
    else onRecord(read.range, speed);
  };
  return (
    <ModalDialog title="Record clip" onClose={onClose}>
      <Form onSubmit={submit} noValidate>
        <Hint>Plays the timeline between two years and saves it as a WebM video. Years before the common era are negative (-490 is 490 BCE).</Hint>
        {unsupported && (
          <FormMessage role="alert" $tone="error">
            {unsupported}
          </FormMessage>
        )}
        <FieldRow>
          <div>
            <TextField label="From year" type="number" min={-3500} max={2000} step={1} value={from} onChange={(e) => setFrom(e.target.value)} />
            <Hint data-testid="clip-from-words">{yearWords(from)}</Hint>
          </div>
          <div>
            <TextField label="To year" type="number" min={-3500} max={2000} step={1} value={to} onChange={(e) => setTo(e.target.value)} />
            <Hint data-testid="clip-to-words">{yearWords(to)}</Hint>
          </div>
        </FieldRow>
        <SelectField label="Speed" value={speed} onChange={(e) => setSpeed(Number(e.target.value) as Speed)}>
          {SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}x
            </option>
          ))}
        </SelectField>
        {error && (
          <FormMessage role="alert" $tone="error">
            {error}
          </FormMessage>
        )}
        <DialogActions>
          <Button $variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button $variant="primary" type="submit" disabled={unsupported !== null}>
            Record
          </Button>
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
