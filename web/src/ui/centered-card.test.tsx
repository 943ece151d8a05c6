import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { Card, CenteredPage } from './centered-card';

describe('CenteredPage and Card', () => {
  it('is the main landmark holding one card named by its heading', () => {
    renderUi(
      <CenteredPage>
        <Card aria-labelledby="title">
          <h1 id="title">Email confirmed</h1>
          <p>You can sign in now.</p>
        </Card>
      </CenteredPage>,
    );
    const card = within(screen.getByRole('main')).getByRole('region', { name: 'Email confirmed' });
    expect(card).toHaveTextContent('You can sign in now.');
    expect(within(card).getByRole('heading', { level: 1 })).toHaveTextContent('Email confirmed');
  });

  it('keeps the links of the card reachable by Tab', async () => {
    renderUi(
      <CenteredPage>
        <Card>
          <a href="/">Back to the map</a>
        </Card>
      </CenteredPage>,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Back to the map' })).toHaveFocus();
  });
});
