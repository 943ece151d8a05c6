import { Migration } from '@mikro-orm/migrations';

/** Password reset tokens (hashed, single use, expiring). */
export class Migration20261123110000 extends Migration {
  override up(): void {
    this.addSql(`create table "password_reset_tokens" (
      "id" uuid not null primary key,
      "user_id" uuid not null references "users" ("id") on delete cascade,
      "token_hash" varchar(64) not null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "password_reset_tokens_user_id_index" on "password_reset_tokens" ("user_id");`);
    this.addSql(`create index "password_reset_tokens_token_hash_index" on "password_reset_tokens" ("token_hash");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "password_reset_tokens";`);
  }
}
