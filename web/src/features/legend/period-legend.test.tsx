import { constantCase } from '@domain/enums';
import { PERIODS } from '@domain/periods';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createYearStore } from '../../lib/year-store';
import { fakeApolloClient, renderUi } from '../../test/render';
import { PeriodLegend } from './period-legend';

/** The server's period table, as GraphQL names its keys. */
const server = () => fakeApolloClient({ LegendPeriods: () => ({ periods: PERIODS.map((p) => ({ ...p, key: constantCase(p.key) })) }) });

function legend(props: Partial<Parameters<typeof PeriodLegend>[0]> = {}) {
  // The visible count is an external value, as on the map: here a store set by the test.
  const visible = createYearStore(25);
  const handlers = { onToggle: vi.fn(), onShowConnectionsChange: vi.fn(), onAddEvent: vi.fn() };
  const ui = (more: Partial<Parameters<typeof PeriodLegend>[0]> = {}) => (
    <PeriodLegend visibleCount={visible} selected={[0, 2]} showConnections={false} totalCount={100} playing={false} {...handlers} {...props} {...more} />
  );
  const { rerender } = renderUi(ui(), { client: server().client });
  return { visible, ...handlers, rerender: (more: Partial<Parameters<typeof PeriodLegend>[0]>) => rerender(ui(more)) };
}

describe('PeriodLegend', () => {
  it('lists the seven periods with their ranges, ticks the selected ones and counts them', async () => {
    legend();
    const boxes = await screen.findAllByRole('checkbox', { name: /\d+ (BCE|CE)/ });
    expect(boxes).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: /^Deep Ancient/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Classical Antiquity/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Medieval/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Modern/ })).toHaveAccessibleName('Modern 1900 CE - 2000 CE');
    expect(screen.getByTestId('periods-counter')).toHaveTextContent('Periods: 2/7');
  });

  it('asks to toggle a period by its index, and to show the connections', async () => {
    const { onToggle, onShowConnectionsChange } = legend();
    await userEvent.click(await screen.findByRole('checkbox', { name: /^Industrial/ }));
    expect(onToggle).toHaveBeenCalledWith(5);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Show Connections' }));
    expect(onShowConnectionsChange).toHaveBeenCalledWith(true);
  });

  it('follows the visible count as it changes, and offers to add events while fewer than 10 show', async () => {
    const { visible, onAddEvent } = legend();
    const counter = screen.getByTestId('events-counter');
    expect(counter).toHaveTextContent('Events: 25/100');
    expect(screen.queryByText(/Complete!/)).not.toBeInTheDocument();
    act(() => visible.set(3));
    expect(counter).toHaveTextContent('Events: 3/100');
    expect(screen.getByRole('status')).toHaveTextContent('Complete! 3 events. Add more!');
    await userEvent.click(screen.getByRole('button', { name: 'Add Event' }));
    expect(onAddEvent).toHaveBeenCalledTimes(1);
    act(() => visible.set(40));
    expect(counter).toHaveTextContent('Events: 40/100');
    expect(screen.queryByText(/Complete!/)).not.toBeInTheDocument();
  });

  it("keeps the 'Complete!' prompt's place while the count crosses 10 back and forth (the legend does not jump)", () => {
    const { visible } = legend();
    const slot = screen.getByTestId('complete-slot');
    expect(slot).toBeEmptyDOMElement();
    act(() => visible.set(4));
    expect(screen.getByTestId('complete-slot')).toBe(slot);
    expect(slot).toHaveTextContent('Complete! 4 events. Add more!');
    act(() => visible.set(12));
    expect(screen.getByTestId('complete-slot')).toBe(slot);
    expect(slot).toBeEmptyDOMElement();
  });

  it("holds the 'Complete!' prompt back while the timeline plays, however often the count crosses 10, and shows it when playback stops", () => {
    const { visible, rerender } = legend({ playing: true });
    const slot = screen.getByTestId('complete-slot');
    for (const count of [3, 14, 2, 30, 5]) {
      act(() => visible.set(count));
      expect(slot).toBeEmptyDOMElement();
    }
    expect(screen.getByTestId('events-counter')).toHaveTextContent('Events: 5/100');
    rerender({ playing: false });
    expect(slot).toHaveTextContent('Complete! 5 events. Add more!');
    rerender({ playing: true });
    expect(slot).toBeEmptyDOMElement();
  });

  it("counts each compared map at its own year in place of the timeline's count, without the prompt", () => {
    const sides = [
      { key: 'left', year: '1450 CE', count: 3 },
      { key: 'right', year: '1550 CE', count: 41 },
    ];
    const { visible } = legend({ sides });
    expect(screen.getByTestId('events-counter-left')).toHaveTextContent('Events in 1450 CE: 3/100');
    expect(screen.getByTestId('events-counter-right')).toHaveTextContent('Events in 1550 CE: 41/100');
    expect(screen.queryByTestId('events-counter')).not.toBeInTheDocument();
    act(() => visible.set(2));
    expect(screen.queryByText(/Complete!/)).not.toBeInTheDocument();
  });

  it('shows dots while the feed loads', () => {
    const loading = { get: () => null, subscribe: () => () => undefined };
    renderUi(
      <PeriodLegend
        visibleCount={loading}
        selected={[]}
        showConnections={false}
        totalCount={null}
        playing={false}
        onToggle={vi.fn()}
        onShowConnectionsChange={vi.fn()}
        onAddEvent={vi.fn()}
      />,
      { client: server().client },
    );
    expect(screen.getByTestId('events-counter')).toHaveTextContent('Events: .../...');
  });
});
