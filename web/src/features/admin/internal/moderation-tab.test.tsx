import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApolloClient, renderUi } from '../../../test/render';
import { REASON_NEEDED } from './moderation-item';
import { ModerationTab, QUEUE_EMPTY } from './moderation-tab';

const event = (id: string, name: string) => ({
  id,
  name,
  startDate: '1843-07-01',
  endDate: null,
  startYear: 1843,
  endYear: 1843,
  location: 'London',
  description: `${name}: what happened.`,
  eventType: 'REAL',
  linkedEventId: null,
});

const NEW_EVENT = {
  id: 'e-1',
  kind: 'NEW_EVENT',
  submittedAt: '2026-11-28T19:00:00Z',
  submitter: { id: 'u-1', name: 'Ada L.', role: 'USER' },
  changes: [],
  revision: null,
  event: event('e-1', 'Lovelace publishes her Notes'),
};

const PROPOSAL = {
  id: 'r-7',
  kind: 'PROPOSED_REVISION',
  submittedAt: '2026-11-28T19:30:00Z',
  submitter: { id: 'u-1', name: 'Ada L.', role: 'USER' },
  changes: [{ field: 'name', from: '"Babbage demo"', to: '"Babbage shows the Difference Engine"' }],
  revision: { id: 'r-7', comment: 'A clearer name' },
  event: event('e-2', 'Babbage demo'),
};

function queue(items: unknown[], answers: Record<string, () => Record<string, unknown> | Error> = {}) {
  const edges = items.map((node) => ({ node }));
  const server = fakeApolloClient({
    ModerationQueue: () => ({ moderationQueue: { totalCount: edges.length, pageInfo: { hasNextPage: false, endCursor: null }, edges } }),
    RefusedSubmissions: () => ({ moderationLog: { edges: [] } }),
    ...answers,
  });
  renderUi(<ModerationTab />, { client: server.client });
  return server;
}

const calls = (server: ReturnType<typeof queue>, name: string) => server.calls.filter((c) => c.operationName === name).map((c) => c.variables);

describe('ModerationTab', () => {
  it('lists new events and proposed edits as the server orders them (oldest first), a proposal with its changes side by side', async () => {
    queue([NEW_EVENT, PROPOSAL]);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual(['Lovelace publishes her Notes', 'Babbage demo']);
    expect(items[0]).toHaveTextContent('New event');
    expect(items[0]).toHaveTextContent('Submitted by Ada L. on 28 Nov 2026, 19:00 UTC');
    expect(items[1]).toHaveTextContent('Proposed edit');
    expect(items[1]).toHaveTextContent('“A clearer name”');
    const table = within(items[1]!).getByRole('table', { name: 'Proposed changes to Babbage demo' });
    expect(
      within(table)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Babbage demo', 'Babbage shows the Difference Engine']);
    expect(screen.getByText(/^2 waiting for review/)).toBeInTheDocument();
  });

  it('validates a new event with the reason given, then loads the queue again', async () => {
    const server = queue([NEW_EVENT], { SetVerificationStatus: () => ({ setVerificationStatus: { id: 'e-1', verificationStatus: 'VALIDATED' } }) });
    const item = await screen.findByRole('listitem', { name: 'Lovelace publishes her Notes' });
    await userEvent.type(within(item).getByLabelText(/^Reason for the submitter/), 'Well sourced');
    await userEvent.click(within(item).getByRole('button', { name: 'Validate' }));
    await vi.waitFor(() => expect(calls(server, 'ModerationQueue')).toHaveLength(2));
    expect(calls(server, 'SetVerificationStatus')).toEqual([{ eventId: 'e-1', status: 'VALIDATED', reason: 'Well sourced' }]);
  });

  it('rejects only with a reason, which the submitter is sent', async () => {
    const server = queue([PROPOSAL], { RejectRevision: () => ({ rejectRevision: { id: 'r-7', status: 'REJECTED' } }) });
    const item = await screen.findByRole('listitem', { name: 'Babbage demo' });
    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    expect(within(item).getByRole('alert')).toHaveTextContent(REASON_NEEDED);
    expect(calls(server, 'RejectRevision')).toEqual([]);
    await userEvent.type(within(item).getByLabelText(/^Reason for the submitter/), 'The old name is the usual one');
    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(calls(server, 'RejectRevision')).toEqual([{ revisionId: 'r-7', reason: 'The old name is the usual one' }]));
  });

  it("accepts a proposal, and says the server's refusal when the event moved on", async () => {
    const server = queue([PROPOSAL], { AcceptRevision: () => new Error('This event is at version 5 (edited by Mo D. at 2026-11-28 19:45 UTC).') });
    const item = await screen.findByRole('listitem', { name: 'Babbage demo' });
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('This event is at version 5');
    expect(calls(server, 'AcceptRevision')).toEqual([{ revisionId: 'r-7', comment: null }]);
  });

  it('says when nothing is waiting', async () => {
    queue([]);
    expect(await screen.findByText(QUEUE_EMPTY)).toBeInTheDocument();
  });
});
