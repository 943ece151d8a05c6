import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** A pair of events a moderator dismissed as not related: the server never proposes it again. */
@Entity({ tableName: 'dismissed_link_suggestions' })
export class DismissedLinkSuggestion {
  /** The pair in id order (the smaller id first), so a pair has one key whichever way it was proposed. */
  @PrimaryKey({ type: 'uuid' })
  firstEventId!: string;

  @PrimaryKey({ type: 'uuid' })
  secondEventId!: string;

  /** The reason the server had given, kept for the record. */
  @Property({ type: 'text', nullable: true })
  reason?: string | null;

  @Property({ type: 'uuid', nullable: true })
  dismissedBy?: string | null;

  @Property({ type: 'timestamptz' })
  dismissedAt: Date & Opt = new Date();
}
