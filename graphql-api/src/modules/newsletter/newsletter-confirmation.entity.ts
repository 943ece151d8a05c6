import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A subscription asked for by someone who has not proven the address: it takes effect (new
 * subscriber, or changed preferences of an existing one) only when the link mailed to the address
 * is followed. Only the token's SHA-256 is stored; it works once, for a week.
 */
@Entity({ tableName: 'newsletter_confirmations' })
export class NewsletterConfirmation {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 320 })
  email!: string;

  @Index()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'text[]' })
  preferences!: string[];

  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Property({ type: 'text', nullable: true })
  source?: string | null;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
