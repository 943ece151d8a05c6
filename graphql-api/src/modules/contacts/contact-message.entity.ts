import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../graph/node.interface.js';

/** A message sent through the contacts form; read by admins. */
@ObjectType('ContactMessage', { implements: Node, description: 'A message sent through the contact form (admins only).' })
@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  @Field(() => ID, { description: 'Message id: a UUID, unique across all types (Node).' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String, { description: "The sender's first name." })
  @Property({ type: 'text' })
  firstName!: string;

  @Field(() => String, { description: "The sender's last name." })
  @Property({ type: 'text' })
  lastName!: string;

  @Field(() => String, { description: "The sender's address, to answer to." })
  @Index()
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Field(() => String, { description: 'The subject.' })
  @Property({ type: 'text' })
  subject!: string;

  @Field(() => String, { description: 'The message.' })
  @Property({ type: 'text' })
  message!: string;

  /** A hash of the sender's address, for the rate limit; never the address itself. */
  @Index()
  @Property({ type: 'string', length: 64, hidden: true })
  senderKey!: string;

  @Field(() => Date, { description: 'When it was sent.' })
  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
