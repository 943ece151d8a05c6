import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Orm } from '../db/orm.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { AuthContext } from '../modules/auth/auth-context.js';

/** Per-request GraphQL context: a forked EntityManager and request-scoped DataLoaders. */
export interface GraphQLContext {
  /** This request's own EntityManager (identity map, unit of work): for entity reads and writes. */
  em: EntityManager;
  /**
   * The ORM's root EntityManager, for reads that need only a pooled connection and the metadata
   * (queryRows, knex): the public event reads. MikroORM refuses its identity-map calls here.
   */
  reader: EntityManager;
  loaders: Loaders;
  req: Request;
  auth: AuthContext;
}

/**
 * The EntityManager is forked, and the loaders made, on first use: a public page of events reads
 * through `reader` and needs neither (the fork, with its unit of work and identity map, was about
 * 3% of an executed page's CPU). Every resolver of one request still shares one fork.
 */
export function buildContext(orm: Orm, req: Request, auth: AuthContext): GraphQLContext {
  let em: EntityManager | undefined;
  let loaders: Loaders | undefined;
  const context = {
    req,
    auth,
    reader: orm.em,
    get em(): EntityManager {
      return (em ??= orm.em.fork());
    },
    get loaders(): Loaders {
      return (loaders ??= createLoaders(context.em));
    },
  };
  return context;
}
