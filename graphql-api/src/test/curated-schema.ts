import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll } from 'vitest';
import { seedCuratedData } from '../modules/seed/curated-seeder.js';
import { buildAppSchema } from '../graphql/schema.js';
import { createTestDatabase, type TestDatabase } from './test-database.js';

/**
 * For tests that execute operations on the schema without HTTP: a test database seeded with the
 * curated events and the app's schema, set up before the file's tests and dropped after them.
 */
export function curatedDatabaseAndSchema(): { readonly db: TestDatabase; readonly schema: GraphQLSchema } {
  const state = {} as { db: TestDatabase; schema: GraphQLSchema };
  beforeAll(async () => {
    state.db = await createTestDatabase();
    await seedCuratedData(state.db.orm.em.fork());
    state.schema = await buildAppSchema();
  }, 120_000);
  afterAll(async () => state.db?.drop());
  return state;
}
