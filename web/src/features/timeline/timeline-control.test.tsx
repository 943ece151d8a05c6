import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createYearStore } from '../../lib/year-store';
import { renderUi } from '../../test/render';
import { TimelineControl, type TimelineControlProps } from './timeline-control';

function timeline(props: Partial<TimelineControlProps> = {}) {
  const year = createYearStore(1938);
  const handlers = { onModeChange: vi.fn(), onPlay: vi.fn(), onPause: vi.fn(), onReset: vi.fn(), onSpeedChange: vi.fn() };
  const view = renderUi(<TimelineControl year={year} mode="real" playing={false} speed={1} {...handlers} {...props} />);
  return { year, view, ...handlers };
}

describe('TimelineControl', () => {
  it('shows the year on the slider and the badge, and follows the year store without a render', () => {
    const { year } = timeline();
    const slider = screen.getByRole('slider', { name: 'Year' });
    expect(slider).toHaveAttribute('aria-valuenow', '1938');
    expect(slider).toHaveAttribute('aria-valuetext', '1938 CE');
    expect(screen.getByTestId('current-year')).toHaveTextContent('1938 CE');
    act(() => year.set(-490));
    expect(slider).toHaveAttribute('aria-valuenow', '-490');
    expect(screen.getByTestId('current-year')).toHaveTextContent('490 BCE');
  });

  it('moves the year with the keys: a step, a century, the ends; Space plays', async () => {
    const { year, onPlay } = timeline();
    screen.getByRole('slider', { name: 'Year' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(year.get()).toBe(1939);
    await userEvent.keyboard('{PageDown}');
    expect(year.get()).toBe(1839);
    await userEvent.keyboard('{Home}');
    expect(year.get()).toBe(-3500);
    expect(screen.getByTestId('current-year')).toHaveTextContent('3500 BCE');
    await userEvent.keyboard('{End}');
    expect(year.get()).toBe(2000);
    await userEvent.keyboard(' ');
    expect(onPlay).toHaveBeenCalledTimes(1);
  });

  it('switches the mode, and shows which is on', async () => {
    const { onModeChange } = timeline({ mode: 'whatif' });
    expect(screen.getByRole('button', { name: 'What-If' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Real' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Real' }));
    expect(onModeChange).toHaveBeenCalledWith('real');
  });

  it('plays, pauses, resets and changes the speed', async () => {
    const { onPause, onReset, onSpeedChange } = timeline({ playing: true });
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(onPause).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Playback speed' }), '4');
    expect(onSpeedChange).toHaveBeenCalledWith(4);
  });

  it('draws the density behind the track, one bar per non-empty span', () => {
    timeline({ density: new Uint32Array([0, 3, 1, 0, 9]) });
    expect(screen.getByTestId('density-histogram').querySelectorAll('rect')).toHaveLength(3);
  });

  it('offers Record clip and Compare only where the screen handles them', async () => {
    const onRecordClip = vi.fn();
    const onCompare = vi.fn();
    timeline({ onRecordClip, onCompare });
    await userEvent.click(screen.getByRole('button', { name: 'Record clip' }));
    await userEvent.click(screen.getByRole('button', { name: 'Compare' }));
    expect(onRecordClip).toHaveBeenCalledOnce();
    expect(onCompare).toHaveBeenCalledOnce();
  });

  it('has neither button without their handlers', () => {
    timeline();
    expect(screen.queryByRole('button', { name: 'Record clip' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Compare' })).toBeNull();
  });
});
