import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/** A single-use password reset: only the SHA-256 of the token is stored; it expires after an hour. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Index()
  @Property({ type: 'uuid' })
  userId!: string;

  @Index()
  @Property({ type: 'string', length: 64 })
  tokenHash!: string;

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
