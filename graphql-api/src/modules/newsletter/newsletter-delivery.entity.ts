import { Entity, Index, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import type { DeliveryStatus } from '../../domain/enums.js';

/**
 * One campaign's mail to one subscriber. The unique (campaign, subscriber) pair is what makes a
 * campaign reach each subscriber once: queueing it twice adds no row, and a row is only sent while
 * a worker holds its lock and it is still queued (delivery-worker.ts).
 */
@Entity({ tableName: 'newsletter_deliveries' })
@Unique({ properties: ['campaignId', 'subscriberId'] })
@Index({ properties: ['campaignId', 'status', 'nextAttemptAt'] })
export class NewsletterDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string & Opt = randomUUID();

  @Property({ type: 'uuid' })
  campaignId!: string;

  @Property({ type: 'uuid' })
  subscriberId!: string;

  @Property({ type: 'string', length: 320 })
  email!: string;

  @Property({ type: 'string', length: 16, default: 'queued' })
  status: DeliveryStatus & Opt = 'queued';

  @Property({ type: 'int', default: 0 })
  attempts: number & Opt = 0;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  nextAttemptAt: Date & Opt = new Date();

  @Index()
  @Property({ type: 'datetime', nullable: true })
  sentAt?: Date | null;
}
