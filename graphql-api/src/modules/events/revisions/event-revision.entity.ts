import { Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { EventRevisionKind } from '../../../domain/enums.js';
import { EventRevisionKindEnum } from '../../graph/vocabulary.enums.js';

/** One field's change: its value before and after (JSON values; null when absent). */
export interface StoredChange {
  from: unknown;
  to: unknown;
}

/** field name → its change, in the field table's order. */
export type StoredChanges = Record<string, StoredChange>;

/**
 * One change to an event (issue 25): who, when, why, and exactly which fields changed from what to
 * what. Rows are only ever inserted: the table's trigger refuses UPDATE and DELETE
 * (Migration20261128200000), and nothing here writes one. No foreign keys, so the history outlives
 * a withdrawn event and a deleted account.
 */
@ObjectType('EventRevision', {
  description: 'One change to an event: who made it, when, why, and exactly which fields changed from what to what. Never edited or deleted.',
})
@Entity({ tableName: 'event_revisions' })
@Index({ properties: ['eventId', 'createdAt'] as never })
export class EventRevision {
  @Field(() => ID, { description: 'Revision id.' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => ID, { description: 'The event it changes.' })
  @Property({ type: 'uuid' })
  eventId!: string;

  /** The event's name when the revision was made (the history still reads after a withdrawal). */
  @Field(() => String, { description: "The event's name when the revision was made (kept after a withdrawal)." })
  @Property({ type: 'text' })
  eventName!: string;

  @Field(() => EventRevisionKindEnum, { description: 'What kind of change it is.' })
  @Property({ type: 'string', length: 16 })
  kind!: EventRevisionKind;

  @Index()
  @Property({ type: 'uuid', nullable: true })
  actorId?: string | null;

  @Field(() => Date, { description: 'When it was made.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  /** The author's summary of the change. */
  @Field(() => String, { nullable: true, description: "The author's summary of the change." })
  @Property({ type: 'text', nullable: true })
  comment?: string | null;

  /** A moderator's reason for a decision (a rejection, a status change). */
  @Field(() => String, { nullable: true, description: "A moderator's reason for a decision (a rejection, a status change)." })
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'json' })
  changes: StoredChanges & Opt = {};

  /** The event version the change was made against. */
  @Field(() => Int, { description: 'The event version it was made against.' })
  @Property({ type: 'integer' })
  baseVersion!: number;

  /** The version it produced; null when it did not take effect (a proposal, a rejection). */
  @Field(() => Int, { nullable: true, description: 'The event version it produced; null when it did not take effect (a proposal, a rejection).' })
  @Property({ type: 'integer', nullable: true })
  version?: number | null;

  /** On an accepted or rejected decision: the proposal it decides (one decision per proposal). */
  @Unique()
  @Property({ type: 'uuid', nullable: true })
  proposalId?: string | null;

  @Field(() => Int, { nullable: true, description: 'A revert: the version whose content it restored.' })
  @Property({ type: 'integer', nullable: true })
  revertedToVersion?: number | null;
}
