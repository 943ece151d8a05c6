import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetCurrentUser } from '../../lib/current-user';
import { fakeApolloClient, renderUi, type FakeAnswer } from '../../test/render';
import { EventDetailCard, WITHDRAWN_TOAST } from './event-detail-card';

/** The Berlin Wall as the API answers EventDetail (GraphQL names its vocabularies in UPPER_CASE). */
const WALL = {
  id: 'e-1',
  name: 'Fall of the Berlin Wall',
  period: 'MODERN',
  startDate: '1989-11-09',
  endDate: null,
  startYear: 1989,
  endYear: 1989,
  location: 'Berlin, Germany',
  latitude: 52.5163,
  longitude: 13.3777,
  coordinates: '52.5163, 13.3777',
  battleType: null,
  casualties: null,
  significance: 'The end of the division of Europe.',
  description: 'Crowds crossed the border on the night of 9 November.',
  participants: ['East Berliners', 'Border guards'],
  attachedMedia: [],
  wikiUrl: 'https://en.wikipedia.org/wiki/Fall_of_the_Berlin_Wall',
  wikidataId: null,
  verificationStatus: 'VALIDATED',
  linkedEventId: 'e-2',
  relationshipType: 'CAUSED_BY',
  connectionType: 'MANUAL',
  linkedEvent: { id: 'e-2', name: 'Peaceful Revolution' },
  version: 3,
  sources: [],
};

const NO_RIGHTS = { canEdit: false, editNeedsReview: false, canWithdraw: false, canRevert: false };

function card(event: Record<string, unknown> = WALL, more: Record<string, (variables: Record<string, unknown>) => FakeAnswer> = {}) {
  const server = fakeApolloClient({ EventDetail: () => ({ event }), ...more });
  const handlers = { onClose: vi.fn(), onJump: vi.fn(), onEdit: vi.fn(), onToast: vi.fn(), onDataChanged: vi.fn() };
  renderUi(<EventDetailCard eventId="e-1" {...handlers} />, { client: server.client });
  return { ...handlers, calls: server.calls };
}

/** Who the browser is signed in as (GET /api/user), or a signed-out visitor. */
function signedInAs(role: string | null) {
  forgetCurrentUser();
  const user = { id: 'u-1', email: 'ada@example.org', firstName: 'Ada', lastName: null, role, emailVerified: true, pendingEmail: null };
  vi.stubGlobal('fetch', () => Promise.resolve(role ? Response.json(user) : new Response('{}', { status: 401 })));
}

