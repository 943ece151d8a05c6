import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';

export const USER_ROLES = ['user', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** A registered account. The password column holds a hash and is never exposed. */
@ObjectType('User', { description: 'A registered account.' })
@Entity({ tableName: 'users' })
export class User {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String, { description: 'Email address, unique.' })
  @Unique()
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'text', hidden: true })
  password!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the account proved it reads its email address (the link sent at sign-up); null until then.' })
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt?: Date | null;

  @Field(() => String, { nullable: true, description: 'A new address asked for and not yet confirmed: it replaces email once the link sent to it is followed.' })
  @Property({ type: 'string', length: 320, nullable: true })
  pendingEmail?: string | null;

  @Field(() => String, { description: 'user, moderator or admin.' })
  @Property({ type: 'string', length: 16, default: 'user' })
  role: string & Opt = 'user';

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
