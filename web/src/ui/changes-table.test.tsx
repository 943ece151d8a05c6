import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ChangesTable } from './changes-table';

describe('ChangesTable', () => {
  it('shows each changed field with its value before and after, side by side', () => {
    renderUi(
      <ChangesTable
        label="Changes in version 2"
        changes={[
          { field: 'name', from: '"Battle of Hastings"', to: '"Battle of Senlac Hill"' },
          { field: 'endDate', from: null, to: '"1066-10-15"' },
        ]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Changes in version 2' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Field', 'Before', 'After']);
    const name = within(table).getByRole('row', { name: /^Name/ });
    expect(
      within(name)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Battle of Hastings', 'Battle of Senlac Hill']);
    const end = within(table).getByRole('row', { name: /^End date/ });
    expect(
      within(end)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['(none)', '1066-10-15']);
  });

  it('shows nothing when nothing changed', () => {
    const { container } = renderUi(<ChangesTable changes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
