import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApolloClient, renderUi } from '../../test/render';
import { EventDetailCard } from './event-detail-card';

/** The Berlin Wall as the API answers EventDetail (GraphQL names its vocabularies in UPPER_CASE). */
const WALL = {
  id: 'e-1',
  name: 'Fall of the Berlin Wall',
  period: 'MODERN',
  startYear: 1989,
  endYear: 1989,
  location: 'Berlin, Germany',
  coordinates: '52.5163, 13.3777',
  battleType: null,
  casualties: null,
  significance: 'The end of the division of Europe.',
  description: 'Crowds crossed the border on the night of 9 November.',
  participants: ['East Berliners', 'Border guards'],
  attachedMedia: [],
  wikiUrl: 'https://en.wikipedia.org/wiki/Fall_of_the_Berlin_Wall',
  verificationStatus: 'VALIDATED',
  linkedEventId: 'e-2',
  relationshipType: 'CAUSED_BY',
  connectionType: 'MANUAL',
  linkedEvent: { id: 'e-2', name: 'Peaceful Revolution' },
};

function card(event: Record<string, unknown> = WALL) {
  const { client } = fakeApolloClient({ EventDetail: () => ({ event }) });
  const onClose = vi.fn();
  const onJump = vi.fn();
  renderUi(<EventDetailCard eventId="e-1" onClose={onClose} onJump={onJump} />, { client });
  return { onClose, onJump };
}

describe('EventDetailCard', () => {
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
});
