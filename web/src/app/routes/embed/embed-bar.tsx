import styled from 'styled-components';
import { buttonStyles, type ButtonStyleProps } from '../../../ui/button';

export interface EmbedBarProps {
  panelsOpen: boolean;
  onTogglePanels: () => void;
}

/**
 * The embed's only chrome: the site's name, linking to the same view on the full site (in a new
 * tab, out of the frame), and a button that folds the legend and the timeline away so a small
 * frame shows the map.
 */
export function EmbedBar({ panelsOpen, onTogglePanels }: EmbedBarProps) {
  const fullSite = fullSiteAddress(window.location);
  return (
    <Bar aria-label="Epoch Atlas embed">
      <a href={fullSite} target="_blank" rel="noopener noreferrer">
        Epoch Atlas ↗
      </a>
      <button type="button" aria-expanded={panelsOpen} onClick={onTogglePanels}>
        {panelsOpen ? 'Hide panels' : 'Show panels'}
      </button>
    </Bar>
  );
}

const Bar = styled.nav<ButtonStyleProps>`
  position: absolute;
  top: ${({ theme }) => theme.space(2)};
  right: ${({ theme }) => theme.space(2)};
  z-index: 5;
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  a,
  button {
    ${buttonStyles}
    padding: 6px 10px;
    font-size: 13px;
    background: ${({ theme }) => theme.colors.surface};
    text-decoration: none;
  }
`;

/** The same view on the full site: the map with the same query, or a story's own page (/stories/<id>?step=N). */
export function fullSiteAddress({ origin, search }: Pick<Location, 'origin' | 'search'>): string {
  const params = new URLSearchParams(search);
  const story = params.get('story');
  params.delete('story');
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return `${origin}${story ? `/stories/${encodeURIComponent(story)}` : '/'}${query}`;
}
