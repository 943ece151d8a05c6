import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApolloClient, renderUi, type FakeAnswer } from '../../../test/render';
import { EventHistory, NO_HISTORY } from './event-history';

const ADA = { id: 'u-1', name: 'Ada L.', role: 'USER' };
const MO = { id: 'u-2', name: 'Mo D.', role: 'MODERATOR' };

const revision = (over: Record<string, unknown>) => ({
  id: 'r-x',
  kind: 'EDITED',
  createdAt: '2026-11-28T19:40:00Z',
  comment: null,
  reason: null,
  baseVersion: 1,
  version: 2,
  revertedToVersion: null,
  actor: ADA,
  changes: [],
  ...over,
});

/** An event at version 3: created by Ada, edited by her, then validated by a moderator. */
const HISTORY = [
  revision({
    id: 'r-3',
    kind: 'STATUS_CHANGED',
    baseVersion: 2,
    version: 3,
    actor: MO,
    reason: 'Checked against two sources',
    changes: [{ field: 'verificationStatus', from: '"pending"', to: '"validated"' }],
  }),
  revision({ id: 'r-2', kind: 'EDITED', comment: 'Fixed the name', changes: [{ field: 'name', from: '"Battle of Hastingz"', to: '"Battle of Hastings"' }] }),
  revision({
    id: 'r-1',
    kind: 'CREATED',
    baseVersion: 0,
    version: 1,
    createdAt: '2026-11-28T19:30:00Z',
    changes: [{ field: 'name', from: null, to: '"Battle of Hastingz"' }],
  }),
];

function history(revisions: unknown[], canRevert = false, revert: () => FakeAnswer = () => ({ revertEvent: { id: 'e-1', version: 4 } }), onReverted = vi.fn()) {
  const edges = revisions.map((node) => ({ node }));
  const server = fakeApolloClient({
    EventHistory: () => ({
      event: { id: 'e-1', version: 3, revisions: { totalCount: edges.length, pageInfo: { hasNextPage: false, endCursor: null }, edges } },
    }),
    RevertEvent: revert,
    EventDetail: () => ({ event: null }),
  });
  renderUi(<EventHistory eventId="e-1" canRevert={canRevert} onReverted={onReverted} />, { client: server.client });
  return server;
}

describe('EventHistory', () => {
  it('lists the changes newest first: kind, who, when, comment or reason, and each field before and after', async () => {
    history(HISTORY);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('aria-label'))).toEqual([
      'Verification changed, 28 Nov 2026, 19:40 UTC',
      'Edited, 28 Nov 2026, 19:40 UTC',
      'Created, 28 Nov 2026, 19:30 UTC',
    ]);
    expect(items[0]).toHaveTextContent('Mo D. (moderator)');
    expect(items[0]).toHaveTextContent('Reason: Checked against two sources');
    expect(items[1]).toHaveTextContent('Ada L.');
    expect(items[1]).toHaveTextContent('“Fixed the name”');
    const changes = within(items[1]!).getByRole('table', { name: 'Changes in version 2' });
    expect(
      within(changes)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Battle of Hastingz', 'Battle of Hastings']);
    expect(
      within(items[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Pending Validation', 'Validated']);
    expect(screen.queryByRole('button', { name: 'Revert to this' })).not.toBeInTheDocument();
  });

  it('offers a moderator to revert to each earlier version, asking once more, and sends the version it was shown at', async () => {
    const onReverted = vi.fn();
    const server = history(HISTORY, true, undefined, onReverted);
    await screen.findAllByRole('listitem');
    // The newest revision is the event as it is: nothing to revert to there.
    expect(screen.getAllByRole('button', { name: 'Revert to this' })).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Revert to this' })[1]!);
    await userEvent.type(screen.getByLabelText('Why revert to version 1? (optional)'), 'Spam');
    await userEvent.click(screen.getByRole('button', { name: 'Revert to version 1' }));
    await screen.findAllByRole('listitem');
    expect(server.calls.find((c) => c.operationName === 'RevertEvent')?.variables).toEqual({ id: 'e-1', toVersion: 1, expectedVersion: 3, comment: 'Spam' });
    // The event changed: the screen reloads what its map draws.
    await vi.waitFor(() => expect(onReverted).toHaveBeenCalledOnce());
  });

  it("says the server's refusal of a revert", async () => {
    const onReverted = vi.fn();
    history(HISTORY, true, () => new Error('This event is at version 4 (edited by Ada L. at 2026-11-28 19:50 UTC); you reverted version 3.'), onReverted);
    await screen.findAllByRole('listitem');
    await userEvent.click(screen.getAllByRole('button', { name: 'Revert to this' })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Revert to version 2' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This event is at version 4');
    expect(onReverted).not.toHaveBeenCalled();
  });

  it('offers the first version of an imported event, whose history starts at its first change', async () => {
    history(
      [revision({ id: 'r-9', kind: 'EDITED', baseVersion: 1, version: 2, actor: MO })].map((r) => ({ ...r })),
      true,
    );
    await screen.findAllByRole('listitem');
    const original = screen.getByRole('listitem', { name: 'Version 1, as first published' });
    expect(within(original).getByRole('button', { name: 'Revert to this' })).toBeInTheDocument();
  });

  it('says when nothing has changed yet', async () => {
    history([]);
    expect(await screen.findByText(NO_HISTORY)).toBeInTheDocument();
  });
});
