import { act, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactElement } from 'react';

/** Suspends until `gate` settles. */
function Waits({ gate }: { gate: Promise<void> }) {
  use(gate);
  return null;
}

/**
 * Renders `ui` beside a sibling that suspends on the first render: React throws that render of `ui`
 * away and renders it again once the sibling's promise settles, as it may on a page (a lazy chunk,
 * a more urgent update). For hooks that must not act while rendering (storage, the address).
 */
export async function renderThroughADroppedRender(ui: ReactElement): Promise<void> {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  // Awaited acts (their callbacks return promises), so the suspended render finishes when the gate opens.
  await act(() => {
    render(
      <Suspense fallback={<p>waiting for the sibling</p>}>
        {ui}
        <Waits gate={gate} />
      </Suspense>,
    );
    return Promise.resolve();
  });
  if (!screen.queryByText('waiting for the sibling')) throw new Error('the first render was not suspended');
  await act(() => {
    open();
    return gate;
  });
}
