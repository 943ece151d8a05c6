import { memo } from 'react';
import styled from 'styled-components';
import { inputStyles } from '../../ui/form';
import { SearchNavigator } from './internal/search-navigator';
import { isSearchActive, type SearchResult } from './use-event-search';

export interface SearchBoxProps {
  text: string;
  onTextChange: (text: string) => void;
  results: SearchResult[] | null;
  loading: boolean;
  error: string | null;
  index: number;
  onIndexChange: (index: number) => void;
}

/**
 * The header search: active at 3 or more characters; Escape or clearing resets to the first
 * result (spec section 4); Enter moves to the next result, Shift+Enter to the previous.
 */
export const SearchBox = memo(function SearchBox({ text, onTextChange, results, loading, error, index, onIndexChange }: SearchBoxProps) {
  const active = isSearchActive(text);
  const n = results?.length ?? 0;
  return (
    <Wrap>
      <Input
        type="search"
        aria-label="Search events"
        placeholder="Search events, places, people..."
        value={text}
        onChange={(e) => {
          onTextChange(e.target.value);
          onIndexChange(0);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.preventDefault();
            onTextChange('');
            onIndexChange(0);
          } else if (e.key === 'Enter' && n > 0) {
            onIndexChange(e.shiftKey ? (index - 1 + n) % n : (index + 1) % n);
          }
        }}
      />
      {active && (
        <Status aria-live="polite">
          {error ? (
            <span role="alert">Search failed: {error}</span>
          ) : loading && !results ? (
            'Searching...'
          ) : n === 0 ? (
            'No events found'
          ) : (
            <SearchNavigator results={results!} index={Math.min(index, n - 1)} onIndexChange={onIndexChange} />
          )}
        </Status>
      )}
    </Wrap>
  );
});

const Wrap = styled.div`
  position: relative;
`;

const Input = styled.input`
  ${inputStyles}
  width: 100%;
  padding: 6px 10px;
  font-size: 0.9rem;
`;

/* Hangs below the box, over the map: the header keeps its height when results come and go. */
const Status = styled.div`
  position: absolute;
  top: calc(100% + 10px);
  left: -13px;
  right: -13px;
  padding: 6px 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
