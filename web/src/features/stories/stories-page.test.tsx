import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../lib/current-user';
import { fakeApolloClient, renderUi } from '../../test/render';
import { NO_OWN_STORIES } from './internal/my-stories';
import { StoriesPage } from './stories-page';

const PUBLISHED = { id: 's-1', title: 'The Silk Road', summary: 'Caravans', authorName: null, steps: [{ title: 'a' }, { title: 'b' }] };
const own = (over: Record<string, unknown>) => ({
  id: 's-2',
  title: 'Paper goes west',
  status: 'PENDING',
  updatedAt: '2026-11-28T20:00:00Z',
  steps: [{ title: 'Talas' }],
  revisions: [{ id: 'r-1', status: 'ACCEPTED' }],
  ...over,
});

function signedIn(signed: boolean) {
  forgetCurrentUser();
  const user = { id: 'u-1', email: 'ada@example.org', firstName: 'Ada', lastName: null, role: 'user', emailVerified: true, pendingEmail: null };
  vi.stubGlobal('fetch', () => Promise.resolve(signed ? Response.json(user) : Response.json({ message: 'Not signed in' }, { status: 401 })));
}

function page(mine: Record<string, unknown>[]) {
  let withdrawn = false;
  const fake = fakeApolloClient({
    PublishedStories: () => ({ stories: { totalCount: 1, pageInfo: { hasNextPage: false, endCursor: null }, edges: [{ node: PUBLISHED }] } }),
    MyStories: () => ({ myStories: withdrawn ? mine.map((s) => ({ ...s, status: 'WITHDRAWN' })) : mine }),
    WithdrawStory: ({ id }) => ((withdrawn = true), { withdrawStory: { id, status: 'WITHDRAWN' } }),
  });
  renderUi(<StoriesPage />, { client: fake.client, route: '/stories' });
  return fake;
}

describe('StoriesPage', () => {
  afterEach(() => void vi.unstubAllGlobals());

  describe('signed in', () => {
    beforeEach(() => signedIn(true));

    it("lists the creator's own stories with their state, an edit that waits, and links to play and edit", async () => {
      page([own({}), own({ id: 's-3', title: 'Old roads', status: 'PUBLISHED', revisions: [{ id: 'r-2', status: 'PROPOSED' }] })]);
      const pending = await screen.findByRole('listitem', { name: 'Paper goes west' });
      expect(within(pending).getByTestId('story-status')).toHaveTextContent('Awaiting review · 1 step');
      expect(within(pending).getByRole('link', { name: 'Play Paper goes west' })).toHaveAttribute('href', '/stories/s-2');
      expect(within(pending).getByRole('link', { name: 'Edit Paper goes west' })).toHaveAttribute('href', '/stories/s-2/edit');
      const published = screen.getByRole('listitem', { name: 'Old roads' });
      expect(within(published).getByTestId('story-status')).toHaveTextContent('Published · your edit awaits review');
      // The public list is there too, apart from the own list.
      expect(screen.getByRole('list', { name: 'Published stories' })).toHaveTextContent('The Silk Road');
    });

    it('withdraws a story after asking, and shows it withdrawn with no second Withdraw', async () => {
      vi.stubGlobal('confirm', () => true);
      const { calls } = page([own({})]);
      fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Paper goes west' }));
      await waitFor(() => expect(within(screen.getByRole('listitem', { name: 'Paper goes west' })).getByTestId('story-status')).toHaveTextContent('Withdrawn'));
      expect(calls.filter((c) => c.operationName === 'WithdrawStory')).toEqual([{ operationName: 'WithdrawStory', variables: { id: 's-2' } }]);
      expect(screen.queryByRole('button', { name: 'Withdraw Paper goes west' })).toBeNull();
    });

    it('withdraws nothing when the creator says no', async () => {
      vi.stubGlobal('confirm', () => false);
      const { calls } = page([own({})]);
      fireEvent.click(await screen.findByRole('button', { name: 'Withdraw Paper goes west' }));
      expect(calls.some((c) => c.operationName === 'WithdrawStory')).toBe(false);
    });

    it('says so when the creator has written none', async () => {
      page([]);
      expect(await screen.findByText(NO_OWN_STORIES)).toBeInTheDocument();
    });
  });

  it('shows no own list to a visitor who is not signed in', async () => {
    signedIn(false);
    const { calls } = page([own({})]);
    expect(await screen.findByText('The Silk Road')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your stories' })).toBeNull();
    expect(calls.some((c) => c.operationName === 'MyStories')).toBe(false);
  });
});
