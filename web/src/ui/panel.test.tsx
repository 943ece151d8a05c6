import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Button } from './button';
import { Cluster, Panel, Pill } from './panel';

describe('Panel, Cluster and Pill', () => {
  it('is a region named by its heading, floating or not', () => {
    renderUi(
      <>
        <Panel aria-labelledby="legend-title" $floating>
          <h2 id="legend-title">Legend</h2>
        </Panel>
        <Panel aria-label="Subscribers">
          <p>No subscribers yet.</p>
        </Panel>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Legend' })).toContainElement(screen.getByRole('heading', { name: 'Legend' }));
    expect(screen.getByRole('region', { name: 'Subscribers' })).toHaveTextContent('No subscribers yet.');
  });

  it('keeps a cluster of actions in reading and tab order', async () => {
    renderUi(
      <Cluster $justify="between" aria-label="Actions" role="group">
        <Button>Export</Button>
        <Button>Refresh</Button>
      </Cluster>,
    );
    const group = screen.getByRole('group', { name: 'Actions' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Export', 'Refresh']);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
  });

  it('shows a pill as inline text that takes no focus', async () => {
    renderUi(
      <p>
        Plan: <Pill>Explorer</Pill>
      </p>,
    );
    expect(screen.getByText('Explorer').tagName).toBe('SPAN');
    expect(screen.getByText(/Plan:/)).toHaveTextContent('Plan: Explorer');
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });
});
