import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';

export const SUBSCRIBER_STATUSES = ['active', 'pending', 'unsubscribed'] as const;

/** A newsletter subscriber (spec section 3). */
@ObjectType('NewsletterSubscriber', { description: 'A newsletter subscriber.' })
@Entity({ tableName: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String)
  @Unique()
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true })
  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Field(() => [String], { nullable: true, description: 'Topics; null shows as "All".' })
  @Property({ type: 'text[]', nullable: true })
  preferences?: string[] | null;

  @Field(() => String, { description: 'active, pending or unsubscribed.' })
  @Property({ type: 'string', length: 16, default: 'active' })
  status: string & Opt = 'active';

  @Field(() => String, { nullable: true, description: 'Where the subscription came from (card variant).' })
  @Property({ type: 'text', nullable: true })
  source?: string | null;

  @Field(() => Date)
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  subscribedAt: Date & Opt = new Date();
}
