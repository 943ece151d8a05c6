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
});
