import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { TextAreaField, TextField } from './text-field';

function Email({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextField label="Email" type="email" value={value} onChange={(e) => setValue(e.target.value)} error={error} />;
}

describe('TextField and TextAreaField', () => {
  it('is named by its label and takes what is typed', async () => {
    renderUi(<Email />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    await userEvent.type(box, 'ada@example.org');
    expect(box).toHaveValue('ada@example.org');
    expect(box).not.toHaveAttribute('aria-invalid');
  });

  it('shows its error as an alert, marks the control invalid and describes it with the error', () => {
    renderUi(<Email error="Invalid email" />);
    const box = screen.getByRole('textbox', { name: 'Email' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Invalid email');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email');
  });

  it('keeps a hidden label as the accessible name', () => {
    renderUi(<TextField label="Search all events" hideLabel type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search all events' })).toBeInTheDocument();
  });

  it('gives text areas the same label and error wiring', () => {
    renderUi(<TextAreaField label="Message" error="Required" rows={3} />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Required');
  });
});
