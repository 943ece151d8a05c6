import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';

export const LINK_ANSWERS = ['looks_right', 'not_related', 'confirm', 'reject'] as const;
export type LinkAnswer = (typeof LINK_ANSWERS)[number];

/** One person's answer on an event's linked connection. */
@ObjectType('LinkFeedback', { description: "A person's answer on a linked connection between two events." })
@Entity({ tableName: 'link_feedback' })
export class LinkFeedback {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String, { description: 'The event whose link was judged.' })
  @Property({ type: 'uuid' })
  eventId!: string;

  @Field(() => String, { nullable: true, description: 'The event it links to, as shown when the answer was given.' })
  @Property({ type: 'uuid', nullable: true })
  linkedEventId?: string | null;

  @Field(() => String, { description: 'looks_right, not_related, confirm or reject.' })
  @Property({ type: 'string', length: 16 })
  answer!: LinkAnswer;

  /** The signed-in account, when there is one. */
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  /** Who answered without an account: a hash of address and browser, never the address itself. */
  @Property({ type: 'string', length: 64 })
  voterKey!: string;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
