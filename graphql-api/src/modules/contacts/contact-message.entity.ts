import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A message sent through the contacts form; read by admins. */
@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Index()
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  message!: string;

  /** A hash of the sender's address, for the rate limit; never the address itself. */
  @Index()
  @Property({ type: 'string', length: 64, hidden: true })
  senderKey!: string;

  @Index()
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
