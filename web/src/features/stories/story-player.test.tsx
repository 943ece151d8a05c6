import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApolloClient, renderUi } from '../../test/render';
import { StoryPlayer } from './story-player';
import type { StepTarget } from './story-step';

const step = (n: number, startYear: number) => ({
  __typename: 'StoryStep',
  title: `Step title ${n}`,
  html: `<p>Text of step <strong>${n}</strong></p>`,
  startYear,
  endYear: null,
  longitude: 10 * n,
  latitude: n,
  zoom: 4,
  mode: null,
  periods: n === 2 ? ['MEDIEVAL'] : null,
  events: n === 2 ? [{ __typename: 'HistoricalEvent', id: 'ev-2', name: 'Battle of Two' }] : [],
});

const story = {
  __typename: 'Story',
  id: 'st-1',
  title: 'The Silk Road',
  summary: 'Caravans',
  status: 'PUBLISHED',
  authorName: 'Ada',
  canEdit: false,
  steps: [step(1, -130), step(2, 751), step(3, 1271)],
};

function renderPlayer(address: string, answer: Record<string, unknown> = { story }) {
  window.history.replaceState(null, '', address);
  const onStep = vi.fn<(target: StepTarget) => void>();
  const onOpenEvent = vi.fn();
  const { client } = fakeApolloClient({ StoryToPlay: () => answer });
  renderUi(<StoryPlayer storyId="st-1" onStep={onStep} onOpenEvent={onOpenEvent} />, { client });
  return { onStep, onOpenEvent };
}

describe('StoryPlayer', () => {
  it('shows the first step, moves the map to it, and Next / Previous walk the steps with the address', async () => {
    const { onStep } = renderPlayer('/stories/st-1');
    expect(await screen.findByRole('heading', { name: 'Step title 1' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('130 BCE')).toBeInTheDocument();
    expect(onStep).toHaveBeenLastCalledWith(expect.objectContaining({ year: -130, view: { latitude: 1, longitude: 10, zoom: 4 } }));
    expect(window.location.search).toBe('?step=1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading', { name: 'Step title 2' })).toBeInTheDocument();
    expect(screen.getByText('2', { selector: 'strong' })).toBeInTheDocument();
    expect(onStep).toHaveBeenLastCalledWith(expect.objectContaining({ year: 751, periods: [2], eventIds: ['ev-2'] }));
    expect(window.location.search).toBe('?step=2');

    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('opens at the step of a shared address and follows the arrow keys', async () => {
    const { onStep } = renderPlayer('/stories/st-1?step=3&year=1271');
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    expect(onStep).toHaveBeenLastCalledWith(expect.objectContaining({ year: 751 }));
    expect(window.location.search).toBe('?step=2&year=1271');
  });

  it('falls back to step 1 with a message for a step the story does not have', async () => {
    renderPlayer('/stories/st-1?step=9');
    expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This story has no step 9 (it has 3); it starts at step 1.');
    expect(window.location.search).toBe('?step=1');
  });

  it('plays by itself, one step every few seconds, until the last', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPlayer('/stories/st-1');
      expect(await screen.findByText('Step 1 of 3')).toBeInTheDocument();
      act(() => screen.getByRole('button', { name: 'Play' }).click());
      expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(8000));
      expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(8000));
      expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Play again' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('says so when the story is unknown or not published', async () => {
    renderPlayer('/stories/nope', { story: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This story does not exist or is not published.');
    expect(screen.getByRole('link', { name: 'All stories' })).toHaveAttribute('href', '/stories');
  });

  it("opens a step's event on the map", async () => {
    const { onOpenEvent } = renderPlayer('/stories/st-1?step=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Battle of Two' }));
    expect(onOpenEvent).toHaveBeenCalledWith('ev-2');
  });
});
