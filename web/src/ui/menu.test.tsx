import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { MenuButton, MenuLink, MenuPanel } from './menu';

function Menu({ onAdmin }: { onAdmin: () => void }) {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <form onSubmit={(e) => e.preventDefault()}>
            <MenuPanel role="menu" aria-label="Account">
              <MenuLink role="menuitem" to="/account">
                Account settings
              </MenuLink>
              <MenuButton role="menuitem" onClick={onAdmin}>
                Admin dashboard
              </MenuButton>
            </MenuPanel>
          </form>
        }
      />
      <Route path="/account" element={<h1>Account</h1>} />
    </Routes>
  );
}

describe('MenuPanel, MenuLink and MenuButton', () => {
  it('lists its items as menu items of a named menu, in order', () => {
    renderUi(<Menu onAdmin={() => {}} />);
    const items = screen.getAllByRole('menuitem');
    expect(screen.getByRole('menu', { name: 'Account' })).toBeInTheDocument();
    expect(items.map((item) => item.textContent)).toEqual(['Account settings', 'Admin dashboard']);
  });

  it('runs a button item from the keyboard without submitting a surrounding form', async () => {
    const admin = vi.fn();
    renderUi(<Menu onAdmin={admin} />);
    const button = screen.getByRole('menuitem', { name: 'Admin dashboard' });
    expect(button).toHaveAttribute('type', 'button');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(admin).toHaveBeenCalledTimes(2);
  });

  it('follows a link item with Enter', async () => {
    renderUi(<Menu onAdmin={() => {}} />);
    const link = screen.getByRole('menuitem', { name: 'Account settings' });
    expect(link).toHaveAttribute('href', '/account');
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeInTheDocument();
  });
});
