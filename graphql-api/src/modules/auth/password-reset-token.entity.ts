import { Entity, Index, Property } from '@mikro-orm/core';
import { SingleUseToken } from '../shared/single-use-token.js';

/** A single-use password reset (SingleUseToken): it expires after an hour. */
@Entity({ tableName: 'password_reset_tokens' })
export class PasswordResetToken extends SingleUseToken {
  @Index()
  @Property({ type: 'uuid' })
  userId!: string;
}
