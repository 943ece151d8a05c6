import { Migration } from '@mikro-orm/migrations';

/**
 * Proof of owning an email address (issue 24): an account's address counts, for ADMIN_EMAILS
 * among others, only once the link sent to it was followed; a new address waits in pending_email
 * until its own link is followed. Accounts made before this have no proof yet (null). An
 * anonymous newsletter subscription waits in newsletter_confirmations for its address to confirm.
 */
export class Migration20261125100000 extends Migration {
  override up(): void {
    this.addSql(`alter table "users" add column "email_verified_at" timestamptz null, add column "pending_email" varchar(320) null;`);
    this.addSql(`create table "email_verification_tokens" (
      "id" uuid not null primary key,
      "user_id" uuid not null,
      "email" varchar(320) not null,
      "token_hash" varchar(64) not null,
      "subscribe_to_newsletter" boolean not null default false,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "email_verification_tokens_user_id_index" on "email_verification_tokens" ("user_id");`);
    this.addSql(`create index "email_verification_tokens_token_hash_index" on "email_verification_tokens" ("token_hash");`);
    // An anonymous subscription changes nothing until the address confirms it.
    this.addSql(`create table "newsletter_confirmations" (
      "id" uuid not null primary key,
      "email" varchar(320) not null,
      "token_hash" varchar(64) not null,
      "preferences" text[] not null,
      "first_name" text null,
      "last_name" text null,
      "source" text null,
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "newsletter_confirmations_token_hash_index" on "newsletter_confirmations" ("token_hash");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "newsletter_confirmations";`);
    this.addSql(`drop table if exists "email_verification_tokens";`);
    this.addSql(`alter table "users" drop column "email_verified_at", drop column "pending_email";`);
  }
}
