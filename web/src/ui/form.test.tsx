import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { Button } from './button';
import { FieldBox, FieldError, FieldRow, Form, FormMessage, Hint } from './form';

describe('Form and its field layout', () => {
  it('is a named form that Enter in a field submits', async () => {
    const submit = vi.fn((e: SubmitEvent) => e.preventDefault());
    renderUi(
      <Form aria-label="Contact" onSubmit={(e) => submit(e.nativeEvent)}>
        <FieldBox>
          <label htmlFor="subject">Subject</label>
          <input id="subject" />
        </FieldBox>
        <Button type="submit">Send</Button>
      </Form>,
    );
    expect(screen.getByRole('form', { name: 'Contact' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello{Enter}');
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('keeps a field named by its label, described by its error, and its hint as text', () => {
    renderUi(
      <FieldBox>
        <label htmlFor="year">Year</label>
        <input id="year" aria-invalid="true" aria-describedby="year-error" />
        <FieldError id="year-error">There is no year 0</FieldError>
        <Hint>Negative years are BCE.</Hint>
      </FieldBox>,
    );
    const year = screen.getByRole('textbox', { name: 'Year' });
    expect(year).toHaveAccessibleDescription('There is no year 0');
    expect(screen.getByText('Negative years are BCE.')).toBeInTheDocument();
  });

  it('says how the form went through the role it is given', () => {
    renderUi(
      <>
        <FormMessage role="status" $tone="ok">
          Saved.
        </FormMessage>
        <FormMessage role="alert" $tone="error">
          <ul>
            <li>Name is required</li>
          </ul>
        </FormMessage>
      </>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.getByRole('alert')).toHaveTextContent('Name is required');
  });

  it('keeps the reading and tab order of fields side by side', async () => {
    renderUi(
      <FieldRow>
        <input aria-label="Latitude" />
        <input aria-label="Longitude" />
      </FieldRow>,
    );
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveFocus();
  });
});
