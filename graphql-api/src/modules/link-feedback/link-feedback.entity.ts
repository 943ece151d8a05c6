import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../graph/node.interface.js';
import { LinkFeedbackAnswerEnum } from '../graph/vocabulary.enums.js';

import { LINK_ANSWERS } from '../../domain/enums.js';
export { LINK_ANSWERS };
export type LinkAnswer = (typeof LINK_ANSWERS)[number];

/** One person's answer on an event's linked connection. */
@ObjectType('LinkFeedback', { implements: Node, description: "A person's answer on a linked connection between two events." })
@Entity({ tableName: 'link_feedback' })
export class LinkFeedback {
  @Field(() => ID, { description: 'Answer id: a UUID, unique across all types (Node).' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => ID, { description: 'The event whose link was judged.' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field(() => ID, { nullable: true, description: 'The event it links to, as shown when the answer was given.' })
  @Property({ type: 'uuid', nullable: true })
  linkedEventId?: string | null;

  @Field(() => ID, { nullable: true, description: 'The suggested link judged, when the answer is on one (its events are eventId and linkedEventId).' })
  @Property({ type: 'uuid', nullable: true })
  relationshipId?: string | null;

  @Field(() => LinkFeedbackAnswerEnum, { description: 'The answer.' })
  @Property({ type: 'string', length: 16 })
  answer!: LinkAnswer;

  /** The signed-in account, when there is one. */
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  /** Who answered without an account: a hash of address and browser, never the address itself. */
  @Property({ type: 'string', length: 64 })
  voterKey!: string;

  @Field(() => Date, { description: 'When the answer was given (a changed answer on a suggested link: when it was changed).' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
