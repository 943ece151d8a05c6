import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';
import { CheckboxField, RadioField, SelectField } from './choice-fields';

function Connections() {
  const [on, setOn] = useState(false);
  return <CheckboxField label="Show Connections" checked={on} onChange={(e) => setOn(e.target.checked)} />;
}

describe('choice fields', () => {
  it('a checkbox toggles from its label text too', async () => {
    renderUi(<Connections />);
    const box = screen.getByRole('checkbox', { name: 'Show Connections' });
    await userEvent.click(screen.getByText('Show Connections'));
    expect(box).toBeChecked();
    await userEvent.click(box);
    expect(box).not.toBeChecked();
  });

  it('radio buttons of one name choose one', async () => {
    const onChange = vi.fn();
    renderUi(
      <div role="radiogroup" aria-label="Real or what-if">
        <RadioField name="type" label="Real" defaultChecked />
        <RadioField name="type" label="What-if" onChange={onChange} />
      </div>,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'What-if' }));
    expect(onChange).toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Real' })).not.toBeChecked();
  });

  it('a select is named by its label and reports the chosen option', async () => {
    const onChange = vi.fn((e: { target: { value: string } }) => e.target.value);
    renderUi(
      <SelectField label="Category" value="" onChange={onChange} inline>
        <option value="">All categories</option>
        <option>Art</option>
      </SelectField>,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Art');
    expect(onChange).toHaveReturnedWith('Art');
  });
});
