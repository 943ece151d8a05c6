import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { TabPanel, Tabs } from './tabs';

const TABS = [
  { key: 'login', label: 'Log In' },
  { key: 'signup', label: 'Sign Up' },
] as const;

function Account() {
  const [tab, setTab] = useState<'login' | 'signup'>('login');
  return (
    <>
      <Tabs label="Account" tabs={TABS} selected={tab} onSelect={setTab} fill />
      <TabPanel label={tab === 'login' ? 'Log In' : 'Sign Up'}>{tab === 'login' ? 'the login form' : 'the signup form'}</TabPanel>
    </>
  );
}

describe('Tabs', () => {
  it('marks the selected tab and shows its panel; a click selects another', async () => {
    renderUi(<Account />);
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Log In' })).toHaveTextContent('the login form');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Log In' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Sign Up' })).toHaveTextContent('the signup form');
  });
});
