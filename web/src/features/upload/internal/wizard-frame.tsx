import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form';
import { DialogActions, DialogBody, ModalDialog } from '../../../ui/modal-dialog';
import { STEP_COUNT, type UploadDraft } from './upload-draft';
import type { WizardSteps } from './use-wizard-steps';
import { WizardStep } from './wizard-step';

export interface WizardFrameProps {
  /** 'Upload Event' or 'Edit Event': the dialog is named "<title>: step N of 11". */
  title: string;
  steps: WizardSteps;
  draft: UploadDraft;
  onChange: (patch: Partial<UploadDraft>) => void;
  onClose: () => void;
  /** undefined while checking, null when signed out. */
  signedIn: boolean | undefined;
  onUploadJson?: () => void;
  /** What the last step says instead of the upload's thanks (the editor asks what changed). */
  lastStep?: ReactNode;
  /** The last step's button (Publish, Save changes). */
  finish: ReactNode;
}

/** The wizard's dialog around one step: its problems under it, Back and Next (or the last step's button) below. */
export function WizardFrame({ title, steps, draft, onChange, onClose, signedIn, onUploadJson, lastStep, finish }: WizardFrameProps) {
  const { step, shown } = steps;
  return (
    <ModalDialog title={`${title}: step ${step} of ${STEP_COUNT}`} onClose={onClose}>
      <DialogBody>
        <WizardStep step={step} draft={draft} onChange={onChange} signedIn={signedIn} onUploadJson={onUploadJson} lastStep={lastStep} />
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
        <Button $variant="quiet" onClick={steps.back}>
          Back
        </Button>
        {step < STEP_COUNT ? (
          <Button $variant="primary" onClick={steps.next}>
            Next
          </Button>
        ) : (
          finish
        )}
      </DialogActions>
    </ModalDialog>
  );
}
