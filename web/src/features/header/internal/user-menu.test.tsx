import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../lib/current-user';
import { renderUi } from '../../../test/render';
import { UserMenu } from './user-menu';

const account = (role: string): CurrentUser => ({
  id: `${role}-1`,
  email: `${role}@example.org`,
  firstName: 'Ada',
  lastName: null,
  role,
  emailVerified: true,
  pendingEmail: null,
});

/** The menu on the map, with /admin as a page of its own (as the router has it), opened. */
async function openMenuAs(role: string, onOpenAdmin = vi.fn()) {
  renderUi(
    <Routes>
      <Route path="/" element={<UserMenu user={account(role)} onOpenAdmin={onOpenAdmin} />} />
      <Route path="/admin" element={<h1>Moderation</h1>} />
    </Routes>,
  );
  await userEvent.click(screen.getByRole('button', { name: /Explorer/ }));
  return onOpenAdmin;
}

describe('UserMenu', () => {
  it('offers a moderator their moderation queue, which opens /admin', async () => {
    await openMenuAs('moderator');
    expect(screen.queryByRole('menuitem', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    const queue = screen.getByRole('menuitem', { name: 'Moderation Queue' });
    expect(queue).toHaveAttribute('href', '/admin');
    await userEvent.click(queue);
    expect(screen.getByRole('heading', { name: 'Moderation' })).toBeInTheDocument();
  });

  it('offers everyone signed in their own submissions, at /my-events', async () => {
    await openMenuAs('user');
    expect(screen.getByRole('menuitem', { name: 'My Events' })).toHaveAttribute('href', '/my-events');
  });

  it('offers a reader neither the moderation queue nor the admin dashboard', async () => {
    await openMenuAs('user');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Account Settings',
      'My Events',
      'Newsletter Preferences',
      'Future Features',
      'Log Out',
    ]);
  });

  it('offers an admin the dashboard (opened in place), not the separate queue', async () => {
    const onOpenAdmin = await openMenuAs('admin');
    expect(screen.queryByRole('menuitem', { name: 'Moderation Queue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Admin Dashboard' }));
    expect(onOpenAdmin).toHaveBeenCalledTimes(1);
  });
});
