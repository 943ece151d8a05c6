/**
 * The runnable examples of /builders. Each runs from the page (Run) and opens in the explorer at
 * /graphql; the e2e suite runs every one and fails on an error answer, so they stay true to the
 * schema.
 */
export interface ApiExample {
  id: string;
  title: string;
  /** What it shows, in a sentence or two. */
  about: string;
  query: string;
  variables?: Record<string, unknown>;
  /** The example answers with an error on purpose (it shows what an error looks like). */
  expectsError?: boolean;
}

export const API_EXAMPLES: ApiExample[] = [
  {
    id: 'year',
    title: 'Real events visible in 490 BCE',
    about: 'Years are signed integers in historical numbering: -490 is 490 BCE, and there is no year 0. Pass pageInfo.endCursor as after to read on.',
    query: `query EventsIn490BCE {
  events(filter: { year: -490, mode: REAL }, first: 5) {
    totalCount
    edges { node { id name startYear location } }
    pageInfo { hasNextPage endCursor }
  }
}`,
  },
  {
    id: 'search',
    title: 'Search, with a variable',
    about: 'Search text is 3 to 200 characters; results are ranked over names, places, participants, tags and descriptions.',
    query: `query Search($text: String!) {
  searchEvents(query: $text, first: 3) {
    totalCount
    edges { node { name startYear period } }
  }
}`,
    variables: { text: 'marathon' },
  },
  {
    id: 'window',
    title: 'Conflicts in a window of years and a bounding box',
    about: 'fromYear and toYear select events that overlap the window; bbox is west, south, east, north in degrees (west > east crosses the antimeridian).',
    query: `query ConflictsInEurope {
  events(
    filter: { fromYear: 1500, toYear: 1700, bbox: { west: -10, south: 35, east: 30, north: 60 }, category: MAJOR_DISRUPTIONS_AND_CONFLICTS }
    first: 5
  ) {
    totalCount
    edges { node { name startYear endYear casualties countryTags } }
  }
}`,
  },
  {
    id: 'relations',
    title: 'An event with its relationships',
    about: 'Relationships resolve to the related events themselves (batched on the server). Every object has a global id that node(id:) reads back.',
    query: `query WithRelationships {
  events(filter: { year: -480, mode: REAL }, first: 3) {
    edges {
      node {
        name
        relationships { relationshipType description source { name } target { name startYear } }
      }
    }
  }
}`,
  },
  {
    id: 'reference',
    title: 'Periods and categories',
    about: 'The reference data every filter uses: enum keys, names, year ranges and colours.',
    query: `query Reference {
  periods { key name startYear endYear color }
  categories { key name subcategories { key name } }
}`,
  },
  {
    id: 'error',
    title: 'What a refusal looks like',
    about: 'Arguments out of range are refused before anything runs, with the code BAD_USER_INPUT and the path of the argument; nothing is clamped.',
    query: `query TooManyAtOnce {
  events(first: 5000) { totalCount }
}`,
    expectsError: true,
  },
];

/** The explorer at /graphql, opened with an example. */
export function explorerLink(example: ApiExample): string {
  const params = new URLSearchParams({ query: example.query });
  if (example.variables) params.set('variables', JSON.stringify(example.variables, null, 2));
  return `/graphql?${params.toString()}`;
}
