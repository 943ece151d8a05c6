import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Button } from './button';
import { DialogActions, ModalDialog } from './modal-dialog';

describe('ModalDialog', () => {
  it('opens as a modal named by its title, with its content', () => {
    renderUi(
      <ModalDialog title="Browse Events" onClose={() => undefined}>
        <p>Results</p>
      </ModalDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Browse Events' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveTextContent('Results');
  });

  it('asks to close from its × and from Escape (the cancel event), and leaves closing to its owner', async () => {
    const onClose = vi.fn();
    renderUi(
      <ModalDialog title="Share" onClose={onClose}>
        <DialogActions>
          <Button>Back</Button>
        </DialogActions>
      </ModalDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(onClose).toHaveBeenCalledTimes(2);
    // The browser's own close on Escape is prevented: the dialog goes when its owner unmounts it.
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog')).toHaveAttribute('open');
  });

  it('closes the native dialog when it unmounts', () => {
    const { unmount } = renderUi(
      <ModalDialog title="Guide" onClose={() => undefined}>
        step
      </ModalDialog>,
    );
    const dialog = screen.getByRole<HTMLDialogElement>('dialog');
    unmount();
    expect(dialog.open).toBe(false);
  });
});
