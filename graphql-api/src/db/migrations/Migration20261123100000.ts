import { Migration } from '@mikro-orm/migrations';

/**
 * 1. A data version for the map: statement-level triggers bump `data_versions.version` on any
 *    change to events or relationships, so every API node can tell in one indexed read whether its
 *    cached map feed is current, and its ETag is the same on every node.
 * 2. Link feedback: people's answers on linked connections (Looks Right / Not Related / Confirm /
 *    Reject), kept so the signal can improve suggested links later.
 */
export class Migration20261123100000 extends Migration {
  override up(): void {
    this.addSql(`create table "data_versions" ("name" varchar(32) not null primary key, "version" bigint not null default 0);`);
    this.addSql(`insert into "data_versions" ("name", "version") values ('events', 1);`);
    this.addSql(`create function "bump_events_version"() returns trigger language plpgsql as $$
      begin
        update "data_versions" set "version" = "version" + 1 where "name" = 'events';
        return null;
      end $$;`);
    for (const table of ['historical_events', 'event_relationships']) {
      this.addSql(
        `create trigger "${table}_bump_version" after insert or update or delete or truncate on "${table}" for each statement execute function "bump_events_version"();`,
      );
    }
    this.addSql(`create table "link_feedback" (
      "id" uuid not null primary key,
      "event_id" uuid not null,
      "linked_event_id" uuid null,
      "answer" varchar(16) not null,
      "user_id" uuid null,
      "voter_key" varchar(64) not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "link_feedback_event_id_index" on "link_feedback" ("event_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "link_feedback";`);
    for (const table of ['historical_events', 'event_relationships']) this.addSql(`drop trigger if exists "${table}_bump_version" on "${table}";`);
    this.addSql(`drop function if exists "bump_events_version"();`);
    this.addSql(`drop table if exists "data_versions";`);
  }
}
