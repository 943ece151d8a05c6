import { Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';

/**
 * What every link mailed to prove an address stores (password reset, email verification,
 * newsletter confirmation): only the SHA-256 of its token, when it stops working and when it was
 * used (it works once). A MikroORM mapped superclass: not an entity of its own, each subclass
 * keeps its own table with these columns.
 */
export abstract class SingleUseToken {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

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
