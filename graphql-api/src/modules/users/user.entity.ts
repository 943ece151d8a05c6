import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../graph/node.interface.js';
import { UserRoleEnum } from '../graph/vocabulary.enums.js';

import { USER_ROLES, type UserRole } from '../../domain/enums.js';
export { USER_ROLES, type UserRole };

/** A registered account. The password column holds a hash and is never exposed. */
@ObjectType('User', { implements: Node, description: 'A registered account.' })
@Entity({ tableName: 'users' })
export class User {
  @Field(() => ID, { description: 'Account id: a UUID, unique across all types (Node).' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String, { description: 'Email address, unique.' })
  @Unique()
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'text', hidden: true })
  password!: string;

  @Field(() => String, { nullable: true, description: 'First name.' })
  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name.' })
  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'Address of a profile picture.' })
  @Property({ type: 'text', nullable: true })
  profileImageUrl?: string | null;

  @Field(() => Date, { nullable: true, description: 'When the account proved it reads its email address (the link sent at sign-up); null until then.' })
  @Property({ type: 'datetime', nullable: true })
  emailVerifiedAt?: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'A new address asked for and not yet confirmed: it replaces email once the link sent to it is followed.',
  })
  @Property({ type: 'string', length: 320, nullable: true })
  pendingEmail?: string | null;

  @Field(() => UserRoleEnum, { description: 'What the account may do.' })
  @Property({ type: 'string', length: 16, default: 'user' })
  role: string & Opt = 'user';

  @Field(() => Date, { description: 'When the account was made.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Field(() => Date, { description: 'When the account last changed.' })
  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
