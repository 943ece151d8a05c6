import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { AuthContext } from './auth-context.js';
import type { RequestLoaders } from './request-loaders.js';

/** Per-request GraphQL context: a forked EntityManager and request-scoped DataLoaders. */
export interface GraphQLContext {
  /** This request's own EntityManager (identity map, unit of work): for entity reads and writes. */
  em: EntityManager;
  /**
   * The ORM's root EntityManager, for reads that need only a pooled connection and the metadata
   * (queryRows, knex): the public event reads. MikroORM refuses its identity-map calls here.
   */
  reader: EntityManager;
  loaders: RequestLoaders;
  req: Request;
  auth: AuthContext;
}
