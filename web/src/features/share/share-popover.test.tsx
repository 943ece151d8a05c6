import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { COPY_FAILED, COPY_OK, SharePopover } from './share-popover';

const EVENT = { id: 'e1', name: 'Fall of the Berlin Wall', description: 'The wall opened.' };

function clipboard(writeText: () => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('SharePopover', () => {
  afterEach(() => vi.restoreAllMocks());

  it('copies the link, says so and closes', async () => {
    clipboard(() => Promise.resolve());
    const onToast = vi.fn();
    const onClose = vi.fn();
    renderUi(<SharePopover event={EVENT} onClose={onClose} onToast={onToast} />);
    await userEvent.click(screen.getByRole('button', { name: /Copy Link/i }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onToast).toHaveBeenCalledWith(COPY_OK);
  });

  it("says 'Failed to copy' as an error toast (spec: destructive) and stays open", async () => {
    clipboard(() => Promise.reject(new Error('denied')));
    const onToast = vi.fn();
    const onClose = vi.fn();
    renderUi(<SharePopover event={EVENT} onClose={onClose} onToast={onToast} />);
    await userEvent.click(screen.getByRole('button', { name: /Copy Link/i }));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith(COPY_FAILED, undefined, 'error'));
    expect(onClose).not.toHaveBeenCalled();
  });
});
