import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { NewsletterLabel, TierBadge } from './tier-badge';

describe('TierBadge and NewsletterLabel', () => {
  it('names each newsletter as the spec does, with FREE or PREMIUM beside it (and the cadence when asked)', () => {
    renderUi(
      <ul>
        <li>
          <NewsletterLabel topic="weeklyDigest" />
        </li>
        <li>
          <NewsletterLabel topic="premiumInsights" cadence />
        </li>
        <li>
          <NewsletterLabel topic="historianCorner" cadence />
        </li>
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'This Week in History FREE',
      'Deep Dive Discoveries (monthly) PREMIUM',
      "Curator's Corner PREMIUM",
    ]);
  });

  it('writes the tier in capitals', () => {
    renderUi(<TierBadge tier="premium" />);
    expect(screen.getByText('PREMIUM')).toBeVisible();
  });
});
