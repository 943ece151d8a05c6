import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { Field, ID, ObjectType } from 'type-graphql';
import { Node } from '../graph/node.interface.js';
import { NewsletterTopicEnum, SubscriberStatusEnum } from '../graph/vocabulary.enums.js';

import { SUBSCRIBER_STATUSES } from '../../domain/enums.js';
export { SUBSCRIBER_STATUSES };

/** A newsletter subscriber (spec section 3). */
@ObjectType('NewsletterSubscriber', { implements: Node, description: 'A newsletter subscriber.' })
@Entity({ tableName: 'newsletter_subscribers' })
export class NewsletterSubscriber {
  @Field(() => ID, { description: 'Subscriber id: a UUID, unique across all types (Node).' })
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Field(() => String, { description: 'The subscribed address.' })
  @Unique()
  @Property({ type: 'string', length: 320 })
  email!: string;

  @Field(() => String, { nullable: true, description: 'First name.' })
  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name.' })
  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Field(() => [NewsletterTopicEnum], { nullable: true, description: 'The newsletters chosen; null means all (shown as "All").' })
  @Property({ type: 'text[]', nullable: true })
  preferences?: string[] | null;

  @Field(() => SubscriberStatusEnum, { description: 'Where the subscription stands.' })
  @Property({ type: 'string', length: 16, default: 'active' })
  status: string & Opt = 'active';

  @Field(() => String, { nullable: true, description: 'Where the subscription came from (card variant).' })
  @Property({ type: 'text', nullable: true })
  source?: string | null;

  @Field(() => Date, { description: 'When the address subscribed.' })
  @Property({ type: 'datetime', defaultRaw: 'now()' })
  subscribedAt: Date & Opt = new Date();
}
