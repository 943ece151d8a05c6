import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { DialogActions, ModalDialog } from '../../ui/modal-dialog';

/** The six steps of spec section 2, in its order; the NFT step is worded as the plan it is. */
export const GUIDE_STEPS: { title: string; text: string }[] = [
  { title: 'Welcome to Epoch Atlas', text: "People's stories in the context of history: travel from 3500 BCE to 2000 CE and see what happened where." },
  { title: 'Choose the periods', text: 'The Periods panel shows or hides each of the seven periods; Show Connections draws the links between related events.' },
  { title: 'Search', text: 'Type three or more letters in the search bar to find events by name, place, people or tags, then step through the results.' },
  { title: 'Travel in time', text: 'Play or drag the timeline. The Real / What-If switch moves between recorded history and creative what-if stories.' },
  { title: 'Add your story', text: 'Upload Event opens a guided form: what happened, where, when, who was there, why it mattered and what came next.' },
  {
    title: 'What comes next',
    text: 'We plan to let creators turn their events into verified digital works with royalties. That is not built yet; for now every event is free to read.',
  },
];

export interface OnboardingGuideProps {
  onClose: () => void;
  /** The last step's Get Started: closes the guide and plays the timeline, so history moves at once. */
  onGetStarted?: () => void;
}

/** Spec section 4: steps advance until the last; Get Started closes; Skip Guide or X closes at any time. */
export function OnboardingGuide({ onClose, onGetStarted = onClose }: OnboardingGuideProps) {
  const [step, setStep] = useState(0);
  const last = step === GUIDE_STEPS.length - 1;
  const current = GUIDE_STEPS[step]!;
  return (
    <ModalDialog title={current.title} onClose={onClose}>
      <p>{current.text}</p>
      <Dots role="img" aria-label={`Step ${step + 1} of ${GUIDE_STEPS.length}`}>
        {GUIDE_STEPS.map((s, i) => (
          <Dot key={s.title} $active={i === step} />
        ))}
      </Dots>
      <DialogActions>
        <Button $variant="quiet" onClick={onClose}>
          Skip Guide
        </Button>
        {last ? (
          <Button $variant="primary" onClick={onGetStarted}>
            Get Started
          </Button>
        ) : (
          <Button $variant="primary" onClick={() => setStep((s) => s + 1)}>
            Next
          </Button>
        )}
      </DialogActions>
    </ModalDialog>
  );
}

const Dots = styled.div`
  display: flex;
  gap: 6px;
  margin: 12px 0;
`;

const Dot = styled.span<{ $active: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $active }) => ($active ? theme.colors.link : theme.colors.border)};
`;
