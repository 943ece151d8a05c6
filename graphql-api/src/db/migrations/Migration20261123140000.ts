import { Migration } from '@mikro-orm/migrations';

/** The moderation log: refused submissions with their violations, and verification status changes. */
export class Migration20261123140000 extends Migration {
  override up(): void {
    this.addSql(`create table "moderation_log" (
      "id" uuid not null primary key,
      "action" varchar(32) not null,
      "event_id" uuid null,
      "event_name" text null,
      "user_id" uuid null,
      "violations" jsonb null,
      "from_status" varchar(16) null,
      "to_status" varchar(16) null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "moderation_log_event_id_index" on "moderation_log" ("event_id");`);
    this.addSql(`create index "moderation_log_created_at_index" on "moderation_log" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "moderation_log";`);
  }
}
