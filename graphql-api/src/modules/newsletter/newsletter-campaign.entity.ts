import { Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { CampaignKind, CampaignStatus, NewsletterTopic } from '../../domain/enums.js';

/**
 * One newsletter mail written once and sent to the active subscribers of one newsletter: an
 * admin's campaign (Markdown) or a weekly 'This Week in History' digest. The HTML and text are
 * rendered when it is saved, so every subscriber gets the same words; `links` are the addresses
 * the mail holds, the only ones its click redirect leads to besides the site itself.
 */
@Entity({ tableName: 'newsletter_campaigns' })
export class NewsletterCampaign {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'string', length: 32 })
  newsletter!: NewsletterTopic;

  @Property({ type: 'string', length: 16, default: 'written' })
  kind: CampaignKind & Opt = 'written';

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  markdown!: string;

  @Property({ type: 'text' })
  html!: string;

  @Property({ type: 'text' })
  text!: string;

  @Property({ type: 'text[]' })
  links!: string[];

  @Index()
  @Property({ type: 'string', length: 16, default: 'draft' })
  status: CampaignStatus & Opt = 'draft';

  /** A digest's first day (YYYY-MM-DD): one digest per week, however many nodes run the schedule. */
  @Unique()
  @Property({ type: 'string', length: 10, nullable: true })
  digestWeek?: string | null;

  @Property({ type: 'uuid', nullable: true })
  createdBy?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  queuedAt?: Date | null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt?: Date | null;
}
