import { Migration } from '@mikro-orm/migrations';

/** Messages from the contacts form. */
export class Migration20261123150000 extends Migration {
  override up(): void {
    this.addSql(`create table "contact_messages" (
      "id" uuid not null primary key,
      "first_name" text not null,
      "last_name" text not null,
      "email" varchar(320) not null,
      "subject" text not null,
      "message" text not null,
      "sender_key" varchar(64) not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "contact_messages_email_index" on "contact_messages" ("email");`);
    this.addSql(`create index "contact_messages_sender_key_index" on "contact_messages" ("sender_key");`);
    this.addSql(`create index "contact_messages_created_at_index" on "contact_messages" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "contact_messages";`);
  }
}
