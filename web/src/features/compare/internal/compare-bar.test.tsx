import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render';
import { CompareBar } from './compare-bar';

describe('CompareBar', () => {
  it("shows each side's year in the site's words and its count", () => {
    renderUi(<CompareBar years={[-490, 1550]} counts={[12, 340]} onYearsChange={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Left year')).toHaveValue(-490);
    expect(screen.getByText('490 BCE')).toBeInTheDocument();
    expect(screen.getByText('1550 CE')).toBeInTheDocument();
    expect(screen.getByTestId('compare-count-left')).toHaveTextContent('Events: 12');
    expect(screen.getByTestId('compare-count-right')).toHaveTextContent('Events: 340');
  });

  it('changes a side when its field holds a timeline year, and waits while it does not', () => {
    const onYearsChange = vi.fn();
    renderUi(<CompareBar years={[1450, 1550]} counts={[null, null]} onYearsChange={onYearsChange} onClose={vi.fn()} />);
    const right = screen.getByLabelText('Right year');
    for (const text of ['0', '2500', '']) fireEvent.change(right, { target: { value: text } });
    expect(onYearsChange).not.toHaveBeenCalled();
    expect(right).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(right, { target: { value: '-44' } });
    expect(onYearsChange).toHaveBeenCalledWith([1450, -44]);
    expect(screen.getByTestId('compare-count-left')).toHaveTextContent('Events: ...');
  });

  it('follows years changed from outside (back and forward)', () => {
    const view = renderUi(<CompareBar years={[1450, 1550]} counts={[1, 2]} onYearsChange={vi.fn()} onClose={vi.fn()} />);
    view.rerender(<CompareBar years={[1450, 1600]} counts={[1, 2]} onYearsChange={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByLabelText('Right year')).toHaveValue(1600);
  });
});
