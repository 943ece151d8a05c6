import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../lib/current-user';
import { fakeApolloClient, renderUi } from '../../test/render';
import { MyEventsPage, NO_SUBMISSIONS } from './my-events-page';

const submission = (over: Record<string, unknown>) => ({
  id: 'e-1',
  kind: 'EVENT',
  eventId: 'e-1',
  eventName: 'Lovelace publishes her Notes',
  status: 'PENDING',
  reason: null,
  decidedAt: null,
  submittedAt: '2026-11-28T19:00:00Z',
  event: { id: 'e-1' },
  revision: null,
  ...over,
});

function page(items: unknown[]) {
  const edges = items.map((node) => ({ node }));
  const { client } = fakeApolloClient({
    MyEvents: () => ({ myEvents: { totalCount: edges.length, pageInfo: { hasNextPage: false, endCursor: null }, edges } }),
  });
  renderUi(<MyEventsPage />, { client, route: '/my-events' });
}

describe('MyEventsPage', () => {
  beforeEach(() => {
    forgetCurrentUser();
    const user = { id: 'u-1', email: 'ada@example.org', firstName: 'Ada', lastName: null, role: 'user', emailVerified: true, pendingEmail: null };
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(user)));
  });
  afterEach(() => void vi.unstubAllGlobals());

  it("lists the person's events and proposals with their state, the moderator's reason, and links to open and edit", async () => {
    page([
      submission({
        id: 'r-2',
        kind: 'PROPOSAL',
        eventId: 'e-2',
        eventName: 'Babbage demo',
        status: 'REJECTED',
        reason: 'The old name is the usual one',
        decidedAt: '2026-11-28T20:00:00Z',
        event: { id: 'e-2' },
        revision: { id: 'r-2', comment: 'A clearer name', changes: [{ field: 'name', from: '"Babbage demo"', to: '"Babbage shows the engine"' }] },
      }),
      submission({}),
      submission({ id: 'e-3', eventId: 'e-3', eventName: 'A duplicate', status: 'WITHDRAWN', event: null }),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'My events' })).toBeInTheDocument();
    const proposal = await screen.findByRole('listitem', { name: 'Babbage demo' });
    expect(proposal).toHaveTextContent('Proposed edit');
    expect(within(proposal).getByTestId('submission-status')).toHaveTextContent('Not accepted');
    expect(proposal).toHaveTextContent('Moderator’s reason: The old name is the usual one');
    expect(proposal).toHaveTextContent('decided 28 Nov 2026, 20:00 UTC');
    expect(within(proposal).getByRole('table', { name: 'Changes proposed to Babbage demo' })).toBeInTheDocument();
    expect(within(proposal).getByRole('link', { name: 'Edit Babbage demo' })).toHaveAttribute('href', '/?event=e-2&edit=1');

    const pending = screen.getByRole('listitem', { name: 'Lovelace publishes her Notes' });
    expect(within(pending).getByTestId('submission-status')).toHaveTextContent('Waiting for review');
    expect(within(pending).getByRole('link', { name: 'Open on the map' })).toHaveAttribute('href', '/?event=e-1');
    expect(pending).not.toHaveTextContent('reason');

    const withdrawn = screen.getByRole('listitem', { name: 'A duplicate' });
    expect(withdrawn).toHaveTextContent('No longer on the map.');
    expect(within(withdrawn).queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    page([]);
    expect(await screen.findByText(NO_SUBMISSIONS, { exact: false })).toHaveTextContent(`${NO_SUBMISSIONS} Add one from the map with Upload Event.`);
  });
});
