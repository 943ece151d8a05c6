import { Migration } from '@mikro-orm/migrations';

/**
 * Editing, sources and revisions (issue 25):
 * - events carry their sources, a version (1 to start; one more with every change that takes
 *   effect) and the account that submitted them, taken from event_submissions where known;
 * - event_revisions holds every change. A trigger refuses UPDATE and DELETE on it, so the history
 *   is append-only whatever code runs. Events seeded or imported before have no revision: their
 *   history starts at their first change, whose `from` values keep the original.
 */
export class Migration20261128200000 extends Migration {
  override up(): void {
    this.addSql(`alter table "historical_events"
      add column "sources" jsonb not null default '[]',
      add column "version" int not null default 1,
      add column "submitted_by" uuid null;`);
    this.addSql(`create index "historical_events_submitted_by_index" on "historical_events" ("submitted_by");`);
    this.addSql(`update "historical_events" e set "submitted_by" = s."user_id" from "event_submissions" s where s."event_id" = e."id";`);

    this.addSql(`create table "event_revisions" (
      "id" uuid not null,
      "event_id" uuid not null,
      "event_name" text not null,
      "kind" varchar(16) not null,
      "actor_id" uuid null,
      "created_at" timestamptz not null default now(),
      "comment" text null,
      "reason" text null,
      "changes" jsonb not null,
      "base_version" int not null,
      "version" int null,
      "proposal_id" uuid null,
      "reverted_to_version" int null,
      constraint "event_revisions_pkey" primary key ("id"));`);
    this.addSql(`create index "event_revisions_event_id_created_at_index" on "event_revisions" ("event_id", "created_at");`);
    this.addSql(`create index "event_revisions_actor_id_index" on "event_revisions" ("actor_id");`);
    this.addSql(`alter table "event_revisions" add constraint "event_revisions_proposal_id_unique" unique ("proposal_id");`);
    // The queue reads the proposals still waiting, oldest first.
    this.addSql(`create index "event_revisions_proposed_index" on "event_revisions" ("created_at") where "kind" = 'proposed';`);

    this.addSql(`create function "event_revisions_append_only"() returns trigger language plpgsql as $$
      begin
        raise exception 'event_revisions is append-only: a revision is never changed or deleted' using errcode = 'restrict_violation';
      end $$;`);
    this.addSql(`create trigger "event_revisions_append_only" before update or delete on "event_revisions"
      for each row execute function "event_revisions_append_only"();`);
  }

  override down(): void {
    this.addSql(`drop table if exists "event_revisions";`);
    this.addSql(`drop function if exists "event_revisions_append_only"();`);
    this.addSql(`drop index if exists "historical_events_submitted_by_index";`);
    this.addSql(`alter table "historical_events" drop column "sources", drop column "version", drop column "submitted_by";`);
  }
}
