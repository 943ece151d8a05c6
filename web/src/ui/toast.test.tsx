import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ModalDialog } from './modal-dialog';
import { Toast, useToast } from './toast';

function Host({ dialog = false }: { dialog?: boolean }) {
  const toast = useToast(5000);
  return (
    <>
      <button type="button" onClick={() => toast.show('Export Started')}>
        export
      </button>
      <button type="button" onClick={() => toast.show('Link copied!', 6000)}>
        copy
      </button>
      {dialog && (
        <ModalDialog title="Share" onClose={() => undefined}>
          <button type="button" onClick={() => toast.show('Failed to copy - Please try again', 5000, 'error')}>
            fail
          </button>
        </ModalDialog>
      )}
      <Toast message={toast.message} tone={toast.tone} />
    </>
  );
}

describe('useToast and Toast', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows one message in a live region, a new one replacing the old, and clears it after its time', () => {
    renderUi(<Host />);
    // The live region is there before any message, so the first one is announced.
    expect(screen.getByTestId('toast-region')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('toast-region')).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'export' }));
    expect(screen.getByRole('status')).toHaveTextContent('Export Started');
    act(() => void vi.advanceTimersByTime(3000));
    fireEvent.click(screen.getByRole('button', { name: 'copy' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    // The new message keeps its own time: still there when the first one's 5 s are up.
    act(() => void vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows over an open modal dialog, inside it (the rest of the page is inert), and an error as an alert', async () => {
    renderUi(<Host dialog />);
    const dialog = screen.getByRole('dialog', { name: 'Share' });
    // The regions follow the dialog once it is open (a mutation observer sees it).
    await act(async () => void (await Promise.resolve()));
    expect(within(dialog).getByTestId('toast-alert-region')).toHaveAttribute('aria-live', 'assertive');
    fireEvent.click(within(dialog).getByRole('button', { name: 'fail' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to copy - Please try again');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
  });
});
