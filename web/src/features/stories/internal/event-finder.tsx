import { useLazyQuery } from '@apollo/client/react';
import { formatYear } from '@domain/time';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { StoryEventSearchQuery } from './story-documents';

/** Search at three characters or more, as the map's search does (spec section 2). */
const MIN_QUERY = 3;

/** Finds events by name for a step to highlight; a result's Add puts its id in the step's list. */
export function EventFinder({ onAdd }: { onAdd: (eventId: string) => void }) {
  const [text, setText] = useState('');
  const [search, { data, loading }] = useLazyQuery(StoryEventSearchQuery);
  const results = data?.searchEvents.edges.map((e) => e.node) ?? [];
  const find = (event?: FormEvent) => {
    event?.preventDefault();
    if (text.trim().length >= MIN_QUERY) void search({ variables: { query: text.trim() } });
  };
  return (
    <Finder>
      <TextField
        label="Find an event to highlight"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter searches here instead of saving the whole story.
          if (e.key === 'Enter') find(e);
        }}
      />
      <Button onClick={() => find()} disabled={text.trim().length < MIN_QUERY || loading}>
        Find
      </Button>
      {results.length > 0 && (
        <ul aria-label="Events found">
          {results.map((event) => (
            <li key={event.id}>
              {event.name} ({formatYear(event.startYear)}){' '}
              <Button $variant="link" onClick={() => onAdd(event.id)} aria-label={`Highlight ${event.name}`}>
                Add
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Finder>
  );
}

const Finder = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  & > :first-child {
    flex: 1 1 200px;
  }
  ul {
    flex-basis: 100%;
    margin: 0;
    padding-left: 1.1em;
  }
`;
