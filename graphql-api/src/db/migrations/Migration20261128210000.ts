import { Migration } from '@mikro-orm/migrations';

/**
 * Suggested connections and creators' links (issue 25, point 9).
 *
 * 1. event_relationships says who made each link: `connection_type` manual (a person) or suggested
 *    (the server, with its `reason`); a suggestion has no relationship type until a moderator
 *    confirms it with one. `created_by` is the account that added or confirmed a manual link.
 *    One suggestion per pair of events, whichever way round; a manual link once per type.
 * 2. dismissed_link_suggestions: pairs a moderator dismissed, so they are never proposed again.
 * 3. link_feedback on a suggested link names it; one answer per account and link.
 */
export class Migration20261128210000 extends Migration {
  override up(): void {
    this.addSql(`alter table "event_relationships"
      alter column "relationship_type" drop not null,
      add column "connection_type" varchar(16) not null default 'manual',
      add column "reason" text null,
      add column "created_by" uuid null references "users" ("id") on delete set null,
      add constraint "event_relationships_not_self" check ("source_event_id" <> "target_event_id"),
      add constraint "event_relationships_typed_unless_suggested" check ("connection_type" = 'suggested' or "relationship_type" is not null);`);
    this.addSql(`create unique index "event_relationships_suggested_pair_unique" on "event_relationships"
      (least("source_event_id", "target_event_id"), greatest("source_event_id", "target_event_id")) where "connection_type" = 'suggested';`);
    this.addSql(`create unique index "event_relationships_manual_unique" on "event_relationships"
      ("source_event_id", "target_event_id", "relationship_type") where "connection_type" = 'manual';`);

    this.addSql(`create table "dismissed_link_suggestions" (
      "first_event_id" uuid not null references "historical_events" ("id") on delete cascade,
      "second_event_id" uuid not null references "historical_events" ("id") on delete cascade,
      "reason" text null,
      "dismissed_by" uuid null references "users" ("id") on delete set null,
      "dismissed_at" timestamptz not null default now(),
      constraint "dismissed_link_suggestions_pkey" primary key ("first_event_id", "second_event_id"),
      constraint "dismissed_link_suggestions_ordered" check ("first_event_id" < "second_event_id"));`);

    this.addSql(`alter table "link_feedback" add column "relationship_id" uuid null references "event_relationships" ("id") on delete set null;`);
    this.addSql(
      `create unique index "link_feedback_one_per_account_unique" on "link_feedback" ("relationship_id", "user_id") where "relationship_id" is not null;`,
    );
  }

  override down(): void {
    this.addSql(`drop index if exists "link_feedback_one_per_account_unique";`);
    this.addSql(`alter table "link_feedback" drop column if exists "relationship_id";`);
    this.addSql(`drop table if exists "dismissed_link_suggestions";`);
    this.addSql(`delete from "event_relationships" where "connection_type" = 'suggested';`);
    this.addSql(`drop index if exists "event_relationships_manual_unique";`);
    this.addSql(`drop index if exists "event_relationships_suggested_pair_unique";`);
    this.addSql(`alter table "event_relationships"
      drop constraint if exists "event_relationships_typed_unless_suggested",
      drop constraint if exists "event_relationships_not_self",
      drop column if exists "created_by", drop column if exists "reason", drop column if exists "connection_type",
      alter column "relationship_type" set not null;`);
  }
}
