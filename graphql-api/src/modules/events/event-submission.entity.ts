import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/**
 * Who submitted an event, under the key their client chose for that one submission. The key is
 * unique per account, so a double press, a retried request or two tabs sending one draft store
 * one event: the repeat is answered with the event the first one stored.
 */
@Entity({ tableName: 'event_submissions' })
export class EventSubmission {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'string', length: 100 })
  idempotencyKey!: string;

  @Property({ type: 'uuid' })
  eventId!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
