import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, OperationTypeNode } from 'graphql';
import { originKindOf } from '../http/cors.js';
import type { GraphQLContext } from './context.js';
import { PUBLIC_READS } from './response-cache-middleware.js';

/**
 * A page on a site not listed in CORS_ORIGINS may run public reads only (events, search, the
 * taxonomy: the same answer for everyone); any other operation is refused with 403 before it runs.
 */
export const crossOriginPlugin: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart({ contextValue }) {
    if (!contextValue.req.res || originKindOf(contextValue.req.res) !== 'public') return Promise.resolve();
    return Promise.resolve({
      didResolveOperation({ operation }) {
        const publicRead =
          operation?.operation === OperationTypeNode.QUERY &&
          operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && PUBLIC_READS.has(s.name.value));
        if (publicRead) return Promise.resolve();
        return Promise.reject(
          new GraphQLError('This site may only read public data from another origin: list it in CORS_ORIGINS for signed-in calls and writes.', {
            extensions: { code: 'FORBIDDEN', http: { status: 403 } },
          }),
        );
      },
    });
  },
};
