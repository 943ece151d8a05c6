import { Entity, Index, Property, type Opt } from '@mikro-orm/core';
import { SingleUseToken } from '../shared/single-use-token.js';

/**
 * A link that proves a person reads an address: sent at sign-up (the account's address) and on an
 * email change (the new address, which counts only once the link is followed). A SingleUseToken:
 * it works once, for a day.
 */
@Entity({ tableName: 'email_verification_tokens' })
export class EmailVerificationToken extends SingleUseToken {
  @Index()
  @Property({ type: 'uuid' })
  userId!: string;

  /** The address this link proves. */
  @Property({ type: 'string', length: 320 })
  email!: string;

  /** Sign-up asked for the newsletter: following the link confirms that subscription too. */
  @Property({ type: 'boolean', default: false })
  subscribeToNewsletter: boolean & Opt = false;
}
