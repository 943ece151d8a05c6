import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../lib/current-user';
import { renderUi } from '../../test/render';
import { AppHeader } from './app-header';

/** A window as wide as `width`: matchMedia answers the header's max-width queries for it. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) >= width,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function header() {
  const handlers = { onBrowse: vi.fn(), onUpload: vi.fn(), onHelp: vi.fn() };
  renderUi(<AppHeader search={<input type="search" aria-label="Search events" />} {...handlers} />);
  return handlers;
}

describe('AppHeader', () => {
  beforeEach(() => {
    // A signed-out visitor.
    forgetCurrentUser();
    vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 401 })));
  });
  afterEach(() => void vi.unstubAllGlobals());

  it('offers a visitor Sign Up/Log In, hints the upload cost, and reaches the site menu (desktop)', async () => {
    windowWidth(1440);
    const { onUpload } = header();
    expect(await screen.findByRole('link', { name: 'User menu: Sign Up/Log In' })).toHaveTextContent('Sign Up/Log In');
    const upload = screen.getByRole('button', { name: /Upload Event/ });
    expect(upload).toHaveTextContent('Upload Event 10 credits');
    await userEvent.click(upload);
    expect(onUpload).toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const site = screen.getByRole('navigation', { name: 'Site' });
    expect(within(site).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(within(site).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
    // The actions stay in the row on a desktop, not in the menu.
    expect(within(site).queryByRole('button', { name: 'Browse Events' })).not.toBeInTheDocument();
  });

  it('folds the actions into the menu on a phone, so the header keeps one row', async () => {
    windowWidth(360);
    const { onBrowse } = header();
    expect(screen.queryByRole('button', { name: 'Browse Events' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const site = screen.getByRole('navigation', { name: 'Site' });
    expect(await within(site).findByRole('link', { name: /Sign Up\/Log In/ })).toBeInTheDocument();
    expect(within(site).getByRole('button', { name: /Upload Event/ })).toHaveTextContent('10 credits');
    expect(within(site).getByRole('link', { name: 'About' })).toBeInTheDocument();
    await userEvent.click(within(site).getByRole('button', { name: 'Browse Events' }));
    expect(onBrowse).toHaveBeenCalled();
    // The menu closes once an action is chosen.
    expect(screen.queryByRole('link', { name: 'About' })).not.toBeInTheDocument();
  });
});
