import type { EntityManager } from '@mikro-orm/postgresql';
import type { Request } from 'express';
import type { Orm } from '../orm/orm.js';
import type { GraphQLContext } from '../modules/shared/request-context.js';
import { RequestLoaders } from '../modules/shared/request-loaders.js';

export type { GraphQLContext } from '../modules/shared/request-context.js';
import type { AuthContext } from '../modules/shared/auth-context.js';

/**
 * The EntityManager is forked, and the loaders made, on first use: a public page of events reads
 * through `reader` and needs neither (the fork, with its unit of work and identity map, cost CPU on
 * every executed page). Every resolver of one request still shares one fork.
 *
 * A class, with the lazy parts as getters on its prototype: Apollo Server copies the context it is
 * given (`Object.assign` onto an object of the same prototype) before running the operation. That
 * copy read own getters, which forked the EntityManager and made the loaders for every request;
 * prototype getters are carried over untouched, and the copy keeps its fork in its own field.
 */
class RequestContext implements GraphQLContext {
  readonly reader: EntityManager;
  private fork: EntityManager | undefined = undefined;
  private madeLoaders: RequestLoaders | undefined = undefined;

  constructor(
    private readonly orm: Orm,
    readonly req: Request,
    readonly auth: AuthContext,
  ) {
    this.reader = orm.em;
  }

  get em(): EntityManager {
    return (this.fork ??= this.orm.em.fork());
  }

  get loaders(): RequestLoaders {
    return (this.madeLoaders ??= new RequestLoaders({ em: () => this.em, reader: this.reader }));
  }
}

export function buildContext(orm: Orm, req: Request, auth: AuthContext): GraphQLContext {
  return new RequestContext(orm, req, auth);
}
