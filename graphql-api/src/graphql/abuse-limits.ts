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
import { GraphQLError, Kind, visit, type ASTNode, type FragmentDefinitionNode, type ValidationContext, type ValidationRule } from 'graphql';
import { API_LIMITS } from '../domain/api-limits.js';

/**
 * The limits (domain/api-limits.ts). A full page (first: 500) of events with every one of their
 * scalar fields stays under the cost limit, so a client can always read whole pages; three pages
 * with two levels of linked events are refused (security.integration.test.ts computes both from the
 * served schema; docs/operations.md gives the figures).
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
    costOfPagesThatRun(costLimitRule({ maxCost: GRAPHQL_LIMITS.cost, ignoreIntrospection: true, ...reportAsValidationError })),
  ];
}

/**
 * graphql-armor multiplies a list's cost by its literal `first` or `last`. A size above the largest
 * page never runs: the field refuses it (BAD_USER_INPUT naming the argument, paging.ts). So the
 * cost counts it as the largest page, and `first: 100000` gets that precise refusal rather than a
 * cost error that names no argument; what a page of 500 would cost is still refused as before.
 * A size given as a variable is unknown when a document is validated (once, before any variables
 * are read), so it counts as the largest page too: otherwise `first: $n` would cost as one item.
 */
function costOfPagesThatRun(rule: ReturnType<typeof costLimitRule>): ValidationRule {
  return (context) => {
    // The rule reads fragments through the context: it gets them clamped alike.
    const fragments = new Map<string, FragmentDefinitionNode | null>();
    const getFragment = (name: string) => {
      if (!fragments.has(name)) fragments.set(name, clampPageSizes(context.getFragment(name) ?? null));
      return fragments.get(name) ?? null;
    };
    const clampedContext = Object.create(context, { getFragment: { value: getFragment } }) as ValidationContext;
    const visitor = rule(clampedContext);
    return { OperationDefinition: { enter: (operation) => visitor.onOperationDefinitionEnter(clampPageSizes(operation)) } };
  };
}

function clampPageSizes<T extends ASTNode | null>(node: T): T {
  if (!node) return node;
  return visit(node, {
    Argument(argument) {
      const { name, value } = argument;
      if (name.value !== 'first' && name.value !== 'last') return undefined;
      if (value.kind === Kind.INT && Number(value.value) <= API_LIMITS.pageSize.max) return undefined;
      if (value.kind !== Kind.INT && value.kind !== Kind.VARIABLE) return undefined;
      return { ...argument, value: { kind: Kind.INT, value: String(API_LIMITS.pageSize.max) } };
    },
  });
}
