import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFirstVisit, VISITED_KEY } from './first-visit';

function Probe({ asks = true }: { asks?: boolean }) {
  return <p>{useFirstVisit(asks) ? 'first visit' : 'been here'}</p>;
}

/** Suspends until `gate` settles: React throws away the render of its siblings and renders them again. */
function Waits({ gate }: { gate: Promise<void> }) {
  use(gate);
  return null;
}

describe('useFirstVisit', () => {
  afterEach(() => localStorage.clear());

  it('answers "first" to the render React shows when it threw an earlier render away, and stores the flag after', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // An awaited act (its callback returns a promise), so the suspended render finishes when the gate opens.
    await act(() => {
      render(
        <Suspense fallback={<p>loading</p>}>
          <Probe />
          <Waits gate={gate} />
        </Suspense>,
      );
      return Promise.resolve();
    });
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => {
      open();
      return gate;
    });
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
