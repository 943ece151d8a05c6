/** Search latency over GraphQL and REST, per query and over a fixed list of queries. */
import type { ApiServer } from './processes.js';
import { percentile, round, timeRuns } from './stats.js';

export const SEARCH_QUERIES = [
  'battle',
  'earthquake',
  'treaty',
  'revolution',
  'empire',
  'Rome',
  'London',
  'Paris',
  'Napoleon',
  'Caesar',
  'Confucius',
  'temple',
  'plague',
  'printing',
  'Cairo',
  'sea',
  'par',
  'ber',
  'syn',
  'golden age',
];

export interface SearchFigures {
  graphqlP50: number;
  graphqlP95: number;
  restP50: number;
  restP95: number;
  queries: number;
  /** The query with the highest p95 of its own runs (the target holds for every query). */
  slowestGraphql?: { query: string; p95: number };
  slowestRest?: { query: string; p95: number };
}

/** The query whose own runs have the highest p95. */
function slowest(byQuery: Map<string, number[]>): { query: string; p95: number } {
  let worst = { query: '', p95: 0 };
  for (const [query, times] of byQuery) {
    const p95 = round(percentile(times, 95));
    if (p95 >= worst.p95) worst = { query, p95 };
  }
  return worst;
}

/** 2. searchEvents and GET /api/events/search over a fixed list of queries (each run `rounds` times). */
export async function benchSearch(api: ApiServer, rounds: number): Promise<SearchFigures> {
  const graphql: number[] = [];
  const rest: number[] = [];
  const graphqlByQuery = new Map<string, number[]>();
  const restByQuery = new Map<string, number[]>();
  for (let r = 0; r < rounds; r++) {
    for (const q of SEARCH_QUERIES) {
      const g = await timeRuns(1, async () => {
        const res = await fetch(`${api.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ query: 'query($q: String!) { searchEvents(query: $q, first: 50) { edges { node { id name } } } }', variables: { q } }),
        });
        if (!res.ok) throw new Error(`searchEvents ${q}: ${res.status}`);
        await res.json();
      });
      const r = await timeRuns(1, async () => {
        const res = await fetch(`${api.url}/api/events/search?q=${encodeURIComponent(q)}`);
        if (!res.ok) throw new Error(`/api/events/search ${q}: ${res.status}`);
        await res.json();
      });
      graphql.push(...g);
      rest.push(...r);
      graphqlByQuery.set(q, [...(graphqlByQuery.get(q) ?? []), ...g]);
      restByQuery.set(q, [...(restByQuery.get(q) ?? []), ...r]);
    }
  }
  return {
    graphqlP50: round(percentile(graphql, 50)),
    graphqlP95: round(percentile(graphql, 95)),
    restP50: round(percentile(rest, 50)),
    restP95: round(percentile(rest, 95)),
    queries: SEARCH_QUERIES.length,
    slowestGraphql: slowest(graphqlByQuery),
    slowestRest: slowest(restByQuery),
  };
}
