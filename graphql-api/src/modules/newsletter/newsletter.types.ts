import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../graph/connection.type.js';
import { NewsletterTopicEnum, SubscriberStatusEnum } from '../graph/vocabulary.enums.js';
import { NewsletterSubscriber } from './newsletter-subscriber.entity.js';

export const NewsletterSubscriberConnection = connectionOf(NewsletterSubscriber, 'NewsletterSubscriber', 'subscriber');
export type NewsletterSubscriberConnection = InstanceType<typeof NewsletterSubscriberConnection>;

@InputType('SubscribeInput', { description: 'A newsletter subscription (spec section 3).' })
export class SubscribeInput {
  @Field(() => String, { description: 'The address to subscribe.' })
  email!: string;

  @Field(() => [NewsletterTopicEnum], { nullable: true, description: 'The newsletters wanted (default: WEEKLY_DIGEST only).' })
  preferences?: string[] | null;

  @Field(() => String, { nullable: true, description: 'First name.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'Last name.' })
  lastName?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the subscription comes from (the card variant).' })
  source?: string | null;
}

@ObjectType('SubscriptionResult', {
  description: 'What a subscribe call did, told from the request alone (it reveals nothing about the address).',
  simpleResolvers: true,
})
export class SubscriptionResult {
  @Field(() => String, { description: 'The address.' })
  email!: string;

  @Field(() => [NewsletterTopicEnum], { description: 'The newsletters asked for.' })
  preferences!: string[];

  @Field(() => SubscriberStatusEnum, { description: 'ACTIVE for a signed-in owner of the address; PENDING until the link mailed to the address is followed.' })
  status!: string;
}

@ObjectType('NewsletterAnalytics', { description: 'The newsletter metrics of the admin dashboard (spec section 3).', simpleResolvers: true })
export class NewsletterAnalytics {
  @Field(() => Int, { description: 'All subscribers, whatever their status.' })
  totalSubscribers!: number;

  @Field(() => Int, { description: 'Subscribers who confirmed and did not unsubscribe.' })
  activeSubscribers!: number;

  @Field(() => Float, { description: 'Growth over the last 7 days, in percent of the subscribers before them.' })
  weeklyGrowth!: number;

  @Field(() => Float, { description: 'Active subscribers, in percent of all (0 with no subscriber).' })
  activeRate!: number;

  @Field(() => Int, { description: 'Newsletter mails sent over the period.' })
  delivered!: number;

  @Field(() => Float, { description: 'Mails sent over the period that were opened (their tracking image loaded), in percent of them; 0 when none was sent.' })
  openRate!: number;

  @Field(() => Float, { description: 'Mails sent over the period with a link followed, in percent of them; 0 when none was sent.' })
  clickRate!: number;

  @Field(() => String, { description: 'The period the rates cover.' })
  period!: string;
}
