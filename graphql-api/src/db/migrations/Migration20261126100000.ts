import { Migration } from '@mikro-orm/migrations';

/**
 * The newsletter goes out (issue 27): campaigns, one delivery per campaign and subscriber (the
 * unique pair is what stops a resumed send from mailing anyone twice), opens and clicks, and the
 * one-row clock that paces sending across every node. pg-boss keeps its jobs in its own schema
 * (pgboss), which it creates and migrates itself when the server starts it.
 */
export class Migration20261126100000 extends Migration {
  override up(): void {
    this.addSql(`create table "newsletter_campaigns" (
      "id" uuid not null, "newsletter" varchar(32) not null, "kind" varchar(16) not null default 'written',
      "subject" text not null, "markdown" text not null, "html" text not null, "text" text not null, "links" text[] not null,
      "status" varchar(16) not null default 'draft', "digest_week" varchar(10) null, "created_by" uuid null,
      "created_at" timestamptz not null default now(), "queued_at" timestamptz null, "finished_at" timestamptz null,
      constraint "newsletter_campaigns_pkey" primary key ("id"));`);
    this.addSql(`create index "newsletter_campaigns_status_index" on "newsletter_campaigns" ("status");`);
    this.addSql(`alter table "newsletter_campaigns" add constraint "newsletter_campaigns_digest_week_unique" unique ("digest_week");`);

    this.addSql(`create table "newsletter_deliveries" (
      "id" uuid not null, "campaign_id" uuid not null, "subscriber_id" uuid not null, "email" varchar(320) not null,
      "status" varchar(16) not null default 'queued', "attempts" int not null default 0, "last_error" text null,
      "next_attempt_at" timestamptz not null default now(), "sent_at" timestamptz null,
      constraint "newsletter_deliveries_pkey" primary key ("id"));`);
    this.addSql(
      `alter table "newsletter_deliveries" add constraint "newsletter_deliveries_campaign_id_subscriber_id_unique" unique ("campaign_id", "subscriber_id");`,
    );
    this.addSql(
      `create index "newsletter_deliveries_campaign_id_status_next_attempt_at_index" on "newsletter_deliveries" ("campaign_id", "status", "next_attempt_at");`,
    );
    this.addSql(`create index "newsletter_deliveries_sent_at_index" on "newsletter_deliveries" ("sent_at");`);
    this.addSql(
      `alter table "newsletter_deliveries" add constraint "newsletter_deliveries_campaign_fk" foreign key ("campaign_id") references "newsletter_campaigns" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "newsletter_deliveries" add constraint "newsletter_deliveries_subscriber_fk" foreign key ("subscriber_id") references "newsletter_subscribers" ("id") on delete cascade;`,
    );

    this.addSql(`create table "newsletter_engagements" (
      "id" uuid not null, "delivery_id" uuid not null, "campaign_id" uuid not null, "kind" varchar(8) not null,
      "url" text null, "created_at" timestamptz not null default now(),
      constraint "newsletter_engagements_pkey" primary key ("id"));`);
    this.addSql(`create index "newsletter_engagements_delivery_id_kind_index" on "newsletter_engagements" ("delivery_id", "kind");`);
    this.addSql(`create index "newsletter_engagements_campaign_id_index" on "newsletter_engagements" ("campaign_id");`);
    this.addSql(
      `alter table "newsletter_engagements" add constraint "newsletter_engagements_delivery_fk" foreign key ("delivery_id") references "newsletter_deliveries" ("id") on delete cascade;`,
    );

    // Not an entity: one row, moved forward by each send (delivery-rate.ts).
    this.addSql(`create table "newsletter_send_clock" ("id" smallint not null primary key, "next_at" timestamptz not null);`);
    this.addSql(`insert into "newsletter_send_clock" ("id", "next_at") values (1, now());`);
  }

  override down(): void {
    this.addSql(`drop table if exists "newsletter_send_clock";`);
    this.addSql(`drop table if exists "newsletter_engagements";`);
    this.addSql(`drop table if exists "newsletter_deliveries";`);
    this.addSql(`drop table if exists "newsletter_campaigns";`);
  }
}
