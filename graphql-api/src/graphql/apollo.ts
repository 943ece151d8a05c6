import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import type { GraphQLFormattedError } from 'graphql';
import type { Orm } from '../db/orm.js';
import { buildContext, type GraphQLContext } from './context.js';
import type { AuthContext } from '../modules/auth/auth-context.js';
import { AppError, ValidationError } from './errors.js';
import { buildAppSchema } from './schema.js';

/** Maps our typed errors to GraphQL codes once; hides unexpected internals. */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  if (original instanceof AppError) {
    const extensions: Record<string, unknown> = { code: original.code };
    if (original instanceof ValidationError) extensions.violations = original.violations;
    return { message: original.message, path: formatted.path, locations: formatted.locations, extensions };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    console.error('[graphql] unexpected error', original);
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/** Starts Apollo Server and returns the express middleware for /graphql. */
export async function createGraphQLMiddleware(orm: Orm, auth: AuthContext): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const server = new ApolloServer<GraphQLContext>({
    schema: await buildAppSchema(),
    formatError,
    introspection: true,
  });
  await server.start();
  const middleware = expressMiddleware(server, { context: async ({ req }) => buildContext(orm, req, auth) });
  return { middleware, stop: () => server.stop() };
}
