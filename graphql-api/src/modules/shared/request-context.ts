import type { EntityManager } from '@mikro-orm/postgresql';
import type DataLoader from 'dataloader';
import type { Request } from 'express';
import type { AuthContext } from '../auth/auth-context.js';
import type { HistoricalEvent } from '../events/event.entity.js';
import type { EventRelationship } from '../relationships/event-relationship.entity.js';

/** Batches per-request lookups so a page of events costs one query per field, not one per row. */
export interface Loaders {
  eventById: DataLoader<string, HistoricalEvent | null>;
  relationshipsByEventId: DataLoader<string, EventRelationship[]>;
}

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
