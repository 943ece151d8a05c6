import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql';
import type { SearchEventsQuery } from '../../gql/graphql';
import { PERIOD, wordOf } from '@domain/enums';

const SearchEventsDocument = graphql(`
  query SearchEvents($query: String!, $first: Int, $year: Int) {
    searchEvents(query: $query, first: $first, year: $year) {
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

/** Years within which a cached answer still ranks well for the map's year. */
const YEAR_BUCKET = 50;

/**
 * Server search for the header box, debounced, with a 30 s cache per normalised text. Matches near
 * the map's year rank first (issue 26): the year is read when a search is sent, not followed, so
 * playback under an open search does not search again at every tick.
 */
export function useEventSearch(text: string, yearNow: () => number): { results: SearchResult[] | null; loading: boolean; error: string | null } {
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
    const year = yearNow();
    const cacheKey = `${key}@${Math.round(year / YEAR_BUCKET)}`;
    const hit = cache.current.get(cacheKey);
    if (hit && Date.now() - hit.at < SEARCH_CACHE_MS) {
      setState({ key, results: hit.results, loading: false, error: null });
      return;
    }
    setState((s) => ({ ...s, key, loading: true, error: null }));
    let cancelled = false;
    const timer = setTimeout(() => {
      client
        .query({ query: SearchEventsDocument, variables: { query: key, first: MAX_RESULTS, year }, fetchPolicy: 'network-only' })
        .then(({ data }) => {
          const results = (data?.searchEvents.edges ?? []).map((e) => asResult(e.node));
          cache.current.set(cacheKey, { at: Date.now(), results });
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
    // yearNow is read once per search on purpose (see above); it is not a dependency.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, active]);

  if (!active) return { results: null, loading: false, error: null };
  return state.key === key ? { results: state.results, loading: state.loading, error: state.error } : { results: null, loading: true, error: null };
}
