import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApolloClient, type FakeAnswer, renderUi } from '../../../test/render';
import { LinkedConnection, NOT_SAVED, THANKS } from './linked-connection';

function linked(answer: () => FakeAnswer, connectionType = 'manual') {
  const server = fakeApolloClient({ RecordLinkFeedback: answer });
  renderUi(
    <LinkedConnection
      eventId="w-1"
      linkedEventId="r-1"
      linkedEvent={{ id: 'r-1', name: 'Battle of Hastings' }}
      relationshipType="inspired_by"
      connectionType={connectionType}
      onJump={vi.fn()}
    />,
    { client: server.client },
  );
  return server;
}

describe('LinkedConnection', () => {
  it('thanks once the server has recorded the answer', async () => {
    const server = linked(() => ({ recordLinkFeedback: { id: 'f-1' } }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(THANKS);
    expect(server.calls).toEqual([{ operationName: 'RecordLinkFeedback', variables: { eventId: 'w-1', answer: 'CONFIRM' } }]);
  });

  it('does not thank when saving fails: it says so, and the answer can be given again', async () => {
    linked(() => new Error('Network request failed'));
    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_SAVED);
    expect(screen.queryByText(THANKS)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it("asks 'Looks Right' or 'Not Related' about a suggested link", () => {
    linked(() => ({ recordLinkFeedback: { id: 'f-2' } }), 'suggested');
    expect(screen.getByRole('button', { name: 'Looks Right' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not Related' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });
});
