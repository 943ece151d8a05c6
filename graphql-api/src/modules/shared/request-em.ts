import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request, RequestHandler } from 'express';
import type { MikroORM as Orm } from '@mikro-orm/postgresql';

declare module 'express-serve-static-core' {
  interface Request {
    em?: EntityManager;
  }
}

/** Gives every REST request its own forked EntityManager (no identity map shared between requests). */
export function forkEmPerRequest(orm: Orm): RequestHandler {
  return (req, _res, next) => {
    req.em = orm.em.fork();
    next();
  };
}

export function requestEm(req: Request): EntityManager {
  if (!req.em) throw new Error('forkEmPerRequest middleware is missing');
  return req.em;
}
