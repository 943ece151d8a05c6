import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApolloClient, renderUi } from '../../../test/render';
import { EventFinder } from './event-finder';

describe('EventFinder', () => {
  it('searches at three characters and adds a found event by its id', async () => {
    const { client, calls } = fakeApolloClient({
      StoryEventSearch: () => ({
        searchEvents: {
          __typename: 'EventConnection',
          edges: [{ __typename: 'EventEdge', node: { __typename: 'HistoricalEvent', id: 'ev-9', name: 'Battle of Marathon', startYear: -490 } }],
        },
      }),
    });
    const onAdd = vi.fn();
    renderUi(<EventFinder onAdd={onAdd} />, { client });
    const field = screen.getByLabelText('Find an event to highlight');
    await userEvent.type(field, 'Ma');
    expect(screen.getByRole('button', { name: 'Find' })).toBeDisabled();
    await userEvent.type(field, 'r{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: 'Highlight Battle of Marathon' }));
    expect(screen.getByText('Battle of Marathon (490 BCE)')).toBeInTheDocument();
    expect(onAdd).toHaveBeenCalledWith('ev-9');
    expect(calls).toEqual([{ operationName: 'StoryEventSearch', variables: { query: 'Mar' } }]);
  });
});
