/** What the explorer opens with: a query from the address (/graphql?query=...), else a first example. */
export const EXPLORER_START_QUERY = `# The Epoch Atlas GraphQL API.
# Run with the play button or Ctrl-Enter;
# the book icon opens the documentation
# of every type, field and enum value.
query EventsIn490BCE {
  events(filter: { year: -490, mode: REAL }, first: 5) {
    totalCount
    edges {
      node {
        name
        startYear
        location
      }
    }
    pageInfo {
      hasNextPage
      endCursor
    }
  }
}
`;

export interface ExplorerStart {
  query?: string;
  variables?: string;
}

/** Links from /builders open the explorer with their example: ?query= and optional ?variables=. */
export function explorerStart(search: string): ExplorerStart {
  const params = new URLSearchParams(search);
  const query = params.get('query') ?? undefined;
  const variables = params.get('variables') ?? undefined;
  return { ...(query ? { query } : {}), ...(variables ? { variables } : {}) };
}
