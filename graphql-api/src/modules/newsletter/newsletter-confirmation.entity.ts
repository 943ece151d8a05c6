import { Entity, Property } from '@mikro-orm/core';
import { SingleUseToken } from '../shared/single-use-token.js';

/**
 * A subscription asked for by someone who has not proven the address: it takes effect (new
 * subscriber, or changed preferences of an existing one) only when the link mailed to the address
 * is followed. A SingleUseToken: it works once, for a week.
 */
@Entity({ tableName: 'newsletter_confirmations' })
export class NewsletterConfirmation extends SingleUseToken {
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'text[]' })
  preferences!: string[];

  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Property({ type: 'text', nullable: true })
  source?: string | null;
}
