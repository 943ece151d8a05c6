import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Node } from '../graph/node.interface.js';
import { ModerationActionEnum, VerificationStatusEnum } from '../graph/vocabulary.enums.js';
import { ViolationType } from '../graph/violation.type.js';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Violation } from '../../lib/errors.js';

import { MODERATION_ACTIONS } from '../../domain/enums.js';
export { MODERATION_ACTIONS };

/** What moderation did: a submission the content check refused (with its violations), or a status change. */
@ObjectType('ModerationLogEntry', {
  implements: Node,
  description: 'One moderation record: a refused submission with its violations, or a verification status change.',
})
@Entity({ tableName: 'moderation_log' })
export class ModerationLogEntry {
  @Field(() => ID, { description: 'Record id: a UUID, unique across all types (Node).' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => ModerationActionEnum, { description: 'What was recorded.' })
  @Property({ type: 'string', length: 32 })
  action!: string;

  @Field(() => ID, { nullable: true, description: 'The event (status changes).' })
  @Index()
  @Property({ type: 'uuid', nullable: true })
  eventId?: string | null;

  @Field(() => String, { nullable: true, description: 'The name given in a refused submission.' })
  @Property({ type: 'text', nullable: true })
  eventName?: string | null;

  @Field(() => ID, { nullable: true, description: 'The account that submitted or moderated, when signed in.' })
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Field(() => [ViolationType], { nullable: true, description: 'A refused submission: what was wrong, field by field.' })
  @Property({ type: 'json', nullable: true })
  violations?: Violation[] | null;

  @Field(() => VerificationStatusEnum, { nullable: true, description: 'A status change: the state before.' })
  @Property({ type: 'string', length: 16, nullable: true })
  fromStatus?: string | null;

  @Field(() => VerificationStatusEnum, { nullable: true, description: 'A status change: the state after.' })
  @Property({ type: 'string', length: 16, nullable: true })
  toStatus?: string | null;

  @Field(() => Date, { description: 'When it was recorded.' })
  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
