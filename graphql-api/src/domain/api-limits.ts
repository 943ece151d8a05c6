/**
 * The public API's limits, in one place: the server enforces them and /builders documents them
 * from the same numbers.
 */
export const API_LIMITS = {
  /** Items per page of any connection (`first` / `last`). */
  pageSize: { min: 1, max: 500 },
  /** Characters of search text, in GraphQL and REST alike. */
  searchText: { min: 3, max: 200 },
  /** Results one search ranks (searchEvents pages through at most these). */
  searchResults: 200,
  /** What one GraphQL document may ask, checked before it runs (graphql/abuse-limits.ts). */
  graphql: {
    /** Deepest selection: events → edges → node → relationships → relatedEvent → … */
    depth: 12,
    aliases: 15,
    directives: 30,
    /**
     * graphql-armor's cost: objects 2, scalars 1, times 1.5 per level, times `first` for a list.
     * A whole page of events with every scalar field stays under it.
     */
    cost: 100_000,
    /** Lexer tokens in one document (the introspection query needs about 300). */
    tokens: 5000,
  },
} as const;
