import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import { STEP_COUNT, stepOfField, stepProblems, type UploadDraft } from './upload-draft';

/** A refused write's violations, by the step that asks for each field; anything else on the last step. */
export function problemsByStep(error: unknown, fallback: string): Record<number, string[]> {
  const violations = CombinedGraphQLErrors.is(error)
    ? error.errors.flatMap((e) => (e.extensions?.violations as { field: string; message: string }[] | undefined) ?? [])
    : [];
  if (violations.length === 0) return { [STEP_COUNT]: [(error as Error).message || fallback] };
  const byStep: Record<number, string[]> = {};
  for (const v of violations) (byStep[stepOfField(v.field) ?? STEP_COUNT] ??= []).push(v.message);
  return byStep;
}

/**
 * The wizard's walk through its eleven steps, shared by upload and edit: Next checks the step it
 * leaves, Back on step 1 closes, and before saving every step is checked again (the first with a
 * problem opens). A refused save shows the server's words at the step they concern.
 */
export function useWizardSteps(draft: UploadDraft, onClose: () => void) {
  const [step, setStep] = useState(1);
  const [problems, setProblems] = useState<Record<number, string[]>>({});

  const next = () => {
    const found = stepProblems(step, draft);
    setProblems((p) => ({ ...p, [step]: found }));
    if (found.length === 0) setStep((s) => Math.min(STEP_COUNT, s + 1));
  };
  const back = () => (step === 1 ? onClose() : setStep((s) => s - 1));
  /** Whether every step before the last passes; if not, the first that does not opens with its problems. */
  const allStepsPass = (): boolean => {
    for (let s = 1; s < STEP_COUNT; s++) {
      const found = stepProblems(s, draft);
      if (found.length) {
        setProblems((p) => ({ ...p, [s]: found }));
        setStep(s);
        return false;
      }
    }
    return true;
  };
  const showRefusal = (error: unknown, fallback: string) => {
    const byStep = problemsByStep(error, fallback);
    setProblems(byStep);
    setStep(Math.min(...Object.keys(byStep).map(Number)));
  };
  const restart = () => {
    setProblems({});
    setStep(1);
  };
  return { step, shown: problems[step] ?? [], next, back, allStepsPass, showRefusal, restart, clearProblems: () => setProblems({}) };
}

export type WizardSteps = ReturnType<typeof useWizardSteps>;
