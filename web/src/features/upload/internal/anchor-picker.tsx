import { useApolloClient } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { graphql } from '../../../gql';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';

const FindAnchor = graphql(`
  query FindAnchor($query: String!) {
    searchEvents(query: $query, first: 8) {
      edges {
        node {
          id
          name
          startYear
          eventType
        }
      }
    }
  }
`);

/** A what-if story chooses the real event it anchors to: a search of real events, then a pick. */
export function AnchorPicker({ anchoredTo, onPick }: { anchoredTo: string | null; onPick: (id: string, name: string) => void }) {
  const client = useApolloClient();
  const [text, setText] = useState('');
  const [results, setResults] = useState<{ id: string; name: string; startYear: number }[]>([]);
  const query = text.trim();
  useEffect(() => {
    if (query.length < 3) return;
    const timer = setTimeout(() => {
      void client
        .query({ query: FindAnchor, variables: { query } })
        .then(({ data }) => setResults((data?.searchEvents.edges ?? []).map((e) => e.node).filter((e) => e.eventType === 'REAL')));
    }, 250);
    return () => clearTimeout(timer);
  }, [client, query]);
  return (
    <div>
      <TextField label="The real event it starts from" type="search" value={text} onChange={(e) => setText(e.target.value)} placeholder="Search real events" />
      {anchoredTo && <p>Anchored to: {anchoredTo}</p>}
      <Results aria-label="Real events">
        {(query.length < 3 ? [] : results).map((r) => (
          <li key={r.id}>
            <Button $variant="link" onClick={() => onPick(r.id, r.name)}>
              {r.name}
            </Button>
          </li>
        ))}
      </Results>
    </div>
  );
}

const Results = styled.ul`
  padding-left: 18px;
`;
