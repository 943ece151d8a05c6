import { Migration } from '@mikro-orm/migrations';

/** The first schema: every entity of spec section 3 and the sessions table. */
export class Migration20261122185514 extends Migration {
  override up(): void {
    this.addSql(
      `create table "event_relationships" ("id" uuid not null, "source_event_id" uuid not null, "target_event_id" uuid not null, "relationship_type" varchar(32) not null, "description" text null, "created_at" timestamptz not null default now(), constraint "event_relationships_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "event_relationships_source_event_id_index" on "event_relationships" ("source_event_id");`);
    this.addSql(`create index "event_relationships_target_event_id_index" on "event_relationships" ("target_event_id");`);

    this.addSql(
      `create table "historical_events" ("id" uuid not null, "name" text not null, "period" varchar(64) not null, "event_type" varchar(16) not null default 'real', "cultural_type" varchar(32) null, "category" text null, "subcategory" text null, "global_significance" varchar(16) not null default 'regional', "start_date" varchar(16) not null, "end_date" varchar(16) null, "start_year" int not null, "end_year" int not null, "visible_from" int not null, "visible_to" int not null, "date_precision" varchar(8) not null, "latitude" double precision not null, "longitude" double precision not null, "radius" double precision not null default 10000, "description" text not null, "significance" text not null, "participants" text[] not null default '{}', "battle_type" text null, "casualties" bigint null, "location" text not null, "coordinates" text not null, "wiki_url" text null, "who_description" text null, "outfit" text null, "background" text null, "actions" text null, "context" text null, "consequences" text null, "attached_media" jsonb not null default '[]', "linked_event_id" uuid null, "relationship_type" varchar(32) null, "connection_type" varchar(16) not null default 'manual', "blockchain_hash" text null, "verification_status" varchar(16) not null default 'pending', "token_id" text null, "creator_address" text null, "royalty_percentage" double precision not null default 10, "digital_asset_url" text null, "tags" text[] not null default '{}', "country_tags" text[] not null default '{}', "created_at" timestamptz not null default now(), "verified_at" timestamptz null, constraint "historical_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "historical_events_period_index" on "historical_events" ("period");`);
    this.addSql(`create index "historical_events_event_type_index" on "historical_events" ("event_type");`);
    this.addSql(`create index "historical_events_category_index" on "historical_events" ("category");`);
    this.addSql(`create index "historical_events_subcategory_index" on "historical_events" ("subcategory");`);
    this.addSql(`create index "historical_events_linked_event_id_index" on "historical_events" ("linked_event_id");`);
    this.addSql(`create index "historical_events_start_year_end_year_index" on "historical_events" ("start_year", "end_year");`);
    this.addSql(`create index "historical_events_visible_from_visible_to_index" on "historical_events" ("visible_from", "visible_to");`);

    this.addSql(
      `create table "newsletter_subscribers" ("id" uuid not null, "email" varchar(320) not null, "first_name" text null, "last_name" text null, "preferences" text[] null, "status" varchar(16) not null default 'active', "source" text null, "subscribed_at" timestamptz not null default now(), constraint "newsletter_subscribers_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "newsletter_subscribers" add constraint "newsletter_subscribers_email_unique" unique ("email");`);

    this.addSql(
      `create table "users" ("id" uuid not null, "email" varchar(320) not null, "password" text not null, "first_name" text null, "last_name" text null, "profile_image_url" text null, "role" varchar(16) not null default 'user', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    // Relationship ends are plain uuid columns in the entity; the database still guards them.
    this.addSql(
      `alter table "event_relationships" add constraint "event_relationships_source_fk" foreign key ("source_event_id") references "historical_events" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "event_relationships" add constraint "event_relationships_target_fk" foreign key ("target_event_id") references "historical_events" ("id") on delete cascade;`,
    );

    // The table connect-pg-simple stores express sessions in (spec section 3: sid, sess, expire).
    this.addSql(
      `create table "sessions" ("sid" varchar not null collate "default", "sess" json not null, "expire" timestamp(6) not null, constraint "sessions_pkey" primary key ("sid"));`,
    );
    this.addSql(`create index "sessions_expire_index" on "sessions" ("expire");`);
  }

  override down(): void {
    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "event_relationships" cascade;`);

    this.addSql(`drop table if exists "historical_events" cascade;`);

    this.addSql(`drop table if exists "newsletter_subscribers" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);
  }
}
