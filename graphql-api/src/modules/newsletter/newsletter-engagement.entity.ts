import { Entity, Index, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { EngagementKind } from '../../domain/enums.js';

/** An open (the tracking image loaded) or a click (a link followed) of one delivered mail. */
@Entity({ tableName: 'newsletter_engagements' })
@Index({ properties: ['deliveryId', 'kind'] })
export class NewsletterEngagement {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  deliveryId!: string;

  @Index()
  @Property({ type: 'uuid' })
  campaignId!: string;

  @Property({ type: 'string', length: 8 })
  kind!: EngagementKind;

  /** The address a click led to. */
  @Property({ type: 'text', nullable: true })
  url?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();
}
