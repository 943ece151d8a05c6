import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { SearchEventsQuery } from '../../gql/graphql';
import { PERIOD, wordOf } from '@domain/enums';

const SearchEventsDocument = graphql(`
  query SearchEvents($query: String!, $first: Int) {
    searchEvents(query: $query, first: $first) {
      edges {
        node {
          id
          name
          startYear
          endYear
          period
          latitude
          longitude
          radius
        }
      }
    }
  }
`);

type SearchNode = SearchEventsQuery['searchEvents']['edges'][number]['node'];
/** A search result with its period in the domain's words ("classical-antiquity"), as the map's state keeps periods. */
export type SearchResult = Omit<SearchNode, 'period'> & { period: string };

const asResult = (node: SearchNode): SearchResult => ({ ...node, period: wordOf(PERIOD, node.period) ?? node.period });

/** Spec section 2: search is active at more than 2 characters. */
export const MIN_SEARCH_LENGTH = 3;
/** Results are reused for 30 seconds per query text (issue 4). */
export const SEARCH_CACHE_MS = 30_000;
const DEBOUNCE_MS = 250;
const MAX_RESULTS = 200;

export const isSearchActive = (text: string) => text.trim().length >= MIN_SEARCH_LENGTH;

/** Server search for the header box, debounced, with a 30 s cache per normalised text. */
export function useEventSearch(text: string): { results: SearchResult[] | null; loading: boolean; error: string | null } {
  const client = useApolloClient();
  const cache = useRef(new Map<string, { at: number; results: SearchResult[] }>());
  const [state, setState] = useState<{ key: string; results: SearchResult[] | null; loading: boolean; error: string | null }>({
    key: '',
    results: null,
    loading: false,
    error: null,
  });
  const key = text.trim().toLowerCase();
  const active = isSearchActive(key);

  useEffect(() => {
    if (!active) return;
    const hit = cache.current.get(key);
    if (hit && Date.now() - hit.at < SEARCH_CACHE_MS) {
      setState({ key, results: hit.results, loading: false, error: null });
      return;
    }
    setState((s) => ({ ...s, key, loading: true, error: null }));
    let cancelled = false;
    const timer = setTimeout(() => {
      client
        .query({ query: SearchEventsDocument, variables: { query: key, first: MAX_RESULTS }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          const results = (data?.searchEvents.edges ?? []).map((e) => asResult(e.node));
          cache.current.set(key, { at: Date.now(), results });
          if (!cancelled) setState({ key, results, loading: false, error: null });
        })
        .catch((e: unknown) => {
          if (!cancelled) setState({ key, results: null, loading: false, error: e instanceof Error ? e.message : String(e) });
        });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [client, key, active]);

  if (!active) return { results: null, loading: false, error: null };
  return state.key === key ? { results: state.results, loading: state.loading, error: state.error } : { results: null, loading: true, error: null };
}
