import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { FuturePlans } from './future-plans';

describe('FuturePlans', () => {
  it("lists the spec's three tiers with their prices, the free one as the visitor's plan", () => {
    renderUi(<FuturePlans />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(/^Explorer free: .*This is your plan\.$/);
    expect(items[1]).toHaveTextContent(/^Creator \$9\/month, coming soon:/);
    expect(items[2]).toHaveTextContent(/^Scholar \$19\/month, coming soon:/);
  });

  it('offers nothing to buy yet', () => {
    renderUi(<FuturePlans />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
