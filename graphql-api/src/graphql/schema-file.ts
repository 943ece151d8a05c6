import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/env.js';

/** The committed contract: `schema.graphql` at the repository root. */
export const SCHEMA_FILE = path.join(PROJECT_ROOT, 'schema.graphql');

const HEADER = '# Emitted by graphql-api (npm run schema:emit) from the type-graphql classes. Do not edit.\n\n';

/** Printed in a stable order so the drift test compares content, not declaration order. */
export function printAppSchema(schema: GraphQLSchema): string {
  return HEADER + printSchema(lexicographicSortSchema(schema)) + '\n';
}
