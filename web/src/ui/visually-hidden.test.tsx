import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('names a control that shows only a symbol', () => {
    renderUi(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close the guide</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close the guide' })).toBeInTheDocument();
  });

  it('stays in the accessibility tree, unlike hidden content', () => {
    renderUi(
      <p>
        3 events<VisuallyHidden> shown on the map</VisuallyHidden>
      </p>,
    );
    const text = screen.getByText('shown on the map', { exact: false });
    expect(text).toBeVisible();
    expect(text).not.toHaveAttribute('aria-hidden');
    expect(text.closest('p')).toHaveTextContent('3 events shown on the map');
  });

  it('takes no room on the screen', () => {
    renderUi(<VisuallyHidden>Only for screen readers</VisuallyHidden>);
    expect(screen.getByText('Only for screen readers')).toHaveStyle({ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden' });
  });
});
