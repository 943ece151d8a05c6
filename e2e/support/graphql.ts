import type { APIRequestContext, APIResponse } from '@playwright/test';

interface Page<T> {
  edges: { node: T }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

/**
 * Every node of an `events` connection, page by page (the API serves at most 500 per page).
 * `filter` and `fields` are GraphQL text, e.g. `{ year: 1945, mode: REAL }` and `latitude longitude`.
 */
export async function allEvents<T>(request: APIRequestContext, filter: string, fields: string): Promise<T[]> {
  const nodes: T[] = [];
  let after: string | null = null;
  for (;;) {
    // Typed: `after` is assigned below from this answer, which would leave `res` inferred as any.
    const res: APIResponse = await request.post('/graphql', {
      data: {
        query: `query Page($after: String) { events(filter: ${filter}, first: 500, after: $after) { edges { node { ${fields} } } pageInfo { hasNextPage endCursor } } }`,
        variables: { after },
      },
    });
    const page = ((await res.json()) as { data: { events: Page<T> } }).data.events;
    nodes.push(...page.edges.map((e) => e.node));
    if (!page.pageInfo.hasNextPage) return nodes;
    after = page.pageInfo.endCursor;
  }
}
