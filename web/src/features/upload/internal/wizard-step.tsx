import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { RadioField } from '../../../ui/choice-fields';
import { FieldRow } from '../../../ui/form';
import { TextAreaField, TextField } from '../../../ui/text-field';
import { AnchorPicker } from './anchor-picker';
import { MediaStep } from './media-step';
import { PlacePicker } from './place-picker';
import { SourcesEditor } from './sources-editor';
import type { UploadDraft } from './upload-draft';

export interface WizardStepProps {
  step: number;
  draft: UploadDraft;
  onChange: (patch: Partial<UploadDraft>) => void;
  /** undefined while checking, null when signed out. */
  signedIn: boolean | undefined;
  /** Step 1's "Upload JSON" (the upload only: an edit starts from the event). */
  onUploadJson?: () => void;
  /** The last step's content instead of the upload's thanks. */
  lastStep?: ReactNode;
}

/** What one step of the upload wizard asks for (spec section 2, eleven steps). */
export function WizardStep({ step, draft, onChange, signedIn, onUploadJson, lastStep }: WizardStepProps) {
  const text = (key: keyof UploadDraft) => ({
    value: draft[key] as string,
    onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }),
  });
  switch (step) {
    case 1:
      if (!onUploadJson) return <p>Change what needs changing, step by step; the last step saves it with a word on what you changed.</p>;
      return (
        <>
          <p>
            Add an event to the map: what happened, where and when, who was there, and why it matters. Real events are published as &lsquo;Pending
            verification&rsquo; until moderators review them; what-if stories are labelled as creative and anchor to a real event.
          </p>
          <p>
            Have the event as JSON already?{' '}
            <Button $variant="link" onClick={onUploadJson}>
              Upload JSON
            </Button>
          </p>
        </>
      );
    case 2:
      return <TextField label="Event name" maxLength={200} {...text('name')} />;
    case 3:
      return (
        <>
          <Choices role="radiogroup" aria-label="Real or what-if">
            {(['real', 'whatif'] as const).map((t) => (
              <RadioField
                key={t}
                name="eventType"
                label={t === 'real' ? 'Real: it happened' : 'What-if: a creative story'}
                checked={draft.eventType === t}
                onChange={() => onChange({ eventType: t })}
              />
            ))}
          </Choices>
          {draft.eventType === 'whatif' && (
            <AnchorPicker anchoredTo={draft.linkedEventName} onPick={(id, name) => onChange({ linkedEventId: id, linkedEventName: name })} />
          )}
        </>
      );
    case 4:
      return (
        <>
          <TextField label="Who was involved (comma-separated)" {...text('participants')} />
          <TextAreaField label="More about them" rows={3} {...text('whoDescription')} />
        </>
      );
    case 5:
      return (
        <>
          <TextField label="Place name" {...text('location')} />
          <FieldRow>
            <TextField label="Latitude" inputMode="decimal" {...text('latitude')} />
            <TextField label="Longitude" inputMode="decimal" {...text('longitude')} />
          </FieldRow>
          <PlacePicker latitude={draft.latitude} longitude={draft.longitude} onPick={(latitude, longitude) => onChange({ latitude, longitude })} />
        </>
      );
    case 6:
      return (
        <>
          <p>
            Use YYYY-MM-DD, with a leading minus for BCE (-0490-09-12 is 12 September 490 BCE); up to the year 2000. Not sure? Write 1450~ for about 1450, 1066?
            for perhaps 1066, 15XX for some time in the 1500s, or 1066/1071 for between them.
          </p>
          <FieldRow>
            <TextField label="Start date" {...text('startDate')} />
            <TextField label="End date (optional)" {...text('endDate')} />
          </FieldRow>
        </>
      );
    case 7:
      return (
        <>
          <TextAreaField label="What happened" rows={4} {...text('description')} />
          <TextAreaField label="What the people did (optional)" rows={2} {...text('actions')} />
        </>
      );
    case 8:
      return (
        <>
          <TextAreaField label="Why it matters" rows={3} {...text('significance')} />
          <TextAreaField label="The context (optional)" rows={2} {...text('context')} />
        </>
      );
    case 9:
      return <TextAreaField label="What happened next (optional)" rows={3} {...text('consequences')} />;
    case 10:
      return (
        <>
          <MediaStep media={draft.media} onChange={(media) => onChange({ media })} signedIn={Boolean(signedIn)} />
          <SourcesEditor sources={draft.sources} onChange={(sources) => onChange({ sources })} />
        </>
      );
    default:
      if (lastStep) return lastStep;
      return signedIn === false ? (
        <p>
          Sign in to publish: your draft is kept. <Link to="/auth">Log in or sign up</Link>
        </p>
      ) : (
        <p>Thank you! Publish your event: it passes the content check and appears on the map as &lsquo;Pending verification&rsquo;.</p>
      );
  }
}

const Choices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;
