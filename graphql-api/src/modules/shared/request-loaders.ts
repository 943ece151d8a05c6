import type { EntityManager } from '@mikro-orm/postgresql';

/** How a module makes one of its DataLoaders for a request, over that request's EntityManager. */
export type LoaderFactory<T> = (em: EntityManager) => T;

/**
 * A request's DataLoaders, each made on first use from the factory of the module that owns it, so
 * a page of events costs one query per field rather than one per row, and no module (nor this
 * context) needs to know another module's entities.
 */
export class RequestLoaders {
  private readonly made = new Map<LoaderFactory<unknown>, unknown>();

  constructor(private readonly em: () => EntityManager) {}

  get<T>(factory: LoaderFactory<T>): T {
    if (!this.made.has(factory)) this.made.set(factory, factory(this.em()));
    return this.made.get(factory) as T;
  }
}
