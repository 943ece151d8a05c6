import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { ConfirmLinkCard } from './confirm-link-card';

describe('ConfirmLinkCard', () => {
  it('says it is confirming, follows the link once, then says how it went', async () => {
    const confirm = vi.fn(() => Promise.resolve('Your subscription is confirmed.'));
    renderUi(<ConfirmLinkCard title="Newsletter subscription" confirm={confirm} />);
    expect(screen.getByRole('heading', { name: 'Newsletter subscription' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming...');
    expect(await screen.findByText('Your subscription is confirmed.')).toHaveAttribute('role', 'status');
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(document.title).toBe('Newsletter subscription - Epoch Atlas');
    expect(screen.getByRole('link', { name: 'Go to the map' })).toHaveAttribute('href', '/');
  });

  it('shows a refused link as an alert with the reason', async () => {
    renderUi(<ConfirmLinkCard title="Email address" confirm={() => Promise.reject(new Error('This link is invalid or has expired'))} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired');
  });
});