describe('EventDetailCard', () => {
  beforeEach(() => signedInAs(null));
  afterEach(() => void vi.unstubAllGlobals());

  it("shows the event's name, period, years, place, status, significance, description and people", async () => {
    card();
    const details = await screen.findByRole('complementary', { name: 'Event details' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Fall of the Berlin Wall' })).toBeInTheDocument();
    expect(details).toHaveTextContent('Modern');
    expect(screen.getByText('1989 CE')).toBeInTheDocument();
    expect(screen.getByText('Berlin, Germany')).toBeInTheDocument();
    expect(screen.getByTestId('verification-status')).toHaveTextContent('Validated');
    expect(screen.getByRole('heading', { name: 'Historical Significance' })).toBeInTheDocument();
    expect(screen.getByText('The end of the division of Europe.')).toBeInTheDocument();
    expect(screen.getByText('East Berliners')).toBeInTheDocument();
    expect(screen.getByText('Border guards')).toBeInTheDocument();
    const more = screen.getByRole('link', { name: 'Learn More' });
    expect(more).toHaveAttribute('href', WALL.wikiUrl);
    expect(more).toHaveAttribute('target', '_blank');
  });

  it('says what is uncertain in a date, links the Wikidata item, and puts schema.org JSON-LD in the page while open', async () => {
    card({ ...WALL, startDate: '1450~', startYear: 1450, endYear: 1450, wikidataId: 'Q33209' });
    expect(await screen.findByTestId('event-dates')).toHaveTextContent('c. 1450 CE');
    expect(screen.getByRole('link', { name: 'Wikidata Q33209' })).toHaveAttribute('href', 'https://www.wikidata.org/wiki/Q33209');
    const ld = document.head.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(ld?.textContent ?? '{}')).toMatchObject({
      '@type': 'Event',
      name: 'Fall of the Berlin Wall',
      startDate: '1450',
      sameAs: [WALL.wikiUrl, 'https://www.wikidata.org/wiki/Q33209'],
    });
  });

  it('closes, and jumps to the linked event', async () => {
    const { onClose, onJump } = card();
    const linked = await screen.findByRole('region', { name: 'Linked connection' });
    expect(linked).toHaveTextContent('caused by');
    await userEvent.click(screen.getByRole('button', { name: 'Peaceful Revolution' }));
    expect(onJump).toHaveBeenCalledWith('e-2');
    await userEvent.click(screen.getByRole('button', { name: 'Close details' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows attached images as thumbnails and other files as links', async () => {
    card({
      ...WALL,
      attachedMedia: [
        { type: 'IMAGE', name: 'wall.jpg', url: 'https://example.org/wall.jpg' },
        { type: 'TEXT', name: 'treaty.pdf', url: 'https://example.org/treaty.pdf' },
      ],
    });
    expect(await screen.findByRole('img', { name: 'wall.jpg' })).toHaveAttribute('src', 'https://example.org/wall.jpg');
    expect(screen.getByRole('link', { name: 'treaty.pdf' })).toHaveAttribute('href', 'https://example.org/treaty.pdf');
  });

  it('offers no link where the event has no article', async () => {
    card({ ...WALL, wikiUrl: null, linkedEventId: null, linkedEvent: null });
    expect(await screen.findByRole('button', { name: 'More Information Unavailable' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Learn More' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Linked connection' })).not.toBeInTheDocument();
  });

  it('lists its sources', async () => {
    card({ ...WALL, sources: [{ title: 'Die Mauer', url: 'https://example.org/mauer', note: 'ch. 4' }] });
    const sources = await screen.findByRole('region', { name: 'Sources' });
    expect(sources).toHaveTextContent('Die Mauer, ch. 4');
    expect(screen.getByRole('link', { name: 'Die Mauer' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("offers a visitor the history but neither Edit nor Withdraw, and asks nothing about the visitor's rights", async () => {
    const { calls } = card(WALL, {
      EventHistory: () => ({ event: { id: 'e-1', version: 3, revisions: { totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, edges: [] } } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'History' }));
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Historical Significance' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    expect(screen.getByRole('heading', { name: 'Historical Significance' })).toBeInTheDocument();
    expect(calls.map((c) => c.operationName)).not.toContain('EventPermissions');
  });

  it('offers its submitter Edit, and Withdraw after asking once more', async () => {
    signedInAs('user');
    const { onEdit, onClose, onToast, onDataChanged, calls } = card(WALL, {
      EventPermissions: () => ({ eventPermissions: { ...NO_RIGHTS, canEdit: true, editNeedsReview: true, canWithdraw: true } }),
      WithdrawEvent: () => ({ withdrawEvent: { id: 'r-9' } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(onEdit).toHaveBeenCalledWith('e-1');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    const ask = screen.getByRole('dialog', { name: 'Withdraw this event?' });
    expect(ask).toHaveTextContent('‘Fall of the Berlin Wall’ leaves the map');
    await userEvent.type(screen.getByLabelText('Why? (optional)'), 'Posted twice');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw event' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onToast).toHaveBeenCalledWith(WITHDRAWN_TOAST);
    // It left the map: the screen reloads what its map draws.
    expect(onDataChanged).toHaveBeenCalledOnce();
    expect(calls.find((c) => c.operationName === 'WithdrawEvent')?.variables).toEqual({ id: 'e-1', expectedVersion: 3, comment: 'Posted twice' });
  });

  it('keeps the event when the withdrawal is called off', async () => {
    signedInAs('user');
    const { onClose, onDataChanged, calls } = card(WALL, {
      EventPermissions: () => ({ eventPermissions: { ...NO_RIGHTS, canEdit: true, canWithdraw: true } }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(onDataChanged).not.toHaveBeenCalled();
    expect(calls.map((c) => c.operationName)).not.toContain('WithdrawEvent');
  });
});
