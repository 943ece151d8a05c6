import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { unwrapResolverError } from '@apollo/server/errors';
import { expressMiddleware } from '@as-integrations/express5';
import type { RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import type { Orm } from '../orm/orm.js';
import { logger } from '../lib/logger.js';
import { abuseLimitRules, GRAPHQL_LIMITS } from './abuse-limits.js';
import { buildContext, type GraphQLContext } from './context.js';
import { knownOperationTypes } from './known-operation-types.js';
import { storableLiterals } from './storable-literals.js';
import type { AuthContext } from '../modules/shared/auth-context.js';
import { appErrorOf, ServiceUnavailableError, TooManyRequestsError, ValidationError } from '../lib/errors.js';
import { buildAppSchema } from './schema.js';
import { jitExecutorGateway } from './jit-executor.js';
import { crossOriginPlugin } from './cross-origin-plugin.js';

const DATABASE_UNAVAILABLE = new ServiceUnavailableError().code;

/** Maps our typed errors to GraphQL codes once; hides unexpected internals. */
function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const known = appErrorOf(original);
  if (known) {
    const extensions: Record<string, unknown> = { code: known.code };
    if (known instanceof ValidationError) extensions.violations = known.violations;
    if (known instanceof TooManyRequestsError || known instanceof ServiceUnavailableError) extensions.retryAfterSeconds = known.retryAfterSeconds;
    return { message: known.message, path: formatted.path, locations: formatted.locations, extensions };
  }
  if (/^Syntax Error: Document contains more th.t \d+ tokens/.test(formatted.message)) {
    // graphql-js's own wording ("more that N tokens. Parsing aborted.") reads like a bug of ours.
    return { ...formatted, message: `Query refused: the document has more than ${GRAPHQL_LIMITS.tokens} tokens.` };
  }
  if (isClientErrorWithoutCode(error)) {
    // Apollo's own refusals of a request, such as a persisted query whose sha256Hash does not match
    // its query or an unknown persistedQuery version, carry a 4xx status but no code: they are the
    // client's mistake, not an internal error to hide and log.
    return { message: formatted.message, extensions: { code: 'BAD_REQUEST' } };
  }
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    logger.error({ err: original }, '[graphql] unexpected error');
    return { message: 'Internal server error', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  return formatted;
}

/** A GraphQLError that Apollo gave an HTTP status below 500 but no code (its request-level refusals). */
function isClientErrorWithoutCode(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  const status = (error.extensions.http as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** A database outage answers HTTP 503 (clients and load balancers retry), and every answer carries the request id. */
const outageStatusPlugin: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart() {
    return Promise.resolve({
      willSendResponse({ response, contextValue }) {
        const body = response.body;
        const errors = body.kind === 'single' ? body.singleResult.errors : undefined;
        if (errors?.some((e) => e.extensions?.code === DATABASE_UNAVAILABLE)) response.http.status = 503;
        const id = (contextValue?.req as { id?: unknown } | undefined)?.id;
        if (errors?.length && body.kind === 'single' && typeof id === 'string') {
          body.singleResult.extensions = { ...body.singleResult.extensions, requestId: id };
        }
        return Promise.resolve();
      },
    });
  },
};

/**
 * An operationName that names no operation of the document (or none given for a document of
 * several) is the client's mistake: a 400 that says so. Without this, Apollo handed the gateway no
 * operation and answered 500.
 */
const operationResolutionPlugin: ApolloServerPlugin<GraphQLContext> = {
  requestDidStart() {
    return Promise.resolve({
      didResolveOperation({ operation, request }) {
        if (operation) return Promise.resolve();
        const named = request.operationName;
        const message =
          named != null
            ? `The document has no operation named "${String(named).slice(0, 100)}"`
            : 'The document has several operations: say which to run in operationName';
        return Promise.reject(new GraphQLError(message, { extensions: { code: 'OPERATION_RESOLUTION_FAILURE', http: { status: 400 } } }));
      },
    });
  },
};

/** Starts Apollo Server and returns the express middleware for /graphql. */
export async function createGraphQLMiddleware(orm: Orm, auth: AuthContext): Promise<{ middleware: RequestHandler; stop: () => Promise<void> }> {
  const server = new ApolloServer<GraphQLContext>({
    // The schema comes through the gateway, which executes with compiled queries (graphql-jit).
    gateway: jitExecutorGateway(await buildAppSchema()),
    formatError,
    // Apollo's default appends a newline to the JSON, which makes a second copy of a page's whole
    // text once express turns the joined text into bytes; the answer needs none.
    stringifyResult: (result) => JSON.stringify(result),
    introspection: true,
    // Never server paths and stack frames in answers, whatever NODE_ENV says: errors are logged.
    includeStacktraceInErrorResponses: false,
    // Refuses GET and "simple" POSTs that a page on another site could send with our cookies.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    validationRules: [knownOperationTypes, storableLiterals, ...abuseLimitRules()],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.tokens },
    // No @cacheControl hints in the schema: skip the per-field cache-control hook (a large share of a page's CPU).
    // Browsers get our own explorer (explorer-page.ts), not Apollo's landing page, which loads from Apollo's CDN.
    plugins: [
      outageStatusPlugin,
      operationResolutionPlugin,
      crossOriginPlugin,
      ApolloServerPluginCacheControlDisabled(),
      ApolloServerPluginLandingPageDisabled(),
    ],
    // main.ts owns the shutdown (drain HTTP, then Apollo, the pools, the database). Apollo's own
    // SIGTERM handler raced it: our stop() then waited on Apollo's, whose promise never settles when
    // two stops overlap (5.5.1), and the process hung until its pools idled out, never stopping
    // the embedded database.
    stopOnTerminationSignals: false,
  });
  await server.start();
  const middleware = expressMiddleware(server, { context: ({ req }) => Promise.resolve(buildContext(orm, req, auth)) });
  return { middleware, stop: () => server.stop() };
}
