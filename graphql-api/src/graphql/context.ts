import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Orm } from '../db/orm.js';
import { createLoaders, type Loaders } from './loaders.js';
import type { AuthContext } from '../modules/auth/auth-context.js';

/** Per-request GraphQL context: a forked EntityManager and request-scoped DataLoaders. */
export interface GraphQLContext {
  em: EntityManager;
  loaders: Loaders;
  req: Request;
  auth: AuthContext;
}

export function buildContext(orm: Orm, req: Request, auth: AuthContext): GraphQLContext {
  const em = orm.em.fork();
  return { em, loaders: createLoaders(em), req, auth };
}
