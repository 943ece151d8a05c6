import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render';
import { EventSources } from './event-sources';

describe('EventSources', () => {
  it('lists the sources: web addresses as links to a new tab without an opener, the note after the title', () => {
    renderUi(
      <EventSources
        sources={[
          { title: 'Britannica', url: 'https://www.britannica.com/event/Battle-of-Hastings', note: 'Aftermath' },
          { title: 'Anglo-Saxon Chronicle', url: null, note: 'D text' },
          { title: 'A crafted one', url: 'javascript:alert(1)', note: null },
        ]}
      />,
    );
    const list = screen.getByRole('region', { name: 'Sources' });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Britannica, Aftermath', 'Anglo-Saxon Chronicle, D text', 'A crafted one']);
    const link = screen.getByRole('link', { name: 'Britannica' });
    expect(link).toHaveAttribute('href', 'https://www.britannica.com/event/Battle-of-Hastings');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(list).toBeInTheDocument();
  });

  it('shows nothing for an event without sources', () => {
    const { container } = renderUi(<EventSources sources={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
