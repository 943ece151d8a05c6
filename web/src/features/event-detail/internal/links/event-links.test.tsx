import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../../../lib/current-user';
import { fakeApolloClient, FakeGraphQLErrors, type FakeAnswer, renderUi } from '../../../../test/render';
import { EventLinks } from './event-links';
import { ANSWER_THANKS, SIGN_IN_TO_ANSWER } from './suggestion-row';
import { RELATIONSHIP_ADDED } from './add-relationship';

const ISSUS = { id: 'e-1', name: 'Battle of Issus' };
const GAUGAMELA = { id: 'e-2', name: 'Battle of Gaugamela' };
const DARIUS = { id: 'e-3', name: 'Death of Darius III' };

const LINKS = {
  event: {
    id: 'e-1',
    relationships: [
      {
        id: 'l-1',
        relationshipType: null,
        connectionType: 'SUGGESTED',
        reason: 'Both list Darius III among the participants.',
        description: null,
        source: ISSUS,
        target: GAUGAMELA,
      },
      { id: 'l-2', relationshipType: 'CAUSED_BY', connectionType: 'MANUAL', reason: null, description: null, source: DARIUS, target: ISSUS },
    ],
  },
};

function review(over: { yourAnswer?: string | null; addedByYou?: boolean; feedback?: object | null; isSubmitter?: boolean } = {}) {
  return () => ({
    eventLinkReview: [
      { relationshipId: 'l-1', yourAnswer: over.yourAnswer ?? null, addedByYou: false, feedback: over.feedback ?? null },
      { relationshipId: 'l-2', yourAnswer: null, addedByYou: over.addedByYou ?? false, feedback: over.feedback ?? null },
    ],
    eventPermissions: { isSubmitter: over.isSubmitter ?? false },
  });
}

function signedInAs(role: string | null) {
  forgetCurrentUser();
  const user = { id: 'u-1', email: 'ada@example.org', firstName: 'Ada', lastName: null, role, emailVerified: true, pendingEmail: null };
  vi.stubGlobal('fetch', () => Promise.resolve(role ? Response.json(user) : new Response('{}', { status: 401 })));
}

function links(answers: Record<string, (variables: Record<string, unknown>) => FakeAnswer>) {
  const server = fakeApolloClient({ EventLinks: () => LINKS, EventLinkReview: review(), ...answers });
  const onJump = vi.fn();
  renderUi(<EventLinks eventId="e-1" onJump={onJump} />, { client: server.client });
  return { ...server, onJump };
}

const suggestion = () => screen.findByRole('listitem', { name: 'Suggested link to Battle of Gaugamela' });

describe('EventLinks', () => {
  beforeEach(() => signedInAs('user'));
  afterEach(() => void vi.unstubAllGlobals());

  it("lists people's links by type and the server's suggestions with their reason; a name jumps to the event", async () => {
    const { onJump } = links({});
    const row = await suggestion();
    expect(row).toHaveTextContent('Both list Darius III among the participants.');
    expect(screen.getByText('— caused by this event')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Death of Darius III' }));
    expect(onJump).toHaveBeenCalledWith('e-3');
    // Neither a moderator nor the submitter: no decisions, nothing to add or remove.
    expect(within(row).queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add relationship' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it("records 'Looks Right' for the signed-in visitor and thanks them once the server has it", async () => {
    const server = links({ AnswerSuggestedLink: () => ({ answerSuggestedLink: { previousAnswer: null, feedback: { id: 'f-1', answer: 'LOOKS_RIGHT' } } }) });
    await userEvent.click(within(await suggestion()).getByRole('button', { name: 'Looks Right' }));
    expect(await screen.findByText(ANSWER_THANKS)).toBeInTheDocument();
    expect(server.calls).toContainEqual({ operationName: 'AnswerSuggestedLink', variables: { id: 'l-1', answer: 'LOOKS_RIGHT' } });
  });

  it('asks a signed-out visitor to sign in, sending nothing', async () => {
    signedInAs(null);
    const server = links({});
    await userEvent.click(within(await suggestion()).getByRole('button', { name: 'Not Related' }));
    expect(screen.getByText(SIGN_IN_TO_ANSWER)).toBeInTheDocument();
    expect(server.calls.map((c) => c.operationName)).not.toContain('AnswerSuggestedLink');
  });

  it('shows a moderator the counts, and confirms with the chosen type or dismisses', async () => {
    signedInAs('moderator');
    const server = links({
      EventLinkReview: review({ feedback: { looksRight: 3, notRelated: 1 } }),
      ConfirmSuggestedLink: () => ({ confirmSuggestedLink: { id: 'l-1', connectionType: 'MANUAL', relationshipType: 'RESPONSE_TO' } }),
      DismissSuggestedLink: () => new FakeGraphQLErrors([{ message: 'This link is not a suggestion', extensions: { code: 'BAD_USER_INPUT' } }]),
    });
    const row = await suggestion();
    expect(await within(row).findByText('Looks Right 3 · Not Related 1')).toBeInTheDocument();
    await userEvent.selectOptions(within(row).getByRole('combobox', { name: 'Type of the confirmed link' }), 'RESPONSE_TO');
    await userEvent.click(within(row).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(server.calls).toContainEqual({ operationName: 'ConfirmSuggestedLink', variables: { id: 'l-1', relationshipType: 'RESPONSE_TO' } }),
    );
    await userEvent.click(within(row).getByRole('button', { name: 'Dismiss' }));
    expect(await within(row).findByText('This link is not a suggestion')).toBeInTheDocument();
  });

  it('lets the submitter find another event, pick a type and add the relationship', async () => {
    const server = links({
      EventLinkReview: review({ isSubmitter: true }),
      LinkTargetSearch: () => ({ searchEvents: { edges: [{ node: { id: 'e-9', name: 'Siege of Tyre', startYear: -332 } }] } }),
      AddEventRelationship: () => ({ addEventRelationship: { id: 'l-9' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Add relationship' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Find the other event' }), 'Tyre');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Siege of Tyre (332 BCE)' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'This event is' }), 'CAUSED_BY');
    await userEvent.click(screen.getByRole('button', { name: 'Add: caused by Siege of Tyre' }));
    expect(await screen.findByText(RELATIONSHIP_ADDED)).toBeInTheDocument();
    expect(server.calls).toContainEqual({
      operationName: 'AddEventRelationship',
      variables: { sourceEventId: 'e-1', targetEventId: 'e-9', relationshipType: 'CAUSED_BY' },
    });
  });

  it('offers Remove on a link the viewer added', async () => {
    const server = links({ EventLinkReview: review({ addedByYou: true }), RemoveEventRelationship: () => ({ removeEventRelationship: 'l-2' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove the link to Death of Darius III' }));
    await waitFor(() => expect(server.calls).toContainEqual({ operationName: 'RemoveEventRelationship', variables: { id: 'l-2' } }));
  });
});
