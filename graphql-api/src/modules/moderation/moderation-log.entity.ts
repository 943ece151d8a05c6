import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { GraphQLJSON } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Violation } from '../../lib/errors.js';

export const MODERATION_ACTIONS = ['submission_rejected', 'status_changed'] as const;

/** What moderation did: a submission the content check refused (with its violations), or a status change. */
@ObjectType('ModerationLogEntry', { description: 'One moderation record: a refused submission with its violations, or a verification status change.' })
@Entity({ tableName: 'moderation_log' })
export class ModerationLogEntry {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String, { description: 'submission_rejected or status_changed.' })
  @Property({ type: 'string', length: 32 })
  action!: string;

  @Field(() => String, { nullable: true, description: 'The event (status changes).' })
  @Index()
  @Property({ type: 'uuid', nullable: true })
  eventId?: string | null;

  @Field(() => String, { nullable: true, description: 'The name given in a refused submission.' })
  @Property({ type: 'text', nullable: true })
  eventName?: string | null;

  @Field(() => String, { nullable: true, description: 'The account that submitted or moderated, when signed in.' })
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Field(() => GraphQLJSON, { nullable: true, description: 'A refused submission: its violations, a list of { field, message }.' })
  @Property({ type: 'json', nullable: true })
  violations?: Violation[] | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 16, nullable: true })
  fromStatus?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', length: 16, nullable: true })
  toStatus?: string | null;

  @Field(() => Date)
  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
