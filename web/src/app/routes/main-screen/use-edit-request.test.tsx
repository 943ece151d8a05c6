import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useEditRequest } from './use-edit-request';

function Probe() {
  return <p>editor: {useEditRequest() ?? 'none'}</p>;
}

function Waits({ gate }: { gate: Promise<void> }) {
  use(gate);
  return null;
}

describe('useEditRequest', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the editor even when React throws the first render away, then drops edit=1 from the address', async () => {
    window.history.replaceState(null, '', '/?event=e-7&edit=1&year=1200');
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
    await act(() => {
      open();
      return gate;
    });
    expect(screen.getByText('editor: e-7')).toBeInTheDocument();
    expect(window.location.search).toBe('?event=e-7&year=1200');
  });

  it('opens nothing without edit=1, and leaves the address alone', () => {
    window.history.replaceState(null, '', '/?event=e-7&edit=0');
    render(<Probe />);
    expect(screen.getByText('editor: none')).toBeInTheDocument();
    expect(window.location.search).toBe('?event=e-7&edit=0');
  });
});
