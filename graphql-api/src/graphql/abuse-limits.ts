/**
 * Caps on what one GraphQL request may ask, checked before anything runs (validation rules from
 * graphql-armor, plus graphql-js's own token limit at parse time). Introspection is left alone so
 * third-party clients and code generators keep working. Page sizes are capped by each field
 * (`first` at most 500), and Apollo refuses batched requests (an array of operations).
 */
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import { GraphQLError, type ValidationContext, type ValidationRule } from 'graphql';
import { API_LIMITS } from '../domain/api-limits.js';

/**
 * The limits (domain/api-limits.ts). A full page (first: 500) of events with every one of their
 * scalar fields costs 88,000, so a client can always read whole pages; three pages with two levels
 * of linked events are refused (security.integration.test.ts computes both).
 */
export const GRAPHQL_LIMITS = API_LIMITS.graphql;

/**
 * A refused document becomes an ordinary validation error (HTTP 400, GRAPHQL_VALIDATION_FAILED)
 * instead of graphql-armor's default of throwing, which Apollo would answer as a 500. The
 * library's "Syntax Error:" prefix is dropped: the query parsed fine, it is too big.
 */
const reportAsValidationError = {
  propagateOnRejection: false,
  exposeLimits: true,
  onReject: [
    (context: ValidationContext | null, error: GraphQLError) =>
      context?.reportError(new GraphQLError(`Query refused: ${error.message.replace(/^Syntax Error: /, '')}`)),
  ],
};

export function abuseLimitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: GRAPHQL_LIMITS.depth, ignoreIntrospection: true, ...reportAsValidationError }),
    maxAliasesRule({ n: GRAPHQL_LIMITS.aliases, ...reportAsValidationError }),
    maxDirectivesRule({ n: GRAPHQL_LIMITS.directives, ...reportAsValidationError }),
    costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true, ...reportAsValidationError }),
  ];
}
