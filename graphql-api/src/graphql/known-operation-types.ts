import { GraphQLError, OperationTypeNode, type ValidationRule } from 'graphql';

/**
 * Refuses an operation type the schema does not have (we have no subscriptions) at validation,
 * as a 400; graphql-js 16 only notices at execution and Apollo would answer it as a 500.
 */
export const knownOperationTypes: ValidationRule = (context) => ({
  OperationDefinition(node) {
    const schema = context.getSchema();
    const root =
      node.operation === OperationTypeNode.QUERY
        ? schema.getQueryType()
        : node.operation === OperationTypeNode.MUTATION
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    if (!root) context.reportError(new GraphQLError(`This API does not support ${node.operation} operations.`, { nodes: node }));
  },
});
