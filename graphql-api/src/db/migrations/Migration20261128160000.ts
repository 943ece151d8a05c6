import { Migration } from '@mikro-orm/migrations';

/**
 * One submission per press (issue 25): each submitted event with the account and the key its
 * client chose; the primary key makes a repeat of (account, key) store nothing new.
 */
export class Migration20261128160000 extends Migration {
  override up(): void {
    this.addSql(`create table "event_submissions" (
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "idempotency_key" varchar(100) not null,
      "event_id" uuid not null references "historical_events" ("id") on delete cascade,
      "created_at" timestamptz not null,
      constraint "event_submissions_pkey" primary key ("user_id", "idempotency_key"));`);
    this.addSql(`create index "event_submissions_event_id_index" on "event_submissions" ("event_id");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "event_submissions";`);
  }
}
