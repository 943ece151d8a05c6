import { Migration } from '@mikro-orm/migrations';

/**
 * Search and spatial filtering: a lower-cased search_text column with a trigram index (case-
 * insensitive substring search from 3 characters), a generated tsvector over it for ranking, a GIN
 * index on country tags and a btree over the coordinates for bounding boxes.
 */
export class Migration20261122193000 extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "historical_events" add column "search_text" text not null default '';`);
    this.addSql(
      `update "historical_events" set "search_text" = lower(concat_ws(' ', "name", "location", array_to_string("participants", ' '), array_to_string("tags", ' '), "category", "subcategory", "significance", "description"));`,
    );
    this.addSql(
      `alter table "historical_events" add column "search_vector" tsvector generated always as (to_tsvector('simple'::regconfig, "search_text")) stored;`,
    );
    this.addSql(`create index "historical_events_search_text_trgm" on "historical_events" using gin ("search_text" gin_trgm_ops);`);
    this.addSql(`create index "historical_events_search_vector" on "historical_events" using gin ("search_vector");`);
    this.addSql(`create index "historical_events_name_trgm" on "historical_events" using gin (lower("name") gin_trgm_ops);`);
    this.addSql(`create index "historical_events_country_tags" on "historical_events" using gin ("country_tags");`);
    this.addSql(`create index "historical_events_lon_lat" on "historical_events" ("longitude", "latitude");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "historical_events_lon_lat";`);
    this.addSql(`drop index if exists "historical_events_country_tags";`);
    this.addSql(`drop index if exists "historical_events_name_trgm";`);
    this.addSql(`drop index if exists "historical_events_search_vector";`);
    this.addSql(`drop index if exists "historical_events_search_text_trgm";`);
    this.addSql(`alter table "historical_events" drop column if exists "search_vector";`);
    this.addSql(`alter table "historical_events" drop column if exists "search_text";`);
  }
}
