import type { EntityClass, FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { isUuid } from '../../lib/uuid.js';

/**
 * What a request's loaders read through: `em()`, the request's fork (made on first call), for
 * entities; `reader`, the shared EntityManager, for plain-row statements (queryRows), which need no
 * unit of work. Forking cost a nested page about 1% of its CPU, for loaders that never used the fork.
 */
export interface LoaderSource {
  em: () => EntityManager;
  reader: EntityManager;
}

/** How a module makes one of its DataLoaders for a request. */
export type LoaderFactory<T> = (source: LoaderSource) => T;

/**
 * Rows of one entity by their uuid, batched per request: null for an id that names none. A
 * malformed id cannot match a row; asking PostgreSQL would fail the uuid cast instead.
 */
export function rowsById<T extends { id: string }>(entity: EntityClass<T>): LoaderFactory<DataLoader<string, T | null>> {
  return ({ em }) =>
    new DataLoader(async (ids) => {
      const valid = ids.filter(isUuid);
      const rows = valid.length ? await em().find(entity, valid as FilterQuery<T>) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    });
}

/**
 * A request's DataLoaders, each made on first use from the factory of the module that owns it, so
 * a page of events costs one query per field rather than one per row, and no module (nor this
 * context) needs to know another module's entities.
 */
export class RequestLoaders {
  private readonly made = new Map<LoaderFactory<unknown>, unknown>();

  constructor(private readonly source: LoaderSource) {}

  get<T>(factory: LoaderFactory<T>): T {
    if (!this.made.has(factory)) this.made.set(factory, factory(this.source));
    return this.made.get(factory) as T;
  }
}
