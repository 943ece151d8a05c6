import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Toast, useToast } from './toast';

function Host() {
  const toast = useToast(5000);
  return (
    <>
      <button type="button" onClick={() => toast.show('Export Started')}>
        export
      </button>
      <button type="button" onClick={() => toast.show('Link copied!', 6000)}>
        copy
      </button>
      <Toast message={toast.message} />
    </>
  );
}

describe('useToast and Toast', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('shows one message as a status, a new one replacing the old, and clears it after its time', () => {
    renderUi(<Host />);
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
});
