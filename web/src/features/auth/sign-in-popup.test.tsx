import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchCurrentUser, forgetCurrentUser } from '../../lib/current-user';
import { renderUi } from '../../test/render';
import { POPUP_DELAY_MS, SignInPopup } from './sign-in-popup';

const TITLE = 'Sign in to add your stories';

describe('SignInPopup', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.clear();
    forgetCurrentUser();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 401 })));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  /** The visitor is known to be signed out: the popup's 60 s start. */
  const signedOutKnown = async () => {
    await act(async () => {
      await fetchCurrentUser();
      await vi.advanceTimersByTimeAsync(0);
    });
  };
  const after = async (ms: number) => {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  };

  it('opens 60 s after load for a visitor who is idle', async () => {
    renderUi(<SignInPopup idle />);
    await signedOutKnown();
    await after(POPUP_DELAY_MS - 1000);
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    await after(2000);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });

  it('waits while the visitor is busy (a dialog open, playback running), and opens when they are done', async () => {
    const { rerender } = renderUi(<SignInPopup idle={false} />);
    await signedOutKnown();
    await after(POPUP_DELAY_MS * 2);
    expect(screen.queryByRole('dialog', { name: TITLE })).not.toBeInTheDocument();
    rerender(<SignInPopup idle />);
    await after(0);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeInTheDocument();
  });
});
