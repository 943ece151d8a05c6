import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import { execute, GraphQLError, getVariableValues, printSchema, type DocumentNode, type ExecutionResult, type GraphQLSchema } from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

/** Compiled documents kept per parsed document (Apollo reuses one parsed object per query text). */
type Compiled = CompiledQuery | ExecutionResult;

/**
 * Built-in scalars (ID, String, Int, Float, Boolean) are written as the resolvers return them,
 * without graphql-js's serialize step. The compiled code otherwise passed each leaf through a
 * runtime check with its error location and path as fresh arrays: garbage for every field of every
 * event on a page, and scavenges that took a good part of its CPU (bench/README.md). Our
 * resolvers already return these types from typed columns and entities; the
 * custom scalars (DateTimeISO, JSON) are still serialized. jit-executor.integration.test.ts checks
 * that every field of the public types answers exactly what graphql-js answers.
 */
const JIT_OPTIONS = { disableLeafSerialization: true } as const;

/**
 * Executes operations with graphql-jit: each document is compiled once into plain JavaScript
 * that resolves and completes its fields, instead of graphql-js walking the selection for every
 * row (on a page of 100 events that walk was most of the request's CPU; see bench/README).
 * Documents that graphql-jit cannot compile fall back to graphql-js.
 *
 * Apollo Server 4+ has no executor option; a gateway is its documented way to plug one in. The
 * gateway only supplies the schema and the executor: Apollo still parses, validates (with our
 * abuse limits), builds the context, runs the plugins and formats errors.
 */
export function jitExecutorGateway(schema: GraphQLSchema): GatewayInterface {
  // One entry per distinct parsed document: Apollo's document store keeps the parsed documents
  // (an LRU), so this WeakMap is bounded by it and needs no eviction of its own.
  const compiled = new WeakMap<DocumentNode, Map<string, Compiled>>();

  const compile = (document: DocumentNode, operationName: string | null): Compiled => {
    let byOperation = compiled.get(document);
    if (!byOperation) {
      byOperation = new Map();
      compiled.set(document, byOperation);
    }
    const key = operationName ?? '';
    let entry = byOperation.get(key);
    if (!entry) {
      entry = compileQuery(schema, document, operationName ?? undefined, JIT_OPTIONS);
      byOperation.set(key, entry);
    }
    return entry;
  };

  const executor: GatewayExecutor = async ({ document, operation, operationName, request, context }) => {
    const query = compile(document, operationName);
    if (!isCompiledQuery(query)) {
      // Not compilable (graphql-jit reports why): graphql-js gives the standard answer.
      return execute({ schema, document, operationName, variableValues: request.variables, contextValue: context });
    }
    const result = await query.query(undefined, context, request.variables ?? {});
    if (result.data === undefined && result.errors) {
      // Refused variables (graphql-jit answers them without executing): graphql-js's errors point
      // at the variable definitions, which Apollo answers as BAD_USER_INPUT with HTTP 400.
      const variables = getVariableValues(schema, operation.variableDefinitions ?? [], request.variables ?? {});
      if (variables.errors) return { errors: variables.errors };
    }
    return result.errors ? { ...result, errors: result.errors.map(asGraphQLJsError) } : result;
  };

  return {
    load() {
      return Promise.resolve({ executor });
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => {};
    },
    async stop() {},
  };
}

/**
 * graphql-jit reports errors with an error type of its own that passes `instanceof GraphQLError`
 * but lacks what Apollo reads (`extensions` is undefined when empty, so formatting them threw and
 * every resolver error came out as "Internal server error"). Rebuilt as graphql-js errors, they keep
 * the thrown error as `originalError` for formatError, and their path and locations.
 */
function asGraphQLJsError(error: GraphQLError): GraphQLError {
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? undefined,
  });
  if (error.locations) Object.assign(rebuilt, { locations: error.locations });
  return rebuilt;
}
