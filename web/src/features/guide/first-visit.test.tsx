import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderThroughADroppedRender } from '../../test/dropped-render';
import { useFirstVisit, VISITED_KEY } from './first-visit';

function Probe({ asks = true }: { asks?: boolean }) {
  return <p>{useFirstVisit(asks) ? 'first visit' : 'been here'}</p>;
}

describe('useFirstVisit', () => {
  afterEach(() => localStorage.clear());

  it('answers "first" to the render React shows when it threw an earlier render away, and stores the flag after', async () => {
    await renderThroughADroppedRender(<Probe />);
    expect(screen.getByText('first visit')).toBeInTheDocument();
    expect(localStorage.getItem(VISITED_KEY)).toBe('true');
  });

  it('answers "been here" once the flag is stored, so the guide opens once', () => {
    const first = render(<Probe />);
    expect(screen.getByText('first visit')).toBeInTheDocument();
    first.unmount();
    render(<Probe />);
    expect(screen.getByText('been here')).toBeInTheDocument();
  });

  it('neither answers "first" nor stores the flag for a screen that does not ask (an embed, a story)', () => {
    render(<Probe asks={false} />);
    expect(screen.getByText('been here')).toBeInTheDocument();
    expect(localStorage.getItem(VISITED_KEY)).toBeNull();
  });
});
