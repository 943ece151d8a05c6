import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * A link that proves a person reads an address: sent at sign-up (the account's address) and on an
 * email change (the new address, which counts only once the link is followed). Only the SHA-256 of
 * the token is stored; it works once, for a day.
 */
@Entity({ tableName: 'email_verification_tokens' })
export class EmailVerificationToken {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  userId!: string;

  /** The address this link proves. */
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Index()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  /** Sign-up asked for the newsletter: following the link confirms that subscription too. */
  @Property({ type: 'boolean', default: false })
  subscribeToNewsletter: boolean & Opt = false;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
