import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../test/render';
import { EMBED_COPY_OK } from './internal/embed-code';
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

  it('offers Embed: the <iframe> code of /embed in the map state being viewed, with this event, copied on request', async () => {
    window.history.replaceState(null, '', '/?year=-490&mode=whatif&periods=classical-antiquity&view=38.1,23.9,5.00&q=secret&event=other');
    const writeText = vi.fn(() => Promise.resolve());
    clipboard(writeText);
    const onToast = vi.fn();
    const onClose = vi.fn();
    renderUi(<SharePopover event={{ ...EVENT, name: 'Fall of the "Wall" <1989>' }} onClose={onClose} onToast={onToast} />);
    expect(screen.queryByRole('textbox', { name: /Embed this map/i })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Embed' }));
    const code = screen.getByRole<HTMLTextAreaElement>('textbox', { name: /Embed this map/i });
    const src = `${window.location.origin}/embed?year=-490&amp;mode=whatif&amp;periods=classical-antiquity&amp;view=38.1%2C23.9%2C5.00&amp;event=e1`;
    expect(code.value).toBe(
      `<iframe src="${src}" title="Fall of the &quot;Wall&quot; &lt;1989&gt; - Epoch Atlas" width="800" height="500" ` +
        `style="border:0" loading="lazy" allowfullscreen referrerpolicy="strict-origin-when-cross-origin"></iframe>`,
    );
    await userEvent.click(screen.getByRole('button', { name: /Copy embed code/i }));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith(EMBED_COPY_OK));
    expect(writeText).toHaveBeenCalledWith(code.value);
    expect(onClose).toHaveBeenCalled();
  });
});
