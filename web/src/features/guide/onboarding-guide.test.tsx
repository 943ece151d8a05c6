import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { GUIDE_STEPS, OnboardingGuide } from './onboarding-guide';

describe('OnboardingGuide', () => {
  it("keeps the spec's six steps; Get Started on the last one starts the visit (playback), Skip Guide only closes", async () => {
    const onClose = vi.fn();
    const onGetStarted = vi.fn();
    renderUi(<OnboardingGuide onClose={onClose} onGetStarted={onGetStarted} />);
    expect(GUIDE_STEPS).toHaveLength(6);
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Welcome to Epoch Atlas');
    for (let i = 1; i < GUIDE_STEPS.length; i++) await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(onGetStarted).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Skip Guide' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
