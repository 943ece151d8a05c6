import styled from 'styled-components';
import { Button } from '../../../ui/button';
import type { SearchResult } from '../use-event-search';

export interface SearchNavigatorProps {
  results: SearchResult[];
  index: number;
  onIndexChange: (index: number) => void;
}

/** Previous/next through the search results with wrap-around and a counter (spec section 2). */
export function SearchNavigator({ results, index, onIndexChange }: SearchNavigatorProps) {
  const n = results.length;
  const current = results[index];
  return (
    <Bar role="group" aria-label="Search results">
      <NavButton $size="sm" aria-label="Previous result" disabled={n < 2} onClick={() => onIndexChange((index - 1 + n) % n)}>
        ‹
      </NavButton>
      <Counter data-testid="search-counter" aria-live="polite">
        {index + 1} of {n}
      </Counter>
      <NavButton $size="sm" aria-label="Next result" disabled={n < 2} onClick={() => onIndexChange((index + 1) % n)}>
        ›
      </NavButton>
      {current && <Current title={current.name}>{current.name}</Current>}
    </Bar>
  );
}

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: 6px;
  font-size: 0.8rem;
  min-width: 0;
`;

const NavButton = styled(Button)`
  width: 26px;
  height: 26px;
  padding: 0;
`;

const Counter = styled.span`
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Current = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  max-width: 220px;
`;
