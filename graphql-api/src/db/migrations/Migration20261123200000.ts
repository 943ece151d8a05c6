import { Migration } from '@mikro-orm/migrations';

/**
 * Rate-limit counters: one row per (action, client key, fixed window). Kept in PostgreSQL so every
 * API node counts the same hits; old windows are pruned as new ones are written.
 */
export class Migration20261123200000 extends Migration {
  override up(): void {
    this.addSql(`create table "rate_limit_counters" (
      "bucket" varchar(40) not null,
      "key" varchar(64) not null,
      "window_start" timestamptz not null,
      "hits" int not null,
      primary key ("bucket", "key", "window_start"));`);
    this.addSql(`create index "rate_limit_counters_window_start_index" on "rate_limit_counters" ("window_start");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "rate_limit_counters";`);
  }
}
