import { Migration } from '@mikro-orm/migrations';

/**
 * Uploaded media are recorded with their owner and size (issue 24): each account has a quota in
 * all and per day, and files no event uses are deleted after a grace period.
 */
export class Migration20261125110000 extends Migration {
  override up(): void {
    this.addSql(`create table "media_files" (
      "name" varchar(64) not null primary key,
      "user_id" uuid not null,
      "size" bigint not null,
      "content_type" varchar(100) not null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "media_files_user_id_created_at_index" on "media_files" ("user_id", "created_at");`);
    this.addSql(`create index "media_files_created_at_index" on "media_files" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "media_files";`);
  }
}
