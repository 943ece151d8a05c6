import { Field, Float, ID, InputType, Int, ObjectType } from 'type-graphql';
import { connectionOf } from '../graph/connection.type.js';
import { CampaignKindEnum, CampaignStatusEnum, NewsletterTierEnum, NewsletterTopicEnum } from '../graph/vocabulary.enums.js';

@ObjectType('NewsletterCampaign', { description: 'A newsletter mail to the active subscribers of one newsletter, with its figures.', simpleResolvers: true })
export class CampaignView {
  @Field(() => ID, { description: 'Campaign id (a UUID).' })
  id!: string;

  @Field(() => NewsletterTopicEnum, { description: 'The newsletter it goes to.' })
  newsletter!: string;

  @Field(() => String, { description: "The newsletter's name ('This Week in History', 'Deep Dive Discoveries', \"Curator's Corner\")." })
  newsletterName!: string;

  @Field(() => NewsletterTierEnum, { description: 'FREE or PREMIUM, as the newsletter is labelled.' })
  tier!: string;

  @Field(() => CampaignKindEnum, { description: "Written by an admin, or the automatic 'This Week in History' digest." })
  kind!: string;

  @Field(() => String, { description: 'The subject line.' })
  subject!: string;

  @Field(() => String, { description: 'The Markdown it was written in.' })
  markdown!: string;

  @Field(() => CampaignStatusEnum, { description: 'Draft, sending or sent.' })
  status!: string;

  @Field(() => Date, { description: 'When it was written.' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When it was queued for sending.' })
  queuedAt!: Date | null;

  @Field(() => Date, { nullable: true, description: 'When its last mail was sent.' })
  finishedAt!: Date | null;

  @Field(() => Int, { description: 'Subscribers it was queued for.' })
  recipients!: number;

  @Field(() => Int, { description: 'Mails sent.' })
  sent!: number;

  @Field(() => Int, { description: 'Mails given up on after every retry failed.' })
  failed!: number;

  @Field(() => Int, { description: 'Sent mails opened at least once (the tracking image loaded).' })
  opened!: number;

  @Field(() => Int, { description: 'Sent mails with at least one link followed.' })
  clicked!: number;

  @Field(() => Float, { description: 'Opened mails in percent of sent ones (one decimal).' })
  openRate!: number;

  @Field(() => Float, { description: 'Clicked mails in percent of sent ones (one decimal).' })
  clickRate!: number;
}

export const CampaignConnection = connectionOf(CampaignView, 'NewsletterCampaign', 'campaign');
export type CampaignConnection = InstanceType<typeof CampaignConnection>;

@InputType('CampaignInput', { description: 'A campaign as an admin writes it.' })
export class CampaignInput {
  @Field(() => NewsletterTopicEnum, { description: 'The newsletter whose active subscribers get it.' })
  newsletter!: string;

  @Field(() => String, { description: 'The subject line (1 to 200 characters).' })
  subject!: string;

  @Field(() => String, { description: 'The text in Markdown (raw HTML is shown as text); links from the site root (/?event=...) become links to the site.' })
  markdown!: string;
}

@ObjectType('CampaignPreview', { description: 'A mail as its subscribers will get it.', simpleResolvers: true })
export class CampaignPreview {
  @Field(() => String, { description: 'The subject line.' })
  subject!: string;

  @Field(() => String, { description: 'The HTML part, in the newsletter frame.' })
  html!: string;

  @Field(() => String, { description: 'The plain-text part.' })
  text!: string;

  @Field(() => Int, { description: 'Active subscribers of the newsletter right now: who a send would reach.' })
  recipients!: number;
}
